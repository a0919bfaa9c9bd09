// Counts what visitors search for, for the editors' hub: the running total per query and the count
// of the Berlin day, with how many of that day's searches found nothing. Only the normalized text,
// its language and the day are kept — nothing about who searched.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { searchQueries, searchQueryDays } from "../../db/schema.ts";
import { berlinDay } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { normalizeQuery } from "./query-text.ts";

/** Adds one to the normalized query's total and to today's (Berlin) count; `found` false also counts it as empty. */
export async function recordSearchQuery(db: Db, lang: Lang, query: string, now: Date, found = true): Promise<void> {
  const normalized = normalizeQuery(query).slice(0, 200);
  if (!normalized) return;
  const empty = found ? 0 : 1;
  // Both counts or neither.
  await db.transaction(async (tx) => {
    await tx
      .insert(searchQueries)
      .values({ lang, query: normalized, count: 1, lastSearchedAt: now })
      .onConflictDoUpdate({
        target: [searchQueries.lang, searchQueries.query],
        set: {
          count: sql`${searchQueries.count} + 1`,
          lastSearchedAt: sql`greatest(${searchQueries.lastSearchedAt}, excluded.last_searched_at)`,
        },
      });
    await tx
      .insert(searchQueryDays)
      .values({ day: berlinDay(now), lang, query: normalized, count: 1, emptyCount: empty })
      .onConflictDoUpdate({
        target: [searchQueryDays.day, searchQueryDays.lang, searchQueryDays.query],
        set: { count: sql`${searchQueryDays.count} + 1`, emptyCount: sql`${searchQueryDays.emptyCount} + ${empty}` },
      });
  });
}
