// Upcoming performances with the calendar's filters, in Berlin days, each with what the booking
// widget needs.
import { and, asc, eq, gte, inArray, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared-statement.ts";
import { events, productions, seatGroups } from "../db/schema.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { eventFilterCondition, filterKeysOf, filterPlaceholders, filterValues, type EventFilterKeys } from "./event-filters.ts";
import { eventWindow, type EventWindowRequest } from "./event-window.ts";
import { selectEventSummaryRows, toEventSummary } from "./event-summaries.ts";
import { paged, pageRequest } from "./paging.ts";
import { flatPrices, seatGroupsByEvent, seatGroupsQuery, shopCountsOf, type ShopSeats } from "./seat-groups.ts";
import { noteChangesAt } from "./render-dependencies.ts";

export interface EventFilter extends EventFilterKeys, EventWindowRequest {
  lang: Lang;
  page?: number;
  page_size?: number;
}

/**
 * One page (10 by default) of online performances from `date` (or now) on, up to `date_to` and inside
 * the period `when` names, ordered by start, with
 * seat groups, prices and time slots loaded for the whole page at once.
 */
export async function listEvents(db: Db, filter: EventFilter, now: Date, shopSeats?: ShopSeats): Promise<Paged<EventListItem>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, filter.page_size, 10);
  const statements = listStatements(db, filterKeysOf(filter));
  const span = eventWindow(filter, now);
  const values = {
    ...filterValues(filter),
    from: span.from,
    to: span.to ?? NO_END,
    limit: request.pageSize,
    offset: (request.page - 1) * request.pageSize,
  };
  // The page, its count and its seat groups at the same time: one round trip to the database.
  const [rows, [{ n: count }], groups] = await Promise.all([statements.page.execute(values), statements.count.execute(values), statements.seatGroups.execute(values)]);
  // A list from now on changes when its first performance begins (later pages shift then too; the
  // HTML cache's maximum age covers those).
  if (span.from === now) noteChangesAt(rows[0]?.event.dateStart);
  const seatGroups = seatGroupsByEvent(groups, [], lang, now, shopSeats && (await shopCountsOf(shopSeats, groups, now)));
  const results = rows.map((row): EventListItem => {
    const groups = seatGroups.get(row.event.id) ?? [];
    return { ...toEventSummary(row, lang), id_jet: row.event.idJet, seat_groups: groups, prices: flatPrices(groups) };
  });
  const { lang: _lang, page: _page, page_size: _size, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/events/`, query);
}

/** The end of a window without one: beyond every performance. */
const NO_END = new Date("9999-12-31T00:00:00Z");

/**
 * The calendar's three statements for one combination of filters, their values as placeholders
 * (`from`, `to`, `limit`, `offset` and each filter key): the page of performances, their count, and the
 * seat groups of that same page.
 */
function listStatements(db: Db, keys: (keyof EventFilterKeys)[]) {
  const shape = keys.join(",");
  const where = () => and(eventFilterCondition(db, filterPlaceholders(keys)), gte(events.dateStart, sql.placeholder("from")), lt(events.dateStart, sql.placeholder("to")));
  const order = [asc(events.dateStart), asc(events.id)];
  const pageOf = <Query extends { orderBy(...columns: SQL[]): Query; limit(limit: Placeholder): Query; offset(offset: Placeholder): Query }>(query: Query) =>
    query.orderBy(...order).limit(sql.placeholder("limit")).offset(sql.placeholder("offset"));
  return {
    page: preparedStatement(db, `events-page:${shape}`, () => pageOf(selectEventSummaryRows(db).where(where()).$dynamic())),
    count: preparedStatement(db, `events-count:${shape}`, () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(events)
        .innerJoin(productions, eq(productions.id, events.productionId))
        .where(where()),
    ),
    seatGroups: preparedStatement(db, `events-page-seat-groups:${shape}`, () =>
      seatGroupsQuery(db, inArray(seatGroups.eventId, pageOf(db.select({ id: events.id }).from(events).innerJoin(productions, eq(productions.id, events.productionId)).where(where()).$dynamic()))),
    ),
  };
}
