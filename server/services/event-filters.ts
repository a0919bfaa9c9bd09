// The calendar's filters (room, exhibition type, tag, series, genre) as SQL conditions, shared by the
// event list and the calendar's available dates so both always agree on what a filter keeps.
import { and, eq, exists, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventSeries, eventTags, events, productions } from "../db/schema.ts";
import { startOfBerlinDay } from "../../shared/lib/berlin-time.ts";

/** The filter keys of spec §3 ("room, type, tag, series, genre"), each an option id. */
export interface EventFilterKeys {
  room?: number;
  type?: number;
  tag?: number;
  series?: number;
  genre?: number;
}

const filterKeys = ["room", "type", "tag", "series", "genre"] as const satisfies (keyof EventFilterKeys)[];

/** The keys `filter` sets, in one order: what shapes a query of these filters (prepared-statement.ts). */
export function filterKeysOf(filter: EventFilterKeys): (keyof EventFilterKeys)[] {
  return filterKeys.filter((key) => filter[key] !== undefined);
}

/** A placeholder of the same name for each of `keys`, to build a prepared statement with. */
export function filterPlaceholders(keys: (keyof EventFilterKeys)[]): FilterOrPlaceholders {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)]));
}

/** The values of `filter`'s keys, to run a statement of `filterPlaceholders` with. */
export function filterValues(filter: EventFilterKeys): Record<string, number> {
  return Object.fromEntries(filterKeysOf(filter).map((key) => [key, filter[key]!]));
}

type FilterOrPlaceholders = { [Key in keyof EventFilterKeys]?: number | Placeholder };

/** The instant the Berlin day written DD-MM-YYYY (already validated) starts. */
export function startOfDayParam(date: string): Date {
  const [day, month, year] = date.split("-");
  return startOfBerlinDay(`${year}-${month}-${day}`);
}

/**
 * Online events of online productions that match every given filter key. The query it is used in
 * must join `productions` on the event's production.
 */
export function eventFilterCondition(db: Db, filter: FilterOrPlaceholders): SQL | undefined {
  return and(
    eq(events.isOnline, true),
    eq(productions.isOnline, true),
    filter.room ? eq(events.roomId, filter.room) : undefined,
    filter.type ? eq(productions.exhibitionTypeId, filter.type) : undefined,
    filter.genre ? eq(productions.genreId, filter.genre) : undefined,
    filter.tag
      ? exists(db.select().from(eventTags).where(and(eq(eventTags.eventId, events.id), eq(eventTags.tagId, filter.tag))))
      : undefined,
    filter.series
      ? exists(db.select().from(eventSeries).where(and(eq(eventSeries.eventId, events.id), eq(eventSeries.seriesId, filter.series))))
      : undefined,
  );
}
