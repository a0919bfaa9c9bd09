// The hub's search statistics: the most searched terms of the last days and the terms that found
// nothing, from the per-day counts (search_query_days). Nothing about who searched is stored.
import { and, desc, gt, gte, lte, sql } from "drizzle-orm";
import type { SearchKeywords } from "../../../shared/api/dashboard-types.ts";
import { berlinDay } from "../../../shared/lib/berlin-time.ts";
import type { Db } from "../../db/client.ts";
import { searchQueryDays } from "../../db/schema.ts";

/** "2026-11-24" minus `days` calendar days (days are counted by name, not by 24 hours). */
function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The top `limit` terms of the `days` Berlin days up to today, and the top terms without results; both languages together. */
export async function searchKeywords(db: Db, now: Date, days: number, limit: number): Promise<SearchKeywords> {
  const to = berlinDay(now);
  const from = dayBefore(to, days - 1);
  const inDays = and(gte(searchQueryDays.day, from), lte(searchQueryDays.day, to));
  const searched = sql<number>`sum(${searchQueryDays.count})::int`;
  const empty = sql<number>`sum(${searchQueryDays.emptyCount})::int`;
  const [top, nothing] = await Promise.all([
    db.select({ query: searchQueryDays.query, count: searched }).from(searchQueryDays).where(inDays).groupBy(searchQueryDays.query).orderBy(desc(searched), searchQueryDays.query).limit(limit),
    db
      .select({ query: searchQueryDays.query, count: empty })
      .from(searchQueryDays)
      .where(and(inDays, gt(searchQueryDays.emptyCount, 0)))
      .groupBy(searchQueryDays.query)
      .orderBy(desc(empty), searchQueryDays.query)
      .limit(limit),
  ]);
  return { from, to, top, empty: nothing };
}
