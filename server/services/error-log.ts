// 404s seen by visitors, for the editors' dashboard.
import type { Db } from "../db/client.ts";
import { errorLog } from "../db/schema.ts";

/** Records one 404 report. */
export async function recordNotFound(db: Db, url: string, referrer: string): Promise<void> {
  await db.insert(errorLog).values({ url, referrer, status: 404 });
}
