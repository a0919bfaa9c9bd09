// A sale at the box office counter: the money is in hand (cash or card terminal), so the order is
// paid at once and its seats count as sold. One READ COMMITTED transaction that locks the seat group
// (as every writer of `sold` and every add-to-cart does) and counts the free seats under the lock
// (capacity − sold − live holds), so two counters, or a counter and the web shop, never both get the
// last seat. Nothing stays written when a seat is missing.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { events, orders, orderTickets, prices, seatGroups, timeSlots } from "../db/schema.ts";
import { seatsLeft } from "../ticketing/availability-changes.ts";
import { newOrderCode, newOrderSecret, newTicketSecret } from "./order-codes.ts";
import { logOrder } from "./order-log.ts";
import { paymentMethod } from "./payments/index.ts";
import { changeSold, lockSeatGroups } from "./seat-sales.ts";

export interface CounterSaleRequest {
  eventId: number;
  seatGroupId: number;
  /** The time slot's block, for a seat group with time slots. */
  blockId: number | null;
  lines: { priceId: number; quantity: number }[];
  paymentMethod: "cash" | "card_terminal";
  delivery: "pickup" | "eticket";
  buyer: { firstName: string; lastName: string; email: string };
  lang: Lang;
  /** The staff member at the counter. */
  staffUserId: number;
  now: Date;
}

export type CounterSaleResult =
  | { ok: true; orderId: number; code: string; secret: string }
  /** The performance has begun, is not scheduled or not online. */
  | { ok: false; reason: "not_on_sale" }
  /** The seat group (or slot) is not this performance's or not bookable; a price is not the group's. */
  | { ok: false; reason: "unknown_place" | "unknown_price" }
  | { ok: false; reason: "not_enough_seats"; free: number };

/** Whether the performance can be sold now: scheduled, online, not begun. */
async function onSale(tx: Tx, eventId: number, now: Date): Promise<boolean> {
  const [event] = await tx.select({ status: events.status, dateStart: events.dateStart, online: events.isOnline }).from(events).where(eq(events.id, eventId));
  return !!event && event.online && event.status === "scheduled" && event.dateStart > now;
}

/** Whether the place (group, or slot of it) is this performance's and bookable. */
async function placeIsBookable(tx: Tx, request: CounterSaleRequest): Promise<boolean> {
  const [group] = await tx.select({ eventId: seatGroups.eventId, status: seatGroups.status }).from(seatGroups).where(eq(seatGroups.id, request.seatGroupId));
  if (!group || group.eventId !== request.eventId || group.status !== "1") return false;
  const slots = await tx.select({ blockId: timeSlots.blockId, status: timeSlots.status }).from(timeSlots).where(eq(timeSlots.seatGroupId, request.seatGroupId));
  if (slots.length === 0) return request.blockId === null;
  return slots.some((slot) => slot.blockId === request.blockId && slot.status === "1");
}

/** Inserts the order row; a code already taken (one in 10^12) is drawn again, in a savepoint. */
async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, "code" | "secret">): Promise<{ id: number; code: string; secret: string }> {
  for (let attempt = 1; ; attempt++) {
    const keys = { code: newOrderCode(), secret: newOrderSecret() };
    try {
      const [row] = await tx.transaction((savepoint) => savepoint.insert(orders).values({ ...values, ...keys }).returning({ id: orders.id }));
      return { id: row.id, ...keys };
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code !== "23505" || attempt >= 3) throw error;
    }
  }
}

/** Thrown inside the sale's transaction to roll back what it wrote when the seats are missing. */
class NotEnoughSeats extends Error {
  constructor(readonly free: number) {
    super("not enough seats");
  }
}

/**
 * Sells the tickets at the counter, paid; or says why not (and writes nothing). The order and its
 * log are written before the seat group's lock is taken, so the lock is held only to count, write the
 * tickets and add to the sold count: counters selling the same group wait for each other that long.
 * The tickets come after the lock, as their foreign key share-locks the seat group's row (taking it
 * before the update lock would deadlock two sales). When the count falls short, all is rolled back.
 */
export async function sellAtCounter(db: Db, request: CounterSaleRequest): Promise<CounterSaleResult> {
  const lines = request.lines.filter((line) => line.quantity > 0);
  const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
  const method = paymentMethod(request.paymentMethod)!;
  try {
    return await db.transaction(
      async (tx): Promise<CounterSaleResult> => {
        if (!(await onSale(tx, request.eventId, request.now))) return { ok: false, reason: "not_on_sale" };
        if (!(await placeIsBookable(tx, request))) return { ok: false, reason: "unknown_place" };
        const priceRows = await tx
          .select({ id: prices.id, text: prices.text, saleTypeId: prices.saleTypeId, amountCents: prices.amountCents })
          .from(prices)
          .where(and(eq(prices.seatGroupId, request.seatGroupId), inArray(prices.id, lines.map((line) => line.priceId))))
          .orderBy(asc(prices.position), asc(prices.id));
        if (priceRows.length !== lines.length) return { ok: false, reason: "unknown_price" };

        const quantityOf = new Map(lines.map((line) => [line.priceId, line.quantity]));
        const total = priceRows.reduce((sum, price) => sum + price.amountCents * quantityOf.get(price.id)!, 0);
        const order = await insertOrder(tx, {
          status: "paid",
          paymentMethod: method.id,
          delivery: request.delivery,
          lang: request.lang,
          firstName: request.buyer.firstName.trim(),
          lastName: request.buyer.lastName.trim(),
          email: request.buyer.email.trim(),
          totalCents: total,
          releaseAt: null,
          soldBy: request.staffUserId,
        });
        const staff = { kind: "staff", userId: request.staffUserId } as const;
        await logOrder(tx, order.id, staff, { action: "placed", note: "box office" });
        await logOrder(tx, order.id, staff, { action: "paid", to: "paid", note: method.label.en.toLowerCase() });

        await lockSeatGroups(tx, [request.seatGroupId]);
        // Counted under the lock: every sale and hold committed before it was granted is seen now.
        const free = await seatsLeft(tx, request.seatGroupId, request.blockId);
        if (free < wanted) throw new NotEnoughSeats(Math.max(0, free));
        // After the lock: a ticket's key on its seat group takes a share lock of that row.
        let position = 0;
        await tx.insert(orderTickets).values(
          priceRows.flatMap((price) =>
            Array.from({ length: quantityOf.get(price.id)! }, () => ({
              orderId: order.id,
              position: ++position,
              eventId: request.eventId,
              seatGroupId: request.seatGroupId,
              blockId: request.blockId,
              priceId: price.id,
              saleTypeId: price.saleTypeId,
              priceText: price.text,
              unitCents: price.amountCents,
              secret: newTicketSecret(),
            })),
          ),
        );
        await changeSold(tx, [{ eventId: request.eventId, seatGroupId: request.seatGroupId, blockId: request.blockId, quantity: wanted }], 1);
        return { ok: true, orderId: order.id, code: order.code, secret: order.secret };
      },
      { isolationLevel: "read committed" },
    );
  } catch (error) {
    if (error instanceof NotEnoughSeats) return { ok: false, reason: "not_enough_seats", free: error.free };
    throw error;
  }
}
