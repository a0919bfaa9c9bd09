// The calendar's available dates: the Berlin days on which a performance matching the filters is
// still to come, for the events page's date picker. Every calendar visit asks, so each filter's days
// from today on are kept in memory with their last start (content-cache.ts) and compared with the
// request's clock: a day drops out when its last performance has begun.
import { and, asc, eq, gte, max, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, productions } from "../db/schema.ts";
import { berlinDay, startOfBerlinDay, TIME_ZONE } from "../../shared/lib/berlin-time.ts";
import { cachedContent } from "./content-cache.ts";
import { eventFilterCondition, type EventFilterKeys } from "./event-filters.ts";
import { noteChangesAt } from "./render-dependencies.ts";

export interface CalendarFilter extends EventFilterKeys {
  /** DD-MM-YYYY: the month this day falls in is the one to look at; without it every coming day. */
  date?: string;
}

/** First Berlin day of the month of `date` (DD-MM-YYYY) and of the month after, as ISO days. */
function monthOf(date: string): { from: string; to: string } {
  const [, month, year] = date.split("-").map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}-01`;
  return { from: iso(year, month), to: iso(next.year, next.month) };
}

interface DayWithLastStart {
  day: string;
  lastStart: Date;
}

/** Berlin days from `today` on with a performance matching the filters, each with its last start. */
function daysFrom(db: Db, filter: EventFilterKeys, today: string): Promise<DayWithLastStart[]> {
  const { room, type, tag, series, genre } = filter;
  return cachedContent(db, `calendar-days:${JSON.stringify([room, type, tag, series, genre, today])}`, async () => {
    // The zone is a constant written into the SQL: ORDER BY must repeat GROUP BY's exact expression,
    // and two bind parameters would not count as the same one.
    const day = sql<string>`to_char(${events.dateStart} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, lastStart: max(events.dateStart) })
      .from(events)
      .innerJoin(productions, eq(productions.id, events.productionId))
      .where(and(eventFilterCondition(db, filter), gte(events.dateStart, startOfBerlinDay(today))))
      .groupBy(day)
      .orderBy(asc(day));
    return rows.flatMap((row) => (row.lastStart ? [{ day: row.day, lastStart: row.lastStart }] : []));
  });
}

/**
 * Berlin days ("YYYY-MM-DD", ascending) with at least one online performance that matches the
 * filters and starts at `now` or later; limited to the month of `filter.date` when given.
 */
export async function availableDates(db: Db, filter: CalendarFilter, now: Date = new Date()): Promise<string[]> {
  const month = filter.date ? monthOf(filter.date) : null;
  const monthStart = month ? startOfBerlinDay(month.from) : null;
  const from = monthStart && monthStart > now ? monthStart : now;
  const days = (await daysFrom(db, filter, berlinDay(now))).filter((entry) => entry.lastStart >= from && (!month || entry.day < month.to));
  // A day is shown until its last performance begins.
  noteChangesAt(days.find((entry) => entry.lastStart > now)?.lastStart);
  return days.map((entry) => entry.day);
}
