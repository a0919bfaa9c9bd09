// The editors' hub (shared/api/contract/dashboard.ts): the router has checked the policy
// (readDrafts) and the input; each endpoint is one service of server/services/hub/.
import { brokenLinks } from "../../services/hub/broken-links.ts";
import { pageActivities } from "../../services/hub/page-activities.ts";
import { upcomingSchedule } from "../../services/hub/schedule.ts";
import { searchKeywords } from "../../services/hub/search-keywords.ts";
import { siteState } from "../../services/hub/site-state.ts";
import { unreadFormEntries } from "../../services/hub/unread-form-entries.ts";
import type { Handlers } from "./types.ts";

export const dashboardHandlers: Handlers<"dashboardActivities" | "dashboardSchedule" | "dashboardFormEntries" | "dashboardSearchKeywords" | "dashboardBrokenLinks" | "dashboardSite"> = {
  dashboardActivities: ({ lang, limit }, ctx) => pageActivities(ctx.db, lang, limit ?? 20),
  dashboardSchedule: ({ lang, days }, ctx) => upcomingSchedule(ctx.db, lang, ctx.now(), days ?? 14),
  dashboardFormEntries: ({ lang, limit }, ctx) => unreadFormEntries(ctx.db, lang, limit ?? 10),
  dashboardSearchKeywords: ({ days, limit }, ctx) => searchKeywords(ctx.db, ctx.now(), days ?? 30, limit ?? 10),
  dashboardBrokenLinks: ({ lang, limit }, ctx) => brokenLinks(ctx.db, lang, limit ?? 50),
  dashboardSite: ({ lang }, ctx) => siteState(ctx.db, ctx.shopState, lang, ctx.now()),
};
