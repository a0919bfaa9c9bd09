// The one way an order changes state (the table is order-states.ts). Each change is one READ
// COMMITTED transaction: the order row is locked first, then (where seats move) its seat groups in id
// order, the seats move, the state changes and the log row is written, all or nothing.
//
// Seats of an unpaid order are holds under the cart key `order:{id}` that run out at `release_at`:
// - paid: the holds go and the seats count as sold instead (the free count never moves);
// - cancelled while unpaid: the holds go, so the seats are free at once;
// - cancelled once paid: the sold count goes down;
// - expired: nothing to move, the holds ran out by themselves at `release_at`. The state itself is
//   written lazily, by expireDueOrders, whenever someone looks at the order or the lists. In the same
//   transaction the order gives back what it took: its voucher uses and its gift cards' amounts, and
//   the gift cards it sold are void (giveBackOnExpiry). Only the run that writes the state does it.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { orders, orderTickets, ticketHolds } from "../db/schema.ts";
import { giveBack } from "../ticketing/give-back-holds.ts";
import { giftCardsFollowExpiry, giftCardsFollowOrder } from "./gift-cards/gift-cards-follow-order.ts";
import { logOrder } from "./order-log.ts";
import { mayChange, unpaidStatuses, type OrderActor, type OrderStatus } from "./order-states.ts";
import { changeSold, heldBecomeSold, lockSeatGroups, type SeatPlace } from "./seat-sales.ts";
import { giveBackVoucherUses } from "./vouchers/order-codes-redemption.ts";

export type TransitionOutcome =
  | { ok: true; status: OrderStatus }
  | { ok: false; reason: "not_found" }
  /** The change is not allowed from the order's state (shown to the user: e.g. it expired meanwhile). */
  | { ok: false; reason: "not_allowed"; status: OrderStatus };

/** The cart key an unpaid order's holds carry. */
export const orderHoldKey = (orderId: number): string => `order:${orderId}`;

const EXPIRY_NOTE = "payment deadline passed";

/** An expired order's voucher uses (−1 rows) and gift card amounts go back, its pending gift cards are void; in the expiry's transaction. */
async function giveBackOnExpiry(tx: Tx, orderId: number): Promise<void> {
  await giveBackVoucherUses(tx, orderId, { kind: "system" }, EXPIRY_NOTE);
  await giftCardsFollowExpiry(tx, orderId, EXPIRY_NOTE);
}

/**
 * Writes `expired` for unpaid orders whose release has passed (by PostgreSQL's clock), with a log row
 * each, and gives back what each took, all in one transaction; `which` narrows it (e.g. one order).
 * Orders another transaction has locked are skipped: that one sees the deadline itself (so a second
 * run at the same moment neither expires nor gives back anything twice). Returns the ids expired.
 */
export async function expireDueOrders(db: Db | Tx, which?: SQL): Promise<number[]> {
  return db.transaction(
    async (tx) => {
      const expired = await expireDueIn(tx, which);
      for (const orderId of expired) await giveBackOnExpiry(tx, orderId);
      return expired;
    },
    { isolationLevel: "read committed" },
  );
}

