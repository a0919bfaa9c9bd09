// The theatre's programme beyond the calendar list: productions, one event, venues, series, and the
// vocabularies the production list filters by.
import { object, optional } from "superstruct";
import { endpoint, type FileAnswer } from "../endpoint.ts";
import type { Paged } from "../types.ts";
import type {
  EventDetail,
  ExhibitionTypeOption,
  ProductionDetail,
  ProductionSummary,
  SeasonOption,
  SeriesDetail,
  VenueDetail,
} from "../content-types.ts";
import { dayMonthYear, id, langSchema, optionalId, pageNumber } from "../schemas.ts";
import { optionalCount } from "./input-schemas.ts";

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
  /**
   * The variant with an arbitrary filter: the results only, `limit` of them (10 by default). Listed
   * before `production` so that `filter` is not taken for an id.
   */
  productionsFilter: endpoint<ProductionSummary[]>()({
    method: "GET",
    path: "/:lang/api/productions/filter/",
    input: object({
      lang: langSchema,
      season: optionalId,
      exhibition_type: optionalId,
      tag: optionalId,
      genre: optionalId,
      date: optional(dayMonthYear),
      limit: optionalCount(100),
    }),
  }),
  production: endpoint<ProductionDetail>()({
    method: "GET",
    path: "/:lang/api/productions/:id/",
    input: object({ lang: langSchema, id }),
  }),
  exhibitionTypes: endpoint<ExhibitionTypeOption[]>()({
    method: "GET",
    path: "/:lang/api/exhibition-types/",
    input: object({ lang: langSchema }),
  }),
  seasons: endpoint<SeasonOption[]>()({
    method: "GET",
    path: "/:lang/api/seasons/",
    input: object({ lang: langSchema }),
  }),
  event: endpoint<EventDetail>()({
    method: "GET",
    path: "/:lang/api/events/:id/",
    input: object({ lang: langSchema, id }),
  }),
  /** The performance with this ticketing id (the webshop's booking page, /webshop/event/{id_jet}). */
  eventByJetId: endpoint<EventDetail>()({
    method: "GET",
    path: "/:lang/api/events/by-jet-id/:id_jet/",
    input: object({ lang: langSchema, id_jet: id }),
  }),
  /** "Add to calendar": the performance as an iCalendar file. Public performances only. */
  eventIcs: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/api/events/:id/ics",
    input: object({ lang: langSchema, id }),
    answer: "file",
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
