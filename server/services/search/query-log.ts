// Counts what visitors search for, for the editors' hub: the running total per query and the count
// of the Berlin day, with how many of that day's searches found nothing. Only the normalized text,
// its language and the day are kept — nothing about who searched. Text without a single letter or
// digit found nothing and tells the editors nothing, so it is not kept; nor is more than the first
// STORED_QUERY_LENGTH characters, so a flood of long nonsense stays small (the call limit bounds
// how many).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { searchQueries, searchQueryDays } from "../../db/schema.ts";
import { berlinDay } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { normalizeQuery, queryWords } from "./query-text.ts";

/** Characters of a query the hub keeps; real search terms are far shorter. */
export const STORED_QUERY_LENGTH = 100;

/** Adds one to the normalized query's total and to today's (Berlin) count; `found` false also counts it as empty. Text without letters or digits is not counted. */
export async function recordSearchQuery(db: Db, lang: Lang, query: string, now: Date, found = true): Promise<void> {
  const normalized = normalizeQuery(query).slice(0, STORED_QUERY_LENGTH).trimEnd();
  if (queryWords(normalized).length === 0) return;
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
