// A hold taken or given back tells the HTML caches of every process (cache-notifications.ts) only
// when what a page shows may flip: a seat group or time slot sold out, or free again. A hold that
// leaves seats free changes nothing a page shows, so an on-sale rush does not empty the caches on
// every click.
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { seatGroups, ticketHolds, timeSlots } from "../db/schema.ts";
import { announceCacheChange } from "../services/cache-notifications.ts";
import { holdIsLive } from "./seat-availability.ts";

/** Announces the performance's availability change (when `tx` commits) if free seats went from some to none or back. */
export async function announceIfSoldOutFlipped(tx: Tx, eventId: number, freeBefore: number, freeAfter: number): Promise<void> {
  if (freeBefore > 0 !== freeAfter > 0) await announceCacheChange(tx, { kind: "availability", eventIds: [eventId] });
}

/** Capacity − sold − live holds of a seat group, or of one of its time slots, as `tx` sees it now (not clamped at 0). */
export async function seatsLeft(tx: Tx, seatGroupId: number, blockId: number | null): Promise<number> {
  const heldHere = tx
    .select({ n: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)` })
    .from(ticketHolds)
    .where(and(eq(ticketHolds.seatGroupId, seatGroupId), blockId === null ? undefined : eq(ticketHolds.blockId, blockId), holdIsLive));
  const sold = blockId === null ? seatGroups.sold : sql<number>`(select ${timeSlots.sold} from ${timeSlots} where ${timeSlots.seatGroupId} = ${seatGroupId} and ${timeSlots.blockId} = ${blockId} limit 1)`;
  const [row] = await tx
    .select({ left: sql<number>`${seatGroups.capacity} - coalesce(${sold}, 0) - (${heldHere})`.mapWith(Number) })
    .from(seatGroups)
    .where(eq(seatGroups.id, seatGroupId));
  return row?.left ?? 0;
}