async function expireDueIn(tx: Tx, which?: SQL): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    with due as (
      select ${orders.id} as id, ${orders.status} as from_status, ${orders.releaseAt} as release_at from ${orders}
      where ${and(inArray(orders.status, [...unpaidStatuses]), sql`${orders.releaseAt} <= now()`, which)}
      for update skip locked
    ), expired as (
      update ${orders} set status = 'expired', updated_at = now() from due where ${orders.id} = due.id
      returning due.id, due.from_status, due.release_at
    )
    insert into order_log (order_id, action, from_status, to_status, actor, note, created_at)
    select id, 'expired', from_status, 'expired', 'system', ${EXPIRY_NOTE}, release_at from expired
    returning order_id as id`);
  return result.rows.map((row) => Number(row.id));
}

/** The order's seats by performance, seat group and slot (one ticket is one seat). */
async function seatsOf(tx: Tx, orderId: number): Promise<SeatPlace[]> {
  return tx
    .select({
      eventId: orderTickets.eventId,
      seatGroupId: orderTickets.seatGroupId,
      blockId: orderTickets.blockId,
      quantity: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orderTickets)
    .where(eq(orderTickets.orderId, orderId))
    .groupBy(orderTickets.eventId, orderTickets.seatGroupId, orderTickets.blockId);
}

/** Moves the seats for a change from `from` to `to` (allowed by the table); in the order's transaction. */
async function moveSeats(tx: Tx, orderId: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  const unpaid = unpaidStatuses.includes(from);
  if (to === "cancelled" && unpaid) {
    const holds = await tx.select({ id: ticketHolds.id }).from(ticketHolds).where(eq(ticketHolds.orderId, orderId));
    await giveBack(tx, orderHoldKey(orderId), holds.map((hold) => hold.id));
    return;
  }
  const places = await seatsOf(tx, orderId);
  await lockSeatGroups(tx, places.map((place) => place.seatGroupId));
  if (to === "paid" && unpaid) {
    await tx.delete(ticketHolds).where(eq(ticketHolds.orderId, orderId));
    await heldBecomeSold(tx, places);
  } else if (to === "cancelled" && from === "paid") {
    await changeSold(tx, places, -1);
  }
}

/**
 * Changes the order to `to` (paid or cancelled) if the state table allows it from its state now; an
 * unpaid order past its release is expired first, so it can no longer be paid. `note` says why.
 * `onlyFrom` narrows the table for this caller, judged under the order's lock (the order page: a
 * visitor cancels unpaid orders only, even when staff marks it paid at the same moment).
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  to: "paid" | "cancelled",
  actor: OrderActor,
  note = "",
  onlyFrom?: readonly OrderStatus[],
): Promise<TransitionOutcome> {
  return db.transaction((tx) => changeOrderStatusIn(tx, orderId, to, actor, note, onlyFrom), { isolationLevel: "read committed" });
}

/** The same change inside a transaction the caller holds (an account's deletion cancels its reservations with the rest of it). */
export async function changeOrderStatusIn(
  tx: Tx,
  orderId: number,
  to: "paid" | "cancelled",
  actor: OrderActor,
  note = "",
  onlyFrom?: readonly OrderStatus[],
): Promise<TransitionOutcome> {
  const [order] = await tx
    .select({ status: orders.status, due: sql<boolean>`${orders.releaseAt} is not null and ${orders.releaseAt} <= now()` })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) return { ok: false, reason: "not_found" };
  let from: OrderStatus = order.status;
  if (unpaidStatuses.includes(from) && order.due) {
    await tx.update(orders).set({ status: "expired", updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await logOrder(tx, orderId, { kind: "system" }, { action: "expired", from, to: "expired", note: EXPIRY_NOTE });
    await giveBackOnExpiry(tx, orderId);
    from = "expired";
  }
  if (!mayChange(from, to) || (onlyFrom && !onlyFrom.includes(from))) return { ok: false, reason: "not_allowed", status: from };
  // Gift cards sold (activated, voided) and gift cards paid with (refunded); a paid order whose card was used stays.
  if (!(await giftCardsFollowOrder(tx, orderId, from, to, actor))) return { ok: false, reason: "not_allowed", status: from };
  await moveSeats(tx, orderId, from, to);
  // A cancelled order's vouchers may be used again (a −1 use row each).
  if (to === "cancelled") await giveBackVoucherUses(tx, orderId, actor, note || "order cancelled");
  await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...(to === "paid" ? { releaseAt: null } : {}) })
    .where(eq(orders.id, orderId));
  await logOrder(tx, orderId, actor, { action: to, from, to, note });
  return { ok: true, status: to };
}
