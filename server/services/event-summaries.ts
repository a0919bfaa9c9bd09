// Upcoming performances of one production, venue, person or series, as the calendar lists them
// (the same EventSummary shape that services/events.ts builds for the calendar).
import { ticketUrlOf } from "./ticket-url.ts";
import { and, asc, eq, gte, inArray, ne, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { runPrepared } from "../db/prepared-statement.ts";
import { eventSeries, events, exhibitionTypes, images, productionContributors, productions, rooms, venues } from "../db/schema.ts";
import type { EventSummary } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { urlFor } from "../../src/route-paths.ts";
import { eventSectionColumns, productionSectionColumns } from "./detail-sections.ts";
import { toImageObj } from "./module-images.ts";
import { noteChangesAt } from "./render-dependencies.ts";

/** Which performances to list. */
export type EventScope =
  | { production: number; except?: number }
  | { venue: number }
  | { person: number }
  | { series: number }
  /** The events that are part of this one (a festival's performances). */
  | { parent: number };

function scopeCondition(db: Db, scope: EventScope): SQL | undefined {
  if ("production" in scope) {
    return and(eq(events.productionId, scope.production), scope.except ? ne(events.id, scope.except) : undefined);
  }
  if ("venue" in scope) return eq(rooms.venueId, scope.venue);
  if ("parent" in scope) return eq(events.parentEventId, scope.parent);
  if ("person" in scope) {
    const productionIds = db
      .selectDistinct({ id: productionContributors.productionId })
      .from(productionContributors)
      .where(eq(productionContributors.personId, scope.person));
    return inArray(events.productionId, productionIds);
  }
  return inArray(events.id, db.select({ id: eventSeries.eventId }).from(eventSeries).where(eq(eventSeries.seriesId, scope.series)));
}

/**
 * The event page reads the event with its production, room, venue, type and image, whole, and the
 * sections of spec §2 that come from neither text (opening hours, programme, promoter, sponsors).
 */
export function selectEventRows(db: Db) {
  return db
    .select({ event: events, production: productions, room: rooms, venue: venues, type: exhibitionTypes, image: images, sections: { ...productionSectionColumns(), ...eventSectionColumns() } })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
    .leftJoin(images, eq(images.id, productions.imageId));
}

/**
 * Event listings read only what a summary shows: a production's description and other long texts
 * would be read, sent and parsed for every row of a calendar page for nothing.
 */
const summaryFields = {
  event: {
    id: events.id,
    dateStart: events.dateStart,
    eventTypeNew: events.eventTypeNew,
    status: events.status,
    title: events.title,
    idJet: events.idJet,
    ticketUrl: events.ticketUrl,
  },
  production: { title: productions.title, subline: productions.subline, slug: productions.slug },
  room: { name: rooms.name },
  venue: { name: venues.name },
  type: { name: exhibitionTypes.name },
  image: images,
};

export function selectEventSummaryRows(db: Db) {
  return db
    .select(summaryFields)
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
    .leftJoin(images, eq(images.id, productions.imageId));
}

export type EventSummaryRow = Awaited<ReturnType<typeof selectEventSummaryRows>>[number];

/** An event row as the calendar lists it. */
export function toEventSummary({ event, production, room, venue, type, image }: EventSummaryRow, lang: Lang): EventSummary {
  return {
    id: event.id,
    date_start: berlinIso(event.dateStart),
    event_type_new: event.eventTypeNew,
    status: event.status,
    title: event.title ? pick(event.title, lang) : pick(production.title, lang),
    subline: pick(production.subline, lang),
    url: urlFor("events-slug-id", { slug: pick(production.slug, lang), id: event.id }, lang),
    room: pick(room.name, lang),
    venue: pick(venue.name, lang),
    exhibition_type: type ? pick(type.name, lang) : "",
    image: image ? toImageObj(image, lang) : null,
    ticket_url: ticketUrlOf(event),
  };
}

/** Online performances in `scope` from `now` on, soonest first, at most `limit`. */
export async function upcomingEvents(db: Db, lang: Lang, scope: EventScope, now: Date, limit = 50): Promise<EventSummary[]> {
  const rows = await runPrepared(
    selectEventSummaryRows(db)
      .where(and(eq(events.isOnline, true), eq(productions.isOnline, true), gte(events.dateStart, now), scopeCondition(db, scope)))
      .orderBy(asc(events.dateStart), asc(events.id))
      .limit(limit),
  );
  // The list changes when its first performance begins.
  noteChangesAt(rows[0]?.event.dateStart);
  return rows.map((row) => toEventSummary(row, lang));
}

/** Online events by id (for the modules that pick one), past ones included. */
export async function eventSummariesByIds(db: Db, ids: number[], lang: Lang, options: { isEditor: boolean }): Promise<Map<number, EventSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await selectEventSummaryRows(db).where(and(inArray(events.id, ids), options.isEditor ? undefined : and(eq(events.isOnline, true), eq(productions.isOnline, true))));
  return new Map(rows.map((row) => [row.event.id, toEventSummary(row, lang)]));
}
