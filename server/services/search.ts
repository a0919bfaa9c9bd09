// Site search, plain for now: a case-insensitive substring match on the titles and names of
// productions, persons, articles and CMS pages (the full-text search replaces it later).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Paged } from "../../src/api/types.ts";
import type { SearchResult, SearchResultType } from "../../src/api/content-types.ts";
import type { Lang } from "../../src/lib/localized.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import { urlFor } from "../../src/route-paths.ts";
import { paged, pageRequest } from "./paging.ts";

export interface SearchRequest {
  lang: Lang;
  query: string;
  type?: SearchResultType;
  page?: number;
}

interface Row extends Record<string, unknown> {
  type: SearchResultType;
  id: number;
  title: string;
  text: string;
  slug: string;
  total: string | number;
}

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function urlOf(row: Row, lang: Lang): string {
  switch (row.type) {
    case "production":
      return urlFor("productions-slug-id", { slug: row.slug, id: row.id }, lang);
    case "person":
      return urlFor("ensemble-slug-id", { slug: row.slug, id: row.id }, lang);
    case "article":
      return urlFor("magazine-slug-id", { slug: row.slug, id: row.id }, lang);
    case "page":
      return localizedUrl(lang, row.slug);
  }
}

/** One page (10) of visible matches: productions, then persons, articles and pages, each by title. */
export async function search(db: Db, request: SearchRequest, now: Date): Promise<Paged<SearchResult>> {
  const { lang } = request;
  const paging = pageRequest(request.page, undefined, 10);
  const pattern = containsPattern(request.query.trim());
  // The text in the request's language, German when the translation is empty (as pick() does).
  const text = (column: string) => sql`coalesce(nullif(${sql.raw(column)}->>${lang}::text, ''), ${sql.raw(column)}->>'de', '')`;
  const only = request.type ?? null;
  const result = await db.execute<Row>(sql`
    select type, id, title, text, slug, count(*) over () as total from (
      select 'production' as type, 1 as rank, id, ${text("title")} as title,
             coalesce(nullif(${text("subline")}, ''), ${text("teaser")}) as text, ${text("slug")} as slug
      from productions where is_online and ${text("title")} ilike ${pattern}
      union all
      select 'person', 2, id, first_name || ' ' || last_name, ${text("position")}, slug
      from persons where is_online and (first_name || ' ' || last_name) ilike ${pattern}
      union all
      select 'article', 3, id, ${text("title")}, ${text("teaser")}, ${text("slug")}
      from articles where is_online and published_at <= ${now} and ${text("title")} ilike ${pattern}
      union all
      select 'page', 4, id, ${text("title")}, ${text("meta_description")}, path->>${lang}::text
      from pages where is_online and ${text("title")} ilike ${pattern}
    ) matches
    where ${only}::text is null or type = ${only}
    order by rank, lower(title), id
    limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`);
  const rows = result.rows;
  const count = rows.length > 0 ? Number(rows[0].total) : paging.page === 1 ? 0 : await countMatches(db, request, now);
  const results = rows.map((row) => ({ type: row.type, id: Number(row.id), title: row.title, url: urlOf(row, lang), text: row.text ?? "" }));
  return paged(results, count, paging, `/${lang}/api/search/`, { query: request.query, type: request.type });
}

/** Only needed for a page past the end, to name the last page in the 400. */
async function countMatches(db: Db, request: SearchRequest, now: Date): Promise<number> {
  const first = await search(db, { ...request, page: 1 }, now);
  return first.count;
}
