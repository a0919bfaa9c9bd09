// 404s seen by visitors, for the editors' dashboard: one row per URL, status and day with a count.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { errorLog } from "../db/schema.ts";

/** Records one 404 report: the day's row for this URL counts one more. */
export async function recordNotFound(db: Db, url: string, referrer: string): Promise<void> {
  await db
    .insert(errorLog)
    .values({ url, referrer, status: 404, day: sql`(now() at time zone 'Europe/Berlin')::date` })
    .onConflictDoUpdate({ target: [errorLog.url, errorLog.status, errorLog.day], set: { count: sql`${errorLog.count} + 1`, lastSeenAt: sql`now()` } });
}
