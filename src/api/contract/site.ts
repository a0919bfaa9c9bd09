// Site furniture: breaking news and the box office's opening hours today.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Alert, OpeningHoursToday, Paged } from "../types.ts";
import { langSchema } from "../schemas.ts";

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
};
