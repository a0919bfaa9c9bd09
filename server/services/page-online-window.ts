// A page's online window (pages.online_from / online_to, issue 25): outside it a page is offline for
// visitors (404, not among its siblings, not found by the search); editors still see it. The window's
// next boundary is noted for the HTML cache, so a cached page (or its 404) does not outlive it.
import { sql, type SQL } from "drizzle-orm";
import { noteChangesAt } from "./render-dependencies.ts";

export interface OnlineWindow {
  isOnline: boolean;
  onlineFrom: Date | null;
  onlineTo: Date | null;
}

/** Whether visitors see the page at `now`: switched online and inside its window (from inclusive, to exclusive). */
export function isInOnlineWindow(page: OnlineWindow, now: Date): boolean {
  if (page.onlineFrom && page.onlineFrom > now) noteChangesAt(page.onlineFrom);
  if (page.onlineTo && page.onlineTo > now) noteChangesAt(page.onlineTo);
  return page.isOnline && (!page.onlineFrom || page.onlineFrom <= now) && (!page.onlineTo || page.onlineTo > now);
}

/** Whether this viewer sees the page: editors always, visitors inside its window. */
export const isPageShown = (page: OnlineWindow, isEditor: boolean, now: Date): boolean => isEditor || isInOnlineWindow(page, now);

/** The same rule in SQL, for the page row `alias` (the search's documents of pages). */
export function pageInWindowSql(alias: string, now: Date): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(${column("online_from")} is null or ${column("online_from")} <= ${now}) and (${column("online_to")} is null or ${column("online_to")} > ${now})`;
}
