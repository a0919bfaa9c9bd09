// Sending the confirmation again from the order page, at most `limit` mails an hour per order (any
// sender's mails count: the limit protects the address from a flood). The count, the send and the
// mail's log row happen in one transaction under the order row's lock, on one connection (a second
// one from the pool could wait for ever behind clicks that hold the rest), so two clicks at once
// cannot both slip under the limit, and a mail that failed to go out is not counted.
import { and, eq, gt, sql } from "drizzle-orm";
import { orderLog, orders } from "../../db/schema.ts";
import { sendOrderConfirmation, type OrderMailDeps } from "./send-order-confirmation.ts";

export type ResendOutcome = { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "limit"; retryAfterSeconds: number };

const HOUR_SECONDS = 3600;

/** Sends the order's confirmation again unless `limit` mails went out in the last hour. */
export async function resendConfirmation(deps: OrderMailDeps, orderId: number, limit: number): Promise<ResendOutcome> {
  return deps.db.transaction(
    async (tx): Promise<ResendOutcome> => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return { ok: false, reason: "not_found" };
      const lastHour = and(eq(orderLog.orderId, orderId), eq(orderLog.action, "mail_sent"), gt(orderLog.createdAt, sql`now() - interval '1 hour'`));
      const [sent] = await tx
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          // When the oldest of them leaves the hour: then one more may go.
          wait: sql<number>`coalesce(ceil(extract(epoch from min(${orderLog.createdAt}) + interval '1 hour' - now())), 0)`.mapWith(Number),
        })
        .from(orderLog)
        .where(lastHour);
      if (sent.count >= limit) return { ok: false, reason: "limit", retryAfterSeconds: Math.min(HOUR_SECONDS, Math.max(1, sent.wait)) };
      if (!(await sendOrderConfirmation({ ...deps, db: tx }, orderId, { kind: "visitor" }))) return { ok: false, reason: "not_found" };
      return { ok: true };
    },
    { isolationLevel: "read committed" },
  );
}
