// Time for cart holds in tests. Holds run out by PostgreSQL's clock, not the app's, so moving the
// app's clock (setNow) does not touch them: a test moves the holds' `expires_at` instead.
import { sql, type SQL } from "drizzle-orm";
import { ticketHolds } from "../../server/db/schema.ts";
import type { TestApp } from "./test-app.ts";

type Db = TestApp["db"];

/** As if `seconds` had passed for the holds (all, or those `where` picks): each runs out that much earlier. */
export async function letHoldTimePass(db: Db, seconds: number, where?: SQL): Promise<void> {
  await db
    .update(ticketHolds)
    .set({ expiresAt: sql`${ticketHolds.expiresAt} - make_interval(secs => ${seconds})` })
    .where(where);
}

/** The holds (all, or those `where` picks) run out `seconds` from now by PostgreSQL's clock. */
export async function holdsRunOutIn(db: Db, seconds: number, where?: SQL): Promise<void> {
  await db
    .update(ticketHolds)
    .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(where);
}
