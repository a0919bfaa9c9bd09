// 404s seen by visitors, for the editors' dashboard: one row per page, status and day with a count
// (the page's URL without query and fragment).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { errorLog } from "../db/schema.ts";

/** The page a report names, without query and fragment: one missing page is one row, whatever tracking parameters its links carry. */
function reportedPage(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

/** Records one 404 report: the day's row for this page counts one more. */
export async function recordNotFound(db: Db, url: string, referrer: string): Promise<void> {
  await db
    .insert(errorLog)
    .values({ url: reportedPage(url), referrer, status: 404, day: sql`(now() at time zone 'Europe/Berlin')::date` })
    .onConflictDoUpdate({ target: [errorLog.url, errorLog.status, errorLog.day], set: { count: sql`${errorLog.count} + 1`, lastSeenAt: sql`now()` } });
}
