// Site search (spec §7): autocomplete, the full search and its two result lists, events (upcoming
// performances) and others (productions, people, articles, pages). Each endpoint answers under
// /{lang}/api/search/… and, as the spec lists them, under /api/search/… with an optional `lang`
// query parameter (German by default); both share one handler.
import { coerce, defaulted, object, refine, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { SearchResults } from "../content-types.ts";
import { langSchema, pageNumber } from "../schemas.ts";

export const MAX_SEARCH_LENGTH = 200;

/** The visitor's text, trimmed; 1–200 characters. */
export const searchText = refine(coerce(string(), string(), (value) => value.trim()), "search text", (value) =>
  value.length >= 1 && value.length <= MAX_SEARCH_LENGTH ? true : `must be 1 to ${MAX_SEARCH_LENGTH} characters long (spaces at either end do not count)`,
);

const prefixed = { lang: langSchema, query: searchText };
const unprefixed = { lang: defaulted(langSchema, "de"), query: searchText };

export const searchContract = {
  /** Up to 8 titles that complete the lowercased text (a plain list, as spec §7's store reads it). */
  searchAutocomplete: endpoint<string[]>()({ method: "GET", path: "/:lang/api/search/autocomplete/", input: object(prefixed) }),
  searchAutocompleteUnprefixed: endpoint<string[]>()({ method: "GET", path: "/api/search/autocomplete/", input: object(unprefixed) }),
  /** Everything that matches, best first; counted for the editors' dashboard (first page only). */
  search: endpoint<SearchResults>()({ method: "GET", path: "/:lang/api/search/", input: object({ ...prefixed, page: pageNumber }) }),
  searchUnprefixed: endpoint<SearchResults>()({ method: "GET", path: "/api/search/", input: object({ ...unprefixed, page: pageNumber }) }),
  /** Upcoming performances only. */
  searchEvents: endpoint<SearchResults>()({ method: "GET", path: "/:lang/api/search/events/", input: object({ ...prefixed, page: pageNumber }) }),
  searchEventsUnprefixed: endpoint<SearchResults>()({ method: "GET", path: "/api/search/events/", input: object({ ...unprefixed, page: pageNumber }) }),
  /** Everything but performances. */
  searchOthers: endpoint<SearchResults>()({ method: "GET", path: "/:lang/api/search/others/", input: object({ ...prefixed, page: pageNumber }) }),
  searchOthersUnprefixed: endpoint<SearchResults>()({ method: "GET", path: "/api/search/others/", input: object({ ...unprefixed, page: pageNumber }) }),
};
