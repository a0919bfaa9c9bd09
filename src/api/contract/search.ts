// Site search over productions, persons, articles and CMS pages.
import { enums, object, optional, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Paged } from "../types.ts";
import { searchResultTypes, type SearchResult } from "../content-types.ts";
import { langSchema, pageNumber } from "../schemas.ts";

export const searchContract = {
  search: endpoint<Paged<SearchResult>>()({
    method: "GET",
    path: "/:lang/api/search/",
    input: object({
      lang: langSchema,
      query: size(string(), 1, 200),
      /** Only results of one kind. */
      type: optional(enums(searchResultTypes)),
      page: pageNumber,
    }),
  }),
};
