// Counts what visitors search for, for the editors' dashboard: one upsert per search.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { searchQueries } from "../../db/schema.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { normalizeQuery } from "./query-text.ts";

/** Adds one to the count of the normalized query in `lang` (a new row starts at 1). */
export async function recordSearchQuery(db: Db, lang: Lang, query: string, now: Date): Promise<void> {
  const normalized = normalizeQuery(query).slice(0, 200);
  if (!normalized) return;
  await db
    .insert(searchQueries)
    .values({ lang, query: normalized, count: 1, lastSearchedAt: now })
    .onConflictDoUpdate({
      target: [searchQueries.lang, searchQueries.query],
      set: {
        count: sql`${searchQueries.count} + 1`,
        lastSearchedAt: sql`greatest(${searchQueries.lastSearchedAt}, excluded.last_searched_at)`,
      },
    });
}
