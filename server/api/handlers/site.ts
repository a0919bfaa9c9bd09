import { listActiveAlerts } from "../../services/alerts.ts";
import { getOpeningHoursToday } from "../../services/opening-hours.ts";
import type { Handlers } from "./types.ts";

export const siteHandlers: Handlers<"breakingNews" | "openingHoursToday"> = {
  async breakingNews({ lang }, ctx) {
    const results = await listActiveAlerts(ctx.db, lang, ctx.now());
    return { count: results.length, next: null, previous: null, results };
  },
  openingHoursToday: ({ lang }, ctx) => getOpeningHoursToday(ctx.db, lang, ctx.now()),
};
