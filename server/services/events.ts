// Upcoming performances with the calendar's filters, in Berlin days, each with what the booking
// widget needs.
import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, productions } from "../db/schema.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { eventFilterCondition, startOfDayParam, type EventFilterKeys } from "./event-filters.ts";
import { selectEventSummaryRows, toEventSummary } from "./event-summaries.ts";
import { paged, pageRequest } from "./paging.ts";
import { flatPrices, loadSeatGroups } from "./seat-groups.ts";
import { noteChangesAt } from "./render-dependencies.ts";

export interface EventFilter extends EventFilterKeys {
  lang: Lang;
  /** DD-MM-YYYY: list from this Berlin day on. */
  date?: string;
  page?: number;
  page_size?: number;
}

/**
 * One page (10 by default) of online performances from `date` (or now) on, ordered by start, with
 * seat groups, prices and time slots loaded for the whole page at once.
 */
export async function listEvents(db: Db, filter: EventFilter, now: Date): Promise<Paged<EventListItem>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, filter.page_size, 10);
  const where = and(eventFilterCondition(db, filter), gte(events.dateStart, filter.date ? startOfDayParam(filter.date) : now));
  const [rows, count] = await Promise.all([
    selectEventSummaryRows(db)
      .where(where)
      .orderBy(asc(events.dateStart), asc(events.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countEvents(db, where),
  ]);
  // A list from now on changes when its first performance begins (later pages shift then too; the
  // HTML cache's maximum age covers those).
  if (!filter.date) noteChangesAt(rows[0]?.event.dateStart);
  const seatGroups = await loadSeatGroups(db, rows.map((row) => row.event.id), lang, now);
  const results = rows.map((row): EventListItem => {
    const groups = seatGroups.get(row.event.id) ?? [];
    return { ...toEventSummary(row, lang), id_jet: row.event.idJet, seat_groups: groups, prices: flatPrices(groups) };
  });
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
