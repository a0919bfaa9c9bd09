// Upcoming performances with the calendar's filters, in Berlin days.
import { and, asc, eq, exists, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventSeries, eventTags, events, productions } from "../db/schema.ts";
import type { EventSummary, Paged } from "../../src/api/types.ts";
import type { Lang } from "../../src/lib/localized.ts";
import { startOfBerlinDay } from "../../src/lib/berlin-time.ts";
import { selectEventRows, toEventSummary } from "./event-summaries.ts";
import { paged, pageRequest } from "./paging.ts";

export interface EventFilter {
  lang: Lang;
  room?: number;
  type?: number;
  tag?: number;
  series?: number;
  genre?: number;
  /** DD-MM-YYYY: list from this Berlin day on. */
  date?: string;
  page?: number;
  page_size?: number;
}

function fromDay(date: string): Date {
  const [day, month, year] = date.split("-");
  return startOfBerlinDay(`${year}-${month}-${day}`);
}

/** One page of online performances from `date` (or now) on, ordered by start. */
export async function listEvents(db: Db, filter: EventFilter, now: Date): Promise<Paged<EventSummary>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, filter.page_size, 10);
  const conditions: (SQL | undefined)[] = [
    eq(events.isOnline, true),
    eq(productions.isOnline, true),
    gte(events.dateStart, filter.date ? fromDay(filter.date) : now),
    filter.room ? eq(events.roomId, filter.room) : undefined,
    filter.type ? eq(productions.exhibitionTypeId, filter.type) : undefined,
    filter.genre ? eq(productions.genreId, filter.genre) : undefined,
    filter.tag
      ? exists(db.select().from(eventTags).where(and(eq(eventTags.eventId, events.id), eq(eventTags.tagId, filter.tag))))
      : undefined,
    filter.series
      ? exists(db.select().from(eventSeries).where(and(eq(eventSeries.eventId, events.id), eq(eventSeries.seriesId, filter.series))))
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    selectEventRows(db)
      .where(where)
      .orderBy(asc(events.dateStart), asc(events.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countEvents(db, where),
  ]);
  const results = rows.map((row) => toEventSummary(row, lang));
  const { lang: _lang, page: _page, page_size: _size, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/events/`, query);
}

async function countEvents(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(where);
  return rows[0]?.n ?? 0;
}
