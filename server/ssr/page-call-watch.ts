// Watches the API calls a page's loaders make in process, for the HTML cache: a page may be kept
// only when its URL alone decides it. A call that counts against a visitor's limit (the search: the
// hub's search statistics and the limit must see every search), or that reads or sets the visitor's
// cookies (the cart), makes the page depend on the request; a call that failed for a reason other
// than the content (a database error, where the page then shows less) must not be kept either.
import { isApiError } from "../../shared/api/api-error.ts";
import { endpoints, type ApiClient } from "../../shared/api/contract/index.ts";
import type { CallLimits } from "../api/call-limits.ts";
import { lazyClient } from "../api/lazy-client.ts";

export interface PageCallWatch {
  client: ApiClient;
  /** Why the page may not be kept (e.g. "limited call search"), or null. */
  reason(): string | null;
}

/** `client` with every call watched; `limits` are the calls counted per visitor. */
export function watchPageCalls(client: ApiClient, limits: CallLimits): PageCallWatch {
  let reason: string | null = null;
  const watched = lazyClient((name) => {
    const call = client[name] as (input: unknown) => Promise<unknown>;
    const perVisitor = limits[name] ? `limited call ${name}` : endpoints[name].cookies?.length ? `cookie call ${name}` : null;
    return async (input) => {
      if (perVisitor) reason ??= perVisitor;
      try {
        return await call(input);
      } catch (error) {
        // A 4xx is what the content says (a picked item that is gone); anything else is a failure.
        if (!isApiError(error) || error.status >= 500) reason ??= `failed call ${name}`;
        throw error;
      }
    };
  });
  return { client: watched, reason: () => reason };
}
