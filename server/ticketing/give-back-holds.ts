// Giving held seats back: a cart's line removed, an add whose answer never arrived, an unpaid order
// cancelled (its holds are under the cart key `order:{id}`).
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { ticketHolds } from "../db/schema.ts";
import { announceIfSoldOutFlipped, seatsLeft } from "./availability-changes.ts";
import { holdIsLive } from "./seat-availability.ts";

/**
 * Deletes the cart's live holds `holdIds`; the tickets given back. Pages showing a performance are
 * told when it is free again. Without the groups' locks a removal at the same moment may make both
 * announce, never neither.
 */
export async function giveBack(tx: Tx, cartKey: string, holdIds: number[]): Promise<number> {
  const removed = await tx
    .delete(ticketHolds)
    .where(and(inArray(ticketHolds.id, holdIds), eq(ticketHolds.cartKey, cartKey), holdIsLive))
    .returning({ eventId: ticketHolds.eventId, seatGroupId: ticketHolds.seatGroupId, blockId: ticketHolds.blockId, quantity: ticketHolds.quantity });
  // One add's lines share a seat group (and slot): counted together, or a flip could go unseen.
  const places = new Map<string, { eventId: number; seatGroupId: number; blockId: number | null; quantity: number }>();
  for (const hold of removed) {
    const key = `${hold.seatGroupId}/${hold.blockId}`;
    const place = places.get(key) ?? { ...hold, quantity: 0 };
    place.quantity += hold.quantity;
    places.set(key, place);
  }
  for (const place of places.values()) {
    const left = await seatsLeft(tx, place.seatGroupId, place.blockId);
    await announceIfSoldOutFlipped(tx, place.eventId, left - place.quantity, left);
  }
  return removed.reduce((sum, hold) => sum + hold.quantity, 0);
}
