// Orders made straight in the database, as checkout makes them: the order row, one ticket per seat,
// a "placed" log row and, while unpaid, its seats as holds under `order:{id}` that run out at
// `release_at` (by PostgreSQL's clock); a paid order's seats count in `seat_groups.sold` instead.
import { randomBytes, randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { orderLog, orders, orderTickets, prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import { orderHoldKey } from "../../server/shop/order-transitions.ts";
import { performanceToStage } from "./bookable-event.ts";

/** The order code's alphabet: capitals and digits without look-alikes (no I, O, 0, 1). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const randomCode = (length: number) => Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/** One seat group of one performance with one price, for a test's orders. */
export interface OrderSeats {
  eventId: number;
  seatGroupId: number;
  priceId: number;
  unitCents: number;
}

/**
 * A seat group of `capacity` seats with a full price of `unitCents` on the first upcoming performance
 * of the demo season (its other seat groups removed: call once per test file, then add groups with
 * `addSeatGroup`).
 */
export async function stageOrderSeats(db: Db, capacity: number, unitCents = 2500): Promise<OrderSeats> {
  const event = await performanceToStage(db);
  return addSeatGroup(db, event.id, capacity, unitCents);
}

/** Another seat group with one full price on the performance `eventId`. */
export async function addSeatGroup(db: Db, eventId: number, capacity: number, unitCents = 2500): Promise<OrderSeats> {
  const [group] = await db.insert(seatGroups).values({ eventId, name: { de: "Parkett", en: "Stalls" }, capacity, sold: 0 }).returning({ id: seatGroups.id });
  const [price] = await db
    .insert(prices)
    .values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: unitCents, isFullPrice: true })
    .returning({ id: prices.id });
  return { eventId, seatGroupId: group.id, priceId: price.id, unitCents };
}

export interface TestOrderOptions {
  seats: OrderSeats;
  quantity?: number;
  status?: "reserved" | "pending" | "paid";
  /** Seconds from now (PostgreSQL's clock) until an unpaid order is released; default two days. */
  releaseInSeconds?: number;
  paymentMethod?: string;
  delivery?: "eticket" | "pickup";
  lang?: "de" | "en";
  email?: string;
}

export interface TestOrder {
  id: number;
  code: string;
  secret: string;
  /** The order page's path. */
  path: string;
}

const defaultMethod = { reserved: "box_office", pending: "bank_transfer", paid: "cash" } as const;

/** An order with `quantity` tickets of `seats`, made as checkout makes one. */
export async function createTestOrder(db: Db, options: TestOrderOptions): Promise<TestOrder> {
  const { seats, quantity = 2, status = "reserved", releaseInSeconds = 2 * 86_400, delivery = "eticket", lang = "de" } = options;
  const unpaid = status !== "paid";
  const code = randomCode(8);
  const secret = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        code,
        secret,
        status,
        paymentMethod: options.paymentMethod ?? defaultMethod[status],
        delivery,
        lang,
        firstName: "Erika",
        lastName: "Mustermann",
        email: options.email ?? "erika@example.org",
        phone: "+49 551 1234",
        totalCents: quantity * seats.unitCents,
        releaseAt: unpaid ? sql`now() + make_interval(secs => ${releaseInSeconds})` : null,
        paymentReference: `KULISSE ${code}`,
      })
      .returning({ id: orders.id, releaseAt: orders.releaseAt });
    await tx.insert(orderTickets).values(
      Array.from({ length: quantity }, (_, i) => ({
        orderId: order.id,
        position: i + 1,
        eventId: seats.eventId,
        seatGroupId: seats.seatGroupId,
        priceId: seats.priceId,
        saleTypeId: 1,
        priceText: { de: "Vollpreis", en: "Full price" },
        unitCents: seats.unitCents,
        secret: randomCode(12),
      })),
    );
    if (unpaid) {
      await tx.insert(ticketHolds).values({
        cartKey: orderHoldKey(order.id),
        orderId: order.id,
        eventId: seats.eventId,
        seatGroupId: seats.seatGroupId,
        priceId: seats.priceId,
        saleTypeId: 1,
        quantity,
        unitCents: seats.unitCents,
        expiresAt: order.releaseAt!,
      });
    } else {
      await tx.update(seatGroups).set({ sold: sql`${seatGroups.sold} + ${quantity}` }).where(eq(seatGroups.id, seats.seatGroupId));
    }
    await tx.insert(orderLog).values({ orderId: order.id, action: "placed", toStatus: status, actor: "visitor" });
    return { id: order.id, code, secret, path: `/webshop/order/${code}/${secret}` };
  });
}

/** The seats of the group not sold nor held live (by PostgreSQL's clock). */
export async function freeSeatsOf(db: Db, seatGroupId: number): Promise<number> {
  const result = await db.execute<{ free: number }>(sql`
    select g.capacity - g.sold - coalesce((select sum(h.quantity) from ticket_holds h where h.seat_group_id = g.id and h.expires_at > now()), 0)::int as free
    from seat_groups g where g.id = ${seatGroupId}`);
  return Number(result.rows[0].free);
}

/** The seat group's sold count. */
export async function soldOf(db: Db, seatGroupId: number): Promise<number> {
  const [group] = await db.select({ sold: seatGroups.sold }).from(seatGroups).where(eq(seatGroups.id, seatGroupId));
  return group.sold;
}

/** Moves an unpaid order's release (and its holds' end) `seconds` from now by PostgreSQL's clock; negative: already passed. */
export async function releaseOrderIn(db: Db, orderId: number, seconds: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ releaseAt: sql`now() + make_interval(secs => ${seconds})` }).where(eq(orders.id, orderId));
    await tx.update(ticketHolds).set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` }).where(eq(ticketHolds.orderId, orderId));
  });
}

/** The order's log rows, oldest first. */
export async function orderLogOf(db: Db, orderId: number) {
  return db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(orderLog.id);
}
