// Upcoming performances with the calendar's filters, in Berlin days.
import { and, asc, eq, exists, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventSeries, eventTags, events, exhibitionTypes, productions, rooms, venues, images } from "../db/schema.ts";
import type { EventSummary, Paged } from "../../src/api/types.ts";
import { pick, type Lang } from "../../src/lib/localized.ts";
import { berlinIso, startOfBerlinDay } from "../../src/lib/berlin-time.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import { routePath } from "../../src/route-paths.ts";
import { toImageObj } from "./module-images.ts";
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
  const rows = await db
    .select({ event: events, production: productions, room: rooms, venue: venues, type: exhibitionTypes, image: images, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
    .leftJoin(images, eq(images.id, productions.imageId))
    .where(where)
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const count = rows[0]?.total ?? (request.page === 1 ? 0 : await countEvents(db, where));
  const results: EventSummary[] = rows.map(({ event, production, room, venue, type, image }) => ({
    id: event.id,
    date_start: berlinIso(event.dateStart),
    event_type_new: event.eventTypeNew,
    status: event.status,
    title: event.title ? pick(event.title, lang) : pick(production.title, lang),
    subline: pick(production.subline, lang),
    url: localizedUrl(lang, routePath("events-slug-id", lang, { slug: pick(production.slug, lang), id: event.id })),
    room: pick(room.name, lang),
    venue: pick(venue.name, lang),
    exhibition_type: type ? pick(type.name, lang) : "",
    image: image ? toImageObj(image, lang) : null,
    ticket_url: event.ticketUrl,
  }));
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
