// What the box office can sell: the performances on sale (scheduled, online, not begun; soonest
// first) with their free seats, and one performance's places — each bookable seat group, or each
// bookable time slot of one — with free seats and prices. The counts are a look, not a promise: the
// sale counts again under the seat group's lock (sell-at-counter.ts).
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { notFound } from "../../shared/api/api-error.ts";
import type { BoxOfficeEvent, BoxOfficePerformance, BoxOfficePlace } from "../../shared/api/contract/box-office.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import type { Db } from "../db/client.ts";
import { events, prices, productions, rooms, seatGroups, timeSlots, venues } from "../db/schema.ts";
import { freeSeats, heldSeats } from "../ticketing/seat-availability.ts";
import { counterPaymentMethods } from "./payments/index.ts";

/** Performances listed at once; the box office sells what comes next. */
const PERFORMANCES_LISTED = 100;

const onSale = (now: Date) => and(eq(events.status, "scheduled"), eq(events.isOnline, true), gt(events.dateStart, now));

async function performanceRows(db: Db, now: Date, eventId?: number) {
  return db
    .select({ id: events.id, eventTitle: events.title, productionTitle: productions.title, dateStart: events.dateStart, venue: venues.name })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(onSale(now), eventId === undefined ? undefined : eq(events.id, eventId), inArray(events.id, db.selectDistinct({ id: seatGroups.eventId }).from(seatGroups).where(eq(seatGroups.status, "1")))))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(PERFORMANCES_LISTED);
}

/** The bookable places of the performances, with their free seats and prices. */
async function placesOf(db: Db, eventIds: number[], lang: Lang): Promise<Map<number, BoxOfficePlace[]>> {
  const byEvent = new Map<number, BoxOfficePlace[]>();
  if (eventIds.length === 0) return byEvent;
  const groups = await db.select().from(seatGroups).where(and(inArray(seatGroups.eventId, eventIds), eq(seatGroups.status, "1"))).orderBy(asc(seatGroups.position), asc(seatGroups.id));
  const groupIds = groups.map((group) => group.id);
  const [slots, priceRows, held] = await Promise.all([
    groupIds.length ? db.select().from(timeSlots).where(inArray(timeSlots.seatGroupId, groupIds)).orderBy(asc(timeSlots.timeStart), asc(timeSlots.id)) : [],
    groupIds.length ? db.select().from(prices).where(inArray(prices.seatGroupId, groupIds)).orderBy(asc(prices.position), asc(prices.id)) : [],
    heldSeats(db, groupIds),
  ]);
  for (const group of groups) {
    const groupPrices = priceRows.filter((price) => price.seatGroupId === group.id).map((price) => ({ id: price.id, text: pick(price.text, lang), amount_cents: price.amountCents }));
    if (groupPrices.length === 0) continue;
    const groupSlots = slots.filter((slot) => slot.seatGroupId === group.id);
    const name = pick(group.name, lang);
    const places: BoxOfficePlace[] =
      groupSlots.length === 0
        ? [{ seat_group: group.id, block: null, name, time_start: null, free: freeSeats(group.capacity, group.sold, held.inGroup(group.id)), prices: groupPrices }]
        : groupSlots
            .filter((slot) => slot.status === "1")
            .map((slot) => ({ seat_group: group.id, block: slot.blockId, name, time_start: slot.timeStart.slice(0, 5), free: freeSeats(group.capacity, slot.sold, held.inSlot(group.id, slot.blockId)), prices: groupPrices }));
    byEvent.set(group.eventId, [...(byEvent.get(group.eventId) ?? []), ...places]);
  }
  return byEvent;
}

function performanceOf(row: Awaited<ReturnType<typeof performanceRows>>[number], places: BoxOfficePlace[], lang: Lang): BoxOfficePerformance {
  return {
    id: row.id,
    title: row.eventTitle ? pick(row.eventTitle, lang) : pick(row.productionTitle, lang),
    date_start: berlinIso(row.dateStart),
    venue: pick(row.venue, lang),
    free: places.reduce((sum, place) => sum + place.free, 0),
  };
}

export async function performancesOnSale(db: Db, lang: Lang, now: Date): Promise<BoxOfficePerformance[]> {
  const rows = await performanceRows(db, now);
  const places = await placesOf(db, rows.map((row) => row.id), lang);
  return rows.filter((row) => places.has(row.id)).map((row) => performanceOf(row, places.get(row.id)!, lang));
}

/** One performance with its places; 404 when it is not on sale. */
export async function boxOfficeEvent(db: Db, eventId: number, lang: Lang, now: Date): Promise<BoxOfficeEvent> {
  const [row] = await performanceRows(db, now, eventId);
  const places = row ? (await placesOf(db, [row.id], lang)).get(row.id) : undefined;
  if (!row || !places) throw notFound("performance not on sale");
  return {
    ...performanceOf(row, places, lang),
    places,
    payment_methods: counterPaymentMethods.map((method) => ({ value: method.id, label: pick(method.label, lang) })),
  };
}
