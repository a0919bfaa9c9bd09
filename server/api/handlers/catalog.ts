import { notFound } from "../../../shared/api/api-error.ts";
import { getEventDetail } from "../../services/event-detail.ts";
import { listExhibitionTypeOptions, listSeasonOptions } from "../../services/filter-options.ts";
import { getProduction, listProductions, selectProductionsByFilter } from "../../services/productions.ts";
import { getSeries } from "../../services/series.ts";
import { getVenue } from "../../services/venues.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

/** Editors (any logged-in user) also see offline rows. */
const viewer = (ctx: RequestContext) => ({ isEditor: ctx.user !== null, now: ctx.now() });

export const catalogHandlers: Handlers<
  "productions" | "productionsFilter" | "production" | "exhibitionTypes" | "seasons" | "event" | "venue" | "seriesDetail"
> = {
  productions: (input, ctx) => listProductions(ctx.db, input, ctx.now()),
  productionsFilter: (input, ctx) => selectProductionsByFilter(ctx.db, input, ctx.now()),
  async production({ lang, id }, ctx) {
    const production = await getProduction(ctx.db, id, lang, viewer(ctx));
    if (!production) throw notFound("production not found");
    return production;
  },
  exhibitionTypes: ({ lang }, ctx) => listExhibitionTypeOptions(ctx.db, lang),
  seasons: ({ lang }, ctx) => listSeasonOptions(ctx.db, lang),
  async event({ lang, id }, ctx) {
    const event = await getEventDetail(ctx.db, id, lang, viewer(ctx));
    if (!event) throw notFound("event not found");
    return event;
  },
  async venue({ lang, id }, ctx) {
    const venue = await getVenue(ctx.db, id, lang, viewer(ctx));
    if (!venue) throw notFound("venue not found");
    return venue;
  },
  async seriesDetail({ lang, id }, ctx) {
    const series = await getSeries(ctx.db, id, lang, viewer(ctx));
    if (!series) throw notFound("series not found");
    return series;
  },
};
