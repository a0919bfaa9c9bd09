// The editors' hub (/cms-hub, spec §7 "several dashboard endpoints (site, page activities, search
// keywords …)"): reads for editors and admins (policy readDrafts), under the page editor API base.
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { BrokenLinks, DashboardSchedule, DashboardSite, PageActivity, SearchKeywords, UnreadFormEntries } from "../dashboard-types.ts";
import { langSchema, wholeNumber } from "../schemas.ts";

/** A whole number from `low` to `high`, also accepted as a string of digits; absent means the default. */
const count = (low: number, high: number) => optional(wholeNumber(low, high));

export const dashboardContract = {
  /** The newest editor writes (20 by default, at most 100), newest first. */
  dashboardActivities: endpoint<PageActivity[]>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/activities/",
    input: object({ lang: langSchema, limit: count(1, 100) }),
    access: "readDrafts",
  }),
  /** Modules, list items, articles and alerts going online or offline in the next `days` (14 by default, at most 60). */
  dashboardSchedule: endpoint<DashboardSchedule>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/schedule/",
    input: object({ lang: langSchema, days: count(1, 60) }),
    access: "readDrafts",
  }),
  /** Form entries nobody has read: counts per form and the newest (10 by default, at most 50). */
  dashboardFormEntries: endpoint<UnreadFormEntries>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/form-entries/",
    input: object({ lang: langSchema, limit: count(1, 50) }),
    access: "readDrafts",
  }),
  /** The top search terms of the last `days` (30 by default, at most 365) and those that found nothing (10 each by default, at most 50). */
  dashboardSearchKeywords: endpoint<SearchKeywords>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/search-keywords/",
    input: object({ lang: langSchema, days: count(1, 365), limit: count(1, 50) }),
    access: "readDrafts",
  }),
  /** Links in current content and in items' link columns that lead to no page of this site, or to an offline one (50 by default, at most 100). */
  dashboardBrokenLinks: endpoint<BrokenLinks>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/broken-links/",
    input: object({ lang: langSchema, limit: count(1, 100) }),
    access: "readDrafts",
  }),
  /** Site online, shop online and the alert shown now. */
  dashboardSite: endpoint<DashboardSite>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/site/",
    input: object({ lang: langSchema }),
    access: "readDrafts",
  }),
};
