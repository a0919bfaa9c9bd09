// The full search: documents of the request's language that match every word (the last also as a
// prefix), ranked by ts_rank_cd, ten per page, with each hit's text marked by ts_headline (its best
// passage is cut out in snippet-passage.ts) and the counts for the result tabs, all in one query. When nothing matches, a "did you mean" suggestion.
import { sql, type SQL } from "drizzle-orm";
import type { SearchHit, SearchKind, SearchResults, SearchScope } from "../../../shared/api/content-types.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { paged, pageRequest } from "../paging.ts";
import { didYouMean } from "./did-you-mean.ts";
import { quotedText } from "./document-sources.ts";
import { headlineOptions, parseHeadline } from "./headline.ts";
import type { SearchDb } from "./search-db.ts";
import { bestPassage } from "./snippet-passage.ts";
import { textSearchConfig, tsQuery } from "./ts-query.ts";
import { visibleAt } from "./visibility.ts";

export interface SearchRequest {
  lang: Lang;
  query: string;
  scope: SearchScope;
  page?: number;
}

const PAGE_SIZE = 10;

/** Among equally ranked hits: the production before its performances, then people, articles, pages. */
const kindOrder = sql.raw("array_position(array['production', 'event', 'person', 'article', 'page'], kind)");

const scopeCondition: Record<SearchScope, SQL> = {
  all: sql`true`,
  events: sql`kind = 'event'`,
  others: sql`kind <> 'event'`,
};

interface Row extends Record<string, unknown> {
  total_all: number;
  total_events: number;
  results: { kind: SearchKind; id: number; title: string; url: string; date: string | null; headline: string }[];
}

/** Where the page's API answers, for the next/previous links (always the language-prefixed path). */
function basePath(lang: Lang, scope: SearchScope): string {
  return `/${lang}/api/search/${scope === "all" ? "" : `${scope}/`}`;
}

/** One page of ranked hits in `scope` for the visitor's query. */
export async function fullSearch(db: SearchDb, request: SearchRequest, now: Date): Promise<SearchResults> {
  const { lang, scope } = request;
  const paging = pageRequest(request.page, undefined, PAGE_SIZE);
  const query = tsQuery(request.query, lang);
  let counts: SearchResults["counts"] = { all: 0, events: 0, others: 0 };
  let hits: SearchHit[] = [];
  if (query) {
    const config = textSearchConfig(lang);
    const result = await db.execute<Row>(sql`
      with matches as materialized (
        select d.id, d.kind, d.date, ts_rank_cd(d.search_vector, ${query}) as rank
        from search_documents d
        where d.lang = ${lang} and d.search_vector @@ ${query} and ${visibleAt("d", now)}
      ),
      hits as (
        select id, row_number() over (order by rank desc, ${kindOrder}, date nulls last, id) as position
        from matches where ${scopeCondition[scope]}
        order by position
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}
      )
      select (select count(*) from matches)::int as total_all,
             (select count(*) from matches where kind = 'event')::int as total_events,
             coalesce((
               select json_agg(json_build_object(
                        'kind', d.kind, 'id', d.object_id, 'title', d.title, 'url', d.url, 'date', d.date,
                        'headline', ts_headline(${config}, ${quotedText("d")}, ${query}, ${headlineOptions})
                      ) order by h.position)
               from hits h join search_documents d on d.id = h.id
             ), '[]'::json) as results`);
    const row = result.rows[0];
    counts = { all: row.total_all, events: row.total_events, others: row.total_all - row.total_events };
    hits = row.results.map((hit) => ({
      kind: hit.kind,
      id: hit.id,
      title: hit.title,
      url: hit.url,
      date: hit.date ? berlinIso(new Date(hit.date)) : null,
      snippet: bestPassage(parseHeadline(hit.headline)),
    }));
  }
  const page = paged(hits, counts[scope], paging, basePath(lang, scope), { query: request.query });
  const suggestion = counts.all === 0 ? await didYouMean(db, lang, request.query, now) : null;
  return { ...page, counts, did_you_mean: suggestion };
}
