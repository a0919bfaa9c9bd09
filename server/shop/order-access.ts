// The order page's key: /webshop/order/{code}/{secret}. No login is needed; the secret (32 random
// bytes) is the key, compared in constant time so its answer times say nothing about it.
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { ORDER_CODE_PATTERN } from "../../shared/api/contract/shop-order.ts";


/** The id of the order with this code if `secret` is its secret, else null (also for malformed input). */
export async function orderIdForKey(db: Db, code: string, secret: string): Promise<number | null> {
  if (!ORDER_CODE_PATTERN.test(code) || secret.length > 100) return null;
  const [order] = await db.select({ id: orders.id, secret: orders.secret }).from(orders).where(eq(orders.code, code)).limit(1);
  if (!order) return null;
  const given = Buffer.from(secret);
  const stored = Buffer.from(order.secret);
  return given.length === stored.length && timingSafeEqual(given, stored) ? order.id : null;
}
