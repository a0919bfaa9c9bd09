// Site furniture: breaking news, the box office's opening hours today, and the spec's example call.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Alert, OpeningHoursToday, Paged } from "../types.ts";
import type { ExampleAnswer } from "../content-types.ts";
import { langSchema } from "../schemas.ts";
import { queryLang } from "./input-schemas.ts";

export const siteContract = {
  breakingNews: endpoint<Paged<Alert>>()({
    method: "GET",
    path: "/:lang/api/breaking-news/",
    input: object({ lang: langSchema }),
  }),
  openingHoursToday: endpoint<OpeningHoursToday>()({
    method: "GET",
    path: "/:lang/api/opening-hours-today/",
    input: object({ lang: langSchema }),
  }),
  /** Spec §7's example call: a tiny answer that says the API is up. */
  example: endpoint<ExampleAnswer>()({
    method: "GET",
    path: "/:lang/api/example",
    input: object({ lang: langSchema }),
  }),
  exampleUnprefixed: endpoint<ExampleAnswer>()({
    method: "GET",
    path: "/api/example",
    input: object({ lang: queryLang }),
  }),
};
