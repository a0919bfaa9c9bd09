// Check-in at the door: a ticket's code lets its holder in once. The ticket is marked used by ONE
// conditional update (`… where secret = $1 and checked_in_at is null and the order is paid`): when
// two scanners read the same ticket at the same moment, PostgreSQL makes the second update wait for
// the first and then finds the row no longer unused, so exactly one of them admits it. Everything
// else (already used, another performance, cancelled, expired, unpaid, unknown) is read afterwards,
// in the same transaction, to tell the door why not.
import { and, eq, sql } from "drizzle-orm";
import type { CheckInAnswer, CheckInCounts, CheckInKind } from "../../shared/api/contract/check-in.ts";
import { berlinDay, berlinIso } from "../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { looksLikeTicketCode, normalizeTicketCode } from "../../shared/ticketing/ticket-code.ts";
import type { Db, Tx } from "../db/client.ts";
import { events, orders, orderTickets, productions, seatGroups, users } from "../db/schema.ts";
import { logOrder } from "./order-log.ts";
import { unpaidStatuses } from "./order-states.ts";

export interface CheckInOptions {
  /** The language of the answer's texts (the staff member's). */
  lang: Lang;
  /** The app's clock: whether the performance is today. */
  now: Date;
}

/** The ticket with its order and performance, as one row. */
async function ticketFacts(tx: Tx, secret: string) {
  const [row] = await tx
    .select({
      ticket: orderTickets,
      order: { id: orders.id, code: orders.code, status: orders.status, firstName: orders.firstName, lastName: orders.lastName },
      due: sql<boolean>`${orders.releaseAt} is not null and ${orders.releaseAt} <= now()`,
      eventTitle: events.title,
      productionTitle: productions.title,
      dateStart: events.dateStart,
      seatGroup: seatGroups.name,
      staff: { firstName: users.firstName, lastName: users.lastName, username: users.username },
    })
    .from(orderTickets)
    .innerJoin(orders, eq(orders.id, orderTickets.orderId))
    .innerJoin(events, eq(events.id, orderTickets.eventId))
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(seatGroups, eq(seatGroups.id, orderTickets.seatGroupId))
    .leftJoin(users, eq(users.id, orderTickets.checkedInBy))
    .where(eq(orderTickets.secret, secret))
    .limit(1);
  return row;
}

type TicketFacts = NonNullable<Awaited<ReturnType<typeof ticketFacts>>>;

/** Why a ticket that was not admitted now is refused, from its facts. */
function refusal(facts: TicketFacts, eventId: number | null): Exclude<CheckInKind, "valid" | "unknown"> {
  const { status } = facts.order;
  if (status === "cancelled") return "cancelled";
  if (status === "expired" || (unpaidStatuses.includes(status) && facts.due)) return "expired";
  if (unpaidStatuses.includes(status)) return "unpaid";
  if (eventId !== null && facts.ticket.eventId !== eventId) return "wrong_performance";
  return "already_used";
}

/** Admitted and sold (paid) tickets of a performance. */
export async function checkInCounts(db: Db | Tx, eventId: number): Promise<CheckInCounts> {
  const [row] = await db
    .select({
      admitted: sql<number>`count(*) filter (where ${orderTickets.checkedInAt} is not null)`.mapWith(Number),
      sold: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orderTickets)
    .innerJoin(orders, eq(orders.id, orderTickets.orderId))
    .where(and(eq(orderTickets.eventId, eventId), eq(orders.status, "paid")));
  return row ?? { admitted: 0, sold: 0 };
}

const staffName = (staff: TicketFacts["staff"]): string => (staff ? [staff.firstName, staff.lastName].filter(Boolean).join(" ") || staff.username : "");

/**
 * Checks the ticket whose code is `text` (typed or scanned: case, spaces and dashes do not matter) in
 * at the performance `eventId` (null: any performance) for the staff member `userId`, in one
 * transaction. A valid ticket is marked used and logged ("checked_in"); any other answer changes nothing.
 */
export async function checkInTicket(db: Db, text: string, eventId: number | null, userId: number, options: CheckInOptions): Promise<CheckInAnswer> {
  const code = normalizeTicketCode(text);
  const none = { code, ticket: null, checked_in_at: null, checked_in_by: null, not_today: false };
  if (!looksLikeTicketCode(code)) return { kind: "unknown", ...none, counts: eventId === null ? null : await checkInCounts(db, eventId) };
  return db.transaction(
    async (tx): Promise<CheckInAnswer> => {
      const admitted = await tx
        .update(orderTickets)
        .set({ checkedInAt: sql`now()`, checkedInBy: userId })
        .from(orders)
        .where(
          and(
            eq(orderTickets.secret, code),
            sql`${orderTickets.checkedInAt} is null`,
            eq(orders.id, orderTickets.orderId),
            eq(orders.status, "paid"),
            eventId === null ? undefined : eq(orderTickets.eventId, eventId),
          ),
        )
        .returning({ orderId: orderTickets.orderId, position: orderTickets.position });
      if (admitted[0]) await logOrder(tx, admitted[0].orderId, { kind: "staff", userId }, { action: "checked_in", note: `ticket ${admitted[0].position}` });
      const facts = await ticketFacts(tx, code);
      const counts = eventId === null ? null : await checkInCounts(tx, eventId);
      if (!facts) return { kind: "unknown", ...none, counts };
      const { ticket, order } = facts;
      const kind: CheckInKind = admitted[0] ? "valid" : refusal(facts, eventId);
      const usedNow = kind === "valid" || kind === "already_used";
      return {
        kind,
        code,
        ticket: {
          order_id: order.id,
          order_code: order.code,
          position: ticket.position,
          holder: `${order.firstName} ${order.lastName}`.trim(),
          event_id: ticket.eventId,
          title: facts.eventTitle ? pick(facts.eventTitle, options.lang) : pick(facts.productionTitle, options.lang),
          date_start: berlinIso(facts.dateStart),
          seat_group: pick(facts.seatGroup, options.lang),
          price_text: pick(ticket.priceText, options.lang),
        },
        checked_in_at: usedNow && ticket.checkedInAt ? berlinIso(ticket.checkedInAt) : null,
        checked_in_by: usedNow && ticket.checkedInAt ? staffName(facts.staff) : null,
        not_today: berlinDay(facts.dateStart) !== berlinDay(options.now),
        counts,
      };
    },
    { isolationLevel: "read committed" },
  );
}
