import { listActiveAlerts } from "../../services/alerts.ts";
import { getOpeningHoursToday } from "../../services/opening-hours.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import type { Handlers } from "./types.ts";

export const siteHandlers: Handlers<"breakingNews" | "openingHoursToday" | "example" | "exampleUnprefixed"> = {
  async breakingNews({ lang }, ctx) {
    const results = await listActiveAlerts(ctx.db, lang, ctx.now());
    return { count: results.length, next: null, previous: null, results };
  },
  openingHoursToday: ({ lang }, ctx) => getOpeningHoursToday(ctx.db, lang, ctx.now()),
  example: async ({ lang }, ctx) => ({ status: "ok", lang, time: berlinIso(ctx.now()) }),
  exampleUnprefixed: async ({ lang }, ctx) => ({ status: "ok", lang, time: berlinIso(ctx.now()) }),
};
