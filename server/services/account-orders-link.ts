// Guest orders become the account's once its address is confirmed (sign-up confirmation or a
// confirmed e-mail change): the same address, any case, placed without an account.
import { and, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { orders } from "../db/schema.ts";

/** Links the guest orders placed with `email` to the account; returns how many. */
export async function linkGuestOrders(db: Db | Tx, userId: number, email: string): Promise<number> {
  const linked = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), isNull(orders.anonymizedAt), sql`lower(${orders.email}) = ${email.toLowerCase()}`))
    .returning({ id: orders.id });
  return linked.length;
}
