// Orders staged straight in the database for the admin's tests, as the checkout leaves them: an
// unpaid order's seats held under `order:{id}` until its release, one ticket per seat, a "placed" row.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { orderLog, orders, orderTickets, ticketHolds } from "../../server/db/schema.ts";
import { orderHoldKey } from "../../server/shop/order-transitions.ts";

export interface StagedOrder {
  id: number;
  code: string;
  secret: string;
}

let staged = 0;

/** A reserved (box office) or pending (bank transfer) order of `tickets` seats at `unitCents`, released after `releaseIn` (a PostgreSQL interval; negative: already past). */
export async function stageUnpaidOrder(
  db: Db,
  place: { eventId: number; seatGroupId: number; priceId: number; unitCents: number },
  options: { status: "reserved" | "pending"; firstName: string; lastName: string; email: string; tickets: number; releaseIn?: string },
): Promise<StagedOrder> {
  const code = `TST${1000 + ++staged}${process.pid % 10}`;
  const secret = `secret-${code}-${"x".repeat(30)}`;
  const releaseAt = sql`now() + ${options.releaseIn ?? "2 days"}::interval`;
  const [order] = await db
    .insert(orders)
    .values({
      code,
      secret,
      status: options.status,
      paymentMethod: options.status === "reserved" ? "box_office" : "bank_transfer",
      delivery: "eticket",
      lang: "de",
      firstName: options.firstName,
      lastName: options.lastName,
      email: options.email,
      totalCents: place.unitCents * options.tickets,
      releaseAt,
      paymentReference: options.status === "pending" ? `KULISSE ${code}` : "",
    })
    .returning({ id: orders.id });
  const priceText = { de: "Vollpreis", en: "Full price" };
  await db.insert(orderTickets).values(
    Array.from({ length: options.tickets }, (_, index) => ({ orderId: order.id, position: index + 1, eventId: place.eventId, seatGroupId: place.seatGroupId, priceId: place.priceId, saleTypeId: 1, priceText, unitCents: place.unitCents, secret: `T${code}${index}`.padEnd(12, "Z") })),
  );
  await db.insert(ticketHolds).values({ cartKey: orderHoldKey(order.id), orderId: order.id, eventId: place.eventId, seatGroupId: place.seatGroupId, priceId: place.priceId, saleTypeId: 1, quantity: options.tickets, unitCents: place.unitCents, expiresAt: releaseAt });
  await db.insert(orderLog).values({ orderId: order.id, action: "placed", toStatus: options.status, actor: "visitor" });
  return { id: order.id, code, secret };
}
