// The performances the door picks from: today's (Berlin day, also those already begun) first, then
// the coming ones, each with its admitted and sold tickets. Only performances with seat groups: the
// others sell no tickets of ours.
import { and, asc, eq, exists, gte, lt, sql } from "drizzle-orm";
import type { CheckInPerformances } from "../../shared/api/contract/check-in.ts";
import { berlinDay, berlinIso, startOfBerlinDay } from "../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import type { Db } from "../db/client.ts";
import { events, orders, orderTickets, productions, rooms, seatGroups, venues } from "../db/schema.ts";

/** How far ahead the list reaches, and how many performances it shows at most. */
const DAYS_AHEAD = 14;
const MOST = 60;

/** Today's and the coming performances on sale, by start, with their check-in figures. */
export async function checkInPerformances(db: Db, lang: Lang, now: Date): Promise<CheckInPerformances> {
  const today = berlinDay(now);
  const from = startOfBerlinDay(today);
  const to = new Date(from.getTime() + DAYS_AHEAD * 24 * 60 * 60 * 1000);
  const paidTickets = db
    .select({
      eventId: orderTickets.eventId,
      admitted: sql<number>`count(*) filter (where ${orderTickets.checkedInAt} is not null)`.as("admitted"),
      sold: sql<number>`count(*)`.as("sold"),
    })
    .from(orderTickets)
    .innerJoin(orders, and(eq(orders.id, orderTickets.orderId), eq(orders.status, "paid")))
    .groupBy(orderTickets.eventId)
    .as("paid_tickets");
  const rows = await db
    .select({
      id: events.id,
      eventTitle: events.title,
      productionTitle: productions.title,
      dateStart: events.dateStart,
      venue: venues.name,
      room: rooms.name,
      admitted: sql<number>`coalesce(${paidTickets.admitted}, 0)`.mapWith(Number),
      sold: sql<number>`coalesce(${paidTickets.sold}, 0)`.mapWith(Number),
    })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .leftJoin(paidTickets, eq(paidTickets.eventId, events.id))
    .where(and(gte(events.dateStart, from), lt(events.dateStart, to), exists(db.select({ one: sql`1` }).from(seatGroups).where(eq(seatGroups.eventId, events.id)))))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(MOST);
  return {
    today,
    performances: rows.map((row) => ({
      id: row.id,
      title: row.eventTitle ? pick(row.eventTitle, lang) : pick(row.productionTitle, lang),
      date_start: berlinIso(row.dateStart),
      venue: pick(row.venue, lang),
      room: pick(row.room, lang),
      is_today: berlinDay(row.dateStart) === today,
      admitted: row.admitted,
      sold: row.sold,
    })),
  };
}
