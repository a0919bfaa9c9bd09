// Orders written straight into the database for the check-in and hub tests: a demo performance gets
// one seat group of its own, and orders of any state get tickets with secrets, their seats counted
// as the shop counts them (paid: sold; reserved/pending: holds under `order:{id}` until release_at).
import { randomInt } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { events, orders, orderTickets, prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import { orderHoldKey } from "../../server/shop/order-transitions.ts";
import type { OrderStatus } from "../../server/shop/order-states.ts";

/** The order code's alphabet: no 0/O, 1/I/L look-alikes. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const randomCode = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

export interface StagedPerformance {
  eventId: number;
  seatGroupId: number;
  priceId: number;
  capacity: number;
}

/**
 * `count` demo performances on sale (the first ones starting a day or more ahead, skipping `skip`),
 * each with its seat groups replaced by one of `capacity` seats and a 25 € full price.
 */
export async function stagePerformances(db: Db, count: number, options: { capacity?: number; skip?: number } = {}): Promise<StagedPerformance[]> {
  const capacity = options.capacity ?? 100;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(sql`${events.dateStart} > now() + interval '1 day' and ${events.idJet} is not null and ${events.status} = 'scheduled'`)
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(count)
    .offset(options.skip ?? 0);
  if (rows.length < count) throw new Error(`the demo season has fewer than ${count} performances to stage`);
  const staged: StagedPerformance[] = [];
  for (const { id: eventId } of rows) {
    await db.delete(seatGroups).where(eq(seatGroups.eventId, eventId));
    const [group] = await db.insert(seatGroups).values({ eventId, name: { de: "Parkett", en: "Stalls" }, capacity, sold: 0 }).returning({ id: seatGroups.id });
    const [price] = await db
      .insert(prices)
      .values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true })
      .returning({ id: prices.id });
    staged.push({ eventId, seatGroupId: group.id, priceId: price.id, capacity });
  }
  return staged;
}

export interface TestOrder {
  id: number;
  code: string;
  /** The tickets' secrets, by position. */
  secrets: string[];
}

/**
 * An order of `tickets` tickets for the staged performance, in state `status`. Unpaid orders are
 * released `releaseInSeconds` from now by PostgreSQL's clock (negative: already past).
 */
export async function placeTestOrder(
  db: Db,
  place: StagedPerformance,
  options: { status: OrderStatus; tickets?: number; releaseInSeconds?: number; firstName?: string; lastName?: string },
): Promise<TestOrder> {
  const quantity = options.tickets ?? 1;
  const unpaid = options.status === "reserved" || options.status === "pending";
  const releaseAt = unpaid ? sql`now() + make_interval(secs => ${options.releaseInSeconds ?? 2 * 24 * 3600})` : null;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        code: randomCode(8),
        secret: randomCode(32),
        status: options.status,
        paymentMethod: options.status === "pending" ? "bank_transfer" : "box_office",
        delivery: "eticket",
        lang: "de",
        firstName: options.firstName ?? "Erika",
        lastName: options.lastName ?? "Mustermann",
        email: "erika@example.org",
        totalCents: 2500 * quantity,
        releaseAt,
      })
      .returning({ id: orders.id, code: orders.code, releaseAt: orders.releaseAt });
    const secrets = Array.from({ length: quantity }, () => randomCode(12));
    await tx.insert(orderTickets).values(
      secrets.map((secret, index) => ({
        orderId: order.id,
        position: index + 1,
        eventId: place.eventId,
        seatGroupId: place.seatGroupId,
        priceId: place.priceId,
        saleTypeId: 1,
        priceText: { de: "Vollpreis", en: "Full price" },
        unitCents: 2500,
        secret,
      })),
    );
    if (options.status === "paid") {
      await tx.update(seatGroups).set({ sold: sql`${seatGroups.sold} + ${quantity}` }).where(eq(seatGroups.id, place.seatGroupId));
    } else if (unpaid && order.releaseAt) {
      await tx.insert(ticketHolds).values({
        cartKey: orderHoldKey(order.id),
        orderId: order.id,
        eventId: place.eventId,
        seatGroupId: place.seatGroupId,
        priceId: place.priceId,
        saleTypeId: 1,
        quantity,
        unitCents: 2500,
        expiresAt: order.releaseAt,
      });
    }
    return { id: order.id, code: order.code, secrets };
  });
}
