// The theatre's programme beyond the calendar list: productions, one event, venues, series, and the
// vocabularies the production list filters by.
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Paged } from "../types.ts";
import type { EventDetail, ExhibitionType, ProductionDetail, ProductionSummary, Season, SeriesDetail, VenueDetail } from "../content-types.ts";
import { dayMonthYear, id, langSchema, optionalId, pageNumber } from "../schemas.ts";

export const catalogContract = {
  productions: endpoint<Paged<ProductionSummary>>()({
    method: "GET",
    path: "/:lang/api/productions/",
    input: object({
      lang: langSchema,
      season: optionalId,
      exhibition_type: optionalId,
      tag: optionalId,
      date: optional(dayMonthYear),
      page: pageNumber,
    }),
  }),
  production: endpoint<ProductionDetail>()({
    method: "GET",
    path: "/:lang/api/productions/:id/",
    input: object({ lang: langSchema, id }),
  }),
  exhibitionTypes: endpoint<ExhibitionType[]>()({
    method: "GET",
    path: "/:lang/api/exhibition-types/",
    input: object({ lang: langSchema }),
  }),
  seasons: endpoint<Season[]>()({
    method: "GET",
    path: "/:lang/api/seasons/",
    input: object({ lang: langSchema }),
  }),
  event: endpoint<EventDetail>()({
    method: "GET",
    path: "/:lang/api/events/:id/",
    input: object({ lang: langSchema, id }),
  }),
  venue: endpoint<VenueDetail>()({
    method: "GET",
    path: "/:lang/api/venues/:id/",
    input: object({ lang: langSchema, id }),
  }),
  seriesDetail: endpoint<SeriesDetail>()({
    method: "GET",
    path: "/:lang/api/series/:id/",
    input: object({ lang: langSchema, id }),
  }),
};
