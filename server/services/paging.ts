// Page-number paging with Django REST framework's {count, next, previous, results} answer.
import type { Paged } from "../../shared/api/types.ts";
import { toQueryString } from "../../shared/api/endpoint.ts";
import { badRequest } from "../../shared/api/api-error.ts";

export interface PageRequest {
  page: number;
  pageSize: number;
  /** The endpoint's own page size, left out of next/previous links. */
  defaultSize: number;
}

export function pageRequest(page: number | undefined, pageSize: number | undefined, defaultSize: number, maxSize = 100): PageRequest {
  return { page: page ?? 1, pageSize: Math.min(pageSize ?? defaultSize, maxSize), defaultSize };
}

/**
 * Wraps one page of results; a page past the last one is a 400 on the `page` field. `next` and
 * `previous` are absolute paths (with the filters of `query`) that answer the neighbouring page.
 */
export function paged<T>(
  results: T[],
  count: number,
  request: PageRequest,
  basePath: string,
  query: Record<string, unknown>,
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(count / request.pageSize));
  if (request.page > lastPage) throw badRequest("page", `is past the last page (${lastPage})`);
  const link = (page: number) =>
    basePath + toQueryString({ ...query, page, page_size: request.pageSize === request.defaultSize ? undefined : request.pageSize });
  return {
    count,
    next: request.page < lastPage ? link(request.page + 1) : null,
    previous: request.page > 1 ? link(request.page - 1) : null,
    results,
  };
}
