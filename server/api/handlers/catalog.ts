import { notFound } from "../../../shared/api/api-error.ts";
import { eventIdByJetId, getEventDetail } from "../../services/event-detail.ts";
import { eventICalendar } from "../../services/event-icalendar.ts";
import { listExhibitionTypeOptions, listSeasonOptions } from "../../services/filter-options.ts";
import { getProduction, listProductions, selectProductionsByFilter } from "../../services/productions.ts";
import { getSeries } from "../../services/series.ts";
import { getVenue } from "../../services/venues.ts";
import type { Handlers } from "./types.ts";
import { shopSeatsOf } from "./shop-seats.ts";
import { viewerOf } from "./viewer.ts";

export const catalogHandlers: Handlers<
  "productions" | "productionsFilter" | "production" | "exhibitionTypes" | "seasons" | "event" | "eventByJetId" | "eventIcs" | "venue" | "seriesDetail"
> = {
  productions: (input, ctx) => listProductions(ctx.db, input, ctx.now()),
  productionsFilter: (input, ctx) => selectProductionsByFilter(ctx.db, input, ctx.now()),
  async production({ lang, id }, ctx) {
    const production = await getProduction(ctx.db, id, lang, viewerOf(ctx));
    if (!production) throw notFound("production not found");
    return production;
  },
  exhibitionTypes: ({ lang }, ctx) => listExhibitionTypeOptions(ctx.db, lang),
  seasons: ({ lang }, ctx) => listSeasonOptions(ctx.db, lang),
  async event({ lang, id }, ctx) {
    const event = await getEventDetail(ctx.db, id, lang, { ...viewerOf(ctx), shopSeats: shopSeatsOf(ctx) });
    if (!event) throw notFound("event not found");
    return event;
  },
  async eventByJetId({ lang, id_jet }, ctx) {
    const id = await eventIdByJetId(ctx.db, id_jet);
    const event = id === null ? null : await getEventDetail(ctx.db, id, lang, { ...viewerOf(ctx), shopSeats: shopSeatsOf(ctx) });
    if (!event) throw notFound("event not found");
    return event;
  },
  async eventIcs({ lang, id }, ctx) {
    const file = await eventICalendar(ctx.db, id, lang, { now: ctx.now(), origin: ctx.origin, siteName: ctx.config.siteName });
    if (!file) throw notFound("event not found");
    return file;
  },
  async venue({ lang, id }, ctx) {
    const venue = await getVenue(ctx.db, id, lang, viewerOf(ctx));
    if (!venue) throw notFound("venue not found");
    return venue;
  },
  async seriesDetail({ lang, id }, ctx) {
    const series = await getSeries(ctx.db, id, lang, viewerOf(ctx));
    if (!series) throw notFound("series not found");
    return series;
  },
};
