// One performance for its page and the booking widget: texts, place, seat groups with prices and
// time slots, the series it belongs to, cast and team, and the production's other dates.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventSeries, events, prices, seatGroups, series, timeSlots } from "../db/schema.ts";
import type { EventDetail, EventPrice, SeatGroup, Timeslot } from "../../src/api/content-types.ts";
import { pick, type Lang } from "../../src/lib/localized.ts";
import { berlinIso } from "../../src/lib/berlin-time.ts";
import { apiPrice } from "../../src/lib/format-price.ts";
import { urlFor } from "../../src/route-paths.ts";
import { loadContributors } from "./contributors.ts";
import { selectEventRows, upcomingEvents } from "./event-summaries.ts";
import { toImageObj } from "./module-images.ts";

/** Seat groups of an event in their order, each with its prices and time slots (three queries). */
async function loadSeatGroups(db: Db, eventId: number, lang: Lang): Promise<SeatGroup[]> {
  const groups = await db.select().from(seatGroups).where(eq(seatGroups.eventId, eventId)).orderBy(asc(seatGroups.position), asc(seatGroups.id));
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const [priceRows, slotRows] = await Promise.all([
    db.select().from(prices).where(inArray(prices.seatGroupId, ids)).orderBy(asc(prices.position), asc(prices.id)),
    db.select().from(timeSlots).where(inArray(timeSlots.seatGroupId, ids)).orderBy(asc(timeSlots.timeStart), asc(timeSlots.id)),
  ]);
  const pricesOf = new Map<number, EventPrice[]>();
  for (const row of priceRows) {
    const list = pricesOf.get(row.seatGroupId) ?? [];
    list.push({ id: row.id, text: pick(row.text, lang), sale_type_id: row.saleTypeId, price: apiPrice(row.amountCents), has_discounts: row.hasDiscounts });
    pricesOf.set(row.seatGroupId, list);
  }
  const slotsOf = new Map<number, Timeslot[]>();
  for (const row of slotRows) {
    const list = slotsOf.get(row.seatGroupId) ?? [];
    list.push({ id: row.id, time_start: row.timeStart, status: row.status, block_id: row.blockId });
    slotsOf.set(row.seatGroupId, list);
  }
  return groups.map((group) => ({
    id: group.id,
    seat_group: pick(group.name, lang),
    status: group.status,
    text: pick(group.text, lang),
    prices: pricesOf.get(group.id) ?? [],
    timeslots: slotsOf.get(group.id) ?? [],
  }));
}

/** The event page's data, or null when there is none or it (or its production) is offline for this viewer. */
export async function getEventDetail(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<EventDetail | null> {
  const rows = await selectEventRows(db).where(eq(events.id, id)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const { event, production, room, venue, type, image } = row;
  if (!(event.isOnline && production.isOnline) && !options.isEditor) return null;

  const [groups, seriesRows, contributors, otherDates] = await Promise.all([
    loadSeatGroups(db, id, lang),
    db
      .select({ series })
      .from(eventSeries)
      .innerJoin(series, eq(series.id, eventSeries.seriesId))
      .where(and(eq(eventSeries.eventId, id), options.isEditor ? undefined : eq(series.isOnline, true)))
      .orderBy(asc(series.id)),
    loadContributors(db, production.id, lang),
    upcomingEvents(db, lang, { production: production.id, except: id }, options.now, 50),
  ]);
  const slug = pick(production.slug, lang);
  return {
    id: event.id,
    date_start: berlinIso(event.dateStart),
    date_end: event.dateEnd ? berlinIso(event.dateEnd) : null,
    event_type_new: event.eventTypeNew,
    id_jet: event.idJet,
    ticket_url: event.ticketUrl,
    status: event.status,
    title: event.title ? pick(event.title, lang) : pick(production.title, lang),
    subline: pick(production.subline, lang),
    teaser: pick(production.teaser, lang),
    description: pick(production.description, lang),
    important_info: pick(production.importantInfo, lang),
    info: pick(event.info, lang),
    image: image ? toImageObj(image, lang) : null,
    production: {
      id: production.id,
      title: pick(production.title, lang),
      url: urlFor("productions-slug-id", { slug, id: production.id }, lang),
      slugs: production.slug,
    },
    exhibition_type: type ? { id: type.id, slug: type.slug, name: pick(type.name, lang) } : null,
    room: { id: room.id, name: pick(room.name, lang) },
    venue: {
      id: venue.id,
      name: pick(venue.name, lang),
      url: urlFor("venues-slug-id", { slug: pick(venue.slug, lang), id: venue.id }, lang),
      slugs: venue.slug,
    },
    seat_groups: groups,
    prices: groups.flatMap((group) => group.prices.map((price) => ({ ...price, seat_group: group.id }))),
    series: seriesRows.map(({ series: entry }) => ({
      id: entry.id,
      name: pick(entry.name, lang),
      is_subscription: entry.isSubscription,
      url: urlFor("series-slug-id", { slug: pick(entry.slug, lang), id: entry.id }, lang),
    })),
    cast: contributors.cast,
    team: contributors.team,
    other_dates: otherDates,
    url: urlFor("events-slug-id", { slug, id: event.id }, lang),
    slugs: production.slug,
  };
}
