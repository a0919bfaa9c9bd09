// Every change of an order is a row that says who, when and why (order_log): its state changes, its
// mails, its tickets' check-ins.
import type { Tx } from "../db/client.ts";
import { orderLog } from "../db/schema.ts";
import { actorUserId, type OrderActor, type OrderStatus } from "./order-states.ts";

/** What happened to an order. */
export interface OrderLogEntry {
  action: "placed" | "paid" | "cancelled" | "expired" | "mail_sent" | "checked_in" | "anonymized";
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  note?: string;
}

/** Writes one log row for the order in the transaction that made the change. */
export async function logOrder(tx: Tx, orderId: number, actor: OrderActor, entry: OrderLogEntry): Promise<void> {
  await tx.insert(orderLog).values({
    orderId,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    userId: actorUserId(actor),
    actor: actor.kind,
    note: entry.note ?? "",
  });
}
