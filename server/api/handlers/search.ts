// Site search: autocomplete and the full search in three scopes. The prefixed and un-prefixed paths
// of each endpoint share one handler.
import type { SearchScope } from "../../../shared/api/content-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { autocomplete } from "../../services/search/autocomplete.ts";
import { fullSearch } from "../../services/search/full-search.ts";
import { recordSearchQuery } from "../../services/search/query-log.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

type SearchInput = { lang: Lang; query: string; page?: number };

const suggest = (input: { lang: Lang; query: string }, ctx: RequestContext) => autocomplete(ctx.db, input.lang, input.query, ctx.now());

/**
 * A visitor's search is counted once: on the first page of the full search, which the search form
 * leads to, with whether it found anything. Tabs and further pages are the same search. Counting
 * never fails the search.
 */
async function countQuery(input: SearchInput, found: boolean, ctx: RequestContext): Promise<void> {
  if ((input.page ?? 1) !== 1) return;
  await recordSearchQuery(ctx.db, input.lang, input.query, ctx.now(), found).catch((error: unknown) => ctx.log.warn({ err: error }, "search_query_count_failed"));
}

const searchIn = (scope: SearchScope) => async (input: SearchInput, ctx: RequestContext) => {
  const results = await fullSearch(ctx.db, { ...input, scope }, ctx.now());
  // Counted after the search, because the hub also lists the terms that found nothing.
  if (scope === "all") await countQuery(input, results.counts.all > 0, ctx);
  return results;
};

export const searchHandlers: Handlers<
  | "searchAutocomplete"
  | "searchAutocompleteUnprefixed"
  | "search"
  | "searchUnprefixed"
  | "searchEvents"
  | "searchEventsUnprefixed"
  | "searchOthers"
  | "searchOthersUnprefixed"
> = {
  searchAutocomplete: suggest,
  searchAutocompleteUnprefixed: suggest,
  search: searchIn("all"),
  searchUnprefixed: searchIn("all"),
  searchEvents: searchIn("events"),
  searchEventsUnprefixed: searchIn("events"),
  searchOthers: searchIn("others"),
  searchOthersUnprefixed: searchIn("others"),
};
