// The hub's sales overview: for each performance of the coming days that sells through our seat
// groups, its seats sold, reserved (held for unpaid orders) and free, counted as the shop counts them
// (server/ticketing/seat-availability.ts): sold = the groups' and time slots' sold counts, reserved =
// live holds of orders, free = capacity − sold − every live hold, per group or slot, never below 0.
// Beside it the unpaid reservations whose deadline comes within a day. Read-only: an order past its
// deadline is left to the lazy expiry (order-transitions.ts) and simply no longer listed.
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { DashboardSales, DueReservation } from "../../../shared/api/contract/dashboard-sales.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import { adminHref } from "../../../src/lib/admin-urls.ts";
import type { Db } from "../../db/client.ts";
import { events, orders, productions, rooms, seatGroups, ticketHolds, timeSlots, venues } from "../../db/schema.ts";
import { holdIsLive } from "../../ticketing/seat-availability.ts";
import { unpaidStatuses } from "../../shop/order-states.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reservations whose deadline lies this close are listed. */
const DUE_WITHIN_HOURS = 24;
/** At most so many performances and reservations. */
const MOST_PERFORMANCES = 60;
const MOST_DUE = 30;

interface SeatRow extends Record<string, unknown> {
  event_id: number;
  capacity: number;
  sold: number;
  reserved: number;
  free: number;
}

/** Capacity, sold, reserved and free seats per performance, for `eventIds`. */
async function seatsOf(db: Db, eventIds: number[]): Promise<Map<number, SeatRow>> {
  if (eventIds.length === 0) return new Map();
  const result = await db.execute<SeatRow>(sql`
    with places as (
      select ${seatGroups.eventId} as event_id, ${seatGroups.id} as seat_group_id, null::integer as block_id, ${seatGroups.capacity} as capacity, ${seatGroups.sold} as sold
      from ${seatGroups}
      where ${inArray(seatGroups.eventId, eventIds)} and not exists (select 1 from ${timeSlots} where ${timeSlots.seatGroupId} = ${seatGroups.id})
      union all
      select ${seatGroups.eventId}, ${seatGroups.id}, ${timeSlots.blockId}, ${seatGroups.capacity}, ${timeSlots.sold}
      from ${seatGroups} join ${timeSlots} on ${timeSlots.seatGroupId} = ${seatGroups.id}
      where ${inArray(seatGroups.eventId, eventIds)}
    ), held as (
      select ${ticketHolds.seatGroupId} as seat_group_id, ${ticketHolds.blockId} as block_id,
        sum(${ticketHolds.quantity}) as held, coalesce(sum(${ticketHolds.quantity}) filter (where ${ticketHolds.orderId} is not null), 0) as reserved
      from ${ticketHolds}
      where ${and(inArray(ticketHolds.eventId, eventIds), holdIsLive)}
      group by ${ticketHolds.seatGroupId}, ${ticketHolds.blockId}
    )
    select places.event_id, sum(places.capacity)::integer as capacity, sum(places.sold)::integer as sold,
      coalesce(sum(held.reserved), 0)::integer as reserved,
      sum(greatest(0, places.capacity - places.sold - coalesce(held.held, 0)))::integer as free
    from places left join held on held.seat_group_id = places.seat_group_id and held.block_id is not distinct from places.block_id
    group by places.event_id`);
  return new Map(result.rows.map((row) => [Number(row.event_id), row]));
}

/** Unpaid orders whose release lies within DUE_WITHIN_HOURS from now (PostgreSQL's clock, as the holds'), soonest first. */
async function dueReservations(db: Db, lang: Lang): Promise<DueReservation[]> {
  const rows = await db
    .select({
      id: orders.id,
      code: orders.code,
      firstName: orders.firstName,
      lastName: orders.lastName,
      status: orders.status,
      releaseAt: orders.releaseAt,
      // Written out: in a one-table select the builder leaves `orders.id` unqualified, which the subquery would read as its own id.
      tickets: sql<number>`(select count(*) from order_tickets where order_tickets.order_id = orders.id)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.status, [...unpaidStatuses]), gt(orders.releaseAt, sql`now()`), lte(orders.releaseAt, sql`now() + make_interval(hours => ${DUE_WITHIN_HOURS})`)))
    .orderBy(asc(orders.releaseAt), asc(orders.id))
    .limit(MOST_DUE);
  return rows.map((row) => ({
    order_id: row.id,
    code: row.code,
    name: `${row.firstName} ${row.lastName}`.trim(),
    status: row.status === "pending" ? "pending" : "reserved",
    tickets: row.tickets,
    release_at: berlinIso(row.releaseAt!),
    url: adminHref(`/orders/${row.id}`, lang),
  }));
}

/** The performances from `now` to `days` days ahead that have seat groups, with their seats, and the reservations due soon. */
export async function salesOverview(db: Db, lang: Lang, now: Date, days: number): Promise<DashboardSales> {
  const until = new Date(now.getTime() + days * DAY_MS);
  const performances = await db
    .select({ id: events.id, eventTitle: events.title, productionTitle: productions.title, dateStart: events.dateStart, venue: venues.name })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(gte(events.dateStart, now), lt(events.dateStart, until), sql`exists (select 1 from ${seatGroups} where ${seatGroups.eventId} = ${events.id})`))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(MOST_PERFORMANCES);
  const [seats, due] = await Promise.all([seatsOf(db, performances.map((performance) => performance.id)), dueReservations(db, lang)]);
  return {
    days,
    performances: performances.map((performance) => {
      const counted = seats.get(performance.id);
      return {
        id: performance.id,
        title: performance.eventTitle ? pick(performance.eventTitle, lang) : pick(performance.productionTitle, lang),
        date_start: berlinIso(performance.dateStart),
        venue: pick(performance.venue, lang),
        capacity: Number(counted?.capacity ?? 0),
        sold: Number(counted?.sold ?? 0),
        reserved: Number(counted?.reserved ?? 0),
        free: Number(counted?.free ?? 0),
      };
    }),
    due_within_hours: DUE_WITHIN_HOURS,
    due,
  };
}
