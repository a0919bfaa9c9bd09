// How many tickets one cart may hold (CART_MAX_TICKETS_PER_EVENT, CART_MAX_TICKETS), so one visitor
// (or one script with one cart) cannot sweep a seat group. The count and the new holds must be one
// step: an add first takes the cart's own lock for the rest of its transaction, so two adds to one
// cart at once, even to different performances (different seat group locks), are counted one after
// the other.
import { and, eq, sql } from "drizzle-orm";
import { ticketHolds } from "../db/schema.ts";
import type { CartCaps } from "./provider.ts";
import { holdIsLive, type Queryable } from "./seat-availability.ts";

// The first key of the two-key advisory locks on carts ("KC"); other advisory locks of the site use
// the one-key form, which PostgreSQL keeps apart from this one.
const CART_LOCK_SPACE = 0x4b43;

/** Takes the cart's lock until the transaction ends (carts with equal hashes merely wait for each other). */
export async function lockCart(tx: Queryable, cartKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}, hashtext(${cartKey}))`);
}

/** Tickets the cart holds now: for one performance and in all. */
export interface CartHeld {
  forEvent: number;
  total: number;
}

/** Counts the cart's live holds; call it after lockCart, in the same transaction. */
export async function cartHeld(tx: Queryable, cartKey: string, eventId: number): Promise<CartHeld> {
  const [row] = await tx
    .select({
      forEvent: sql<number>`coalesce(sum(${ticketHolds.quantity}) filter (where ${ticketHolds.eventId} = ${eventId}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)`.mapWith(Number),
    })
    .from(ticketHolds)
    .where(and(eq(ticketHolds.cartKey, cartKey), holdIsLive));
  return row ?? { forEvent: 0, total: 0 };
}

/** Whether `wanted` more tickets for the performance would take the cart beyond a cap. */
export function beyondCaps(held: CartHeld, wanted: number, caps: CartCaps): boolean {
  return held.forEvent + wanted > caps.perEvent || held.total + wanted > caps.total;
}
