// Seats that are sold count in `seat_groups.sold` (or `time_slots.sold` for a seat group with time
// slots). Whoever changes those counts locks the seat group rows first, in id order (as adding to a
// cart does), so no count is read half and two writers never deadlock.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { seatGroups, timeSlots } from "../db/schema.ts";
import { announceIfSoldOutFlipped, seatsLeft } from "../ticketing/availability-changes.ts";

/** So many seats of one seat group (and time slot) of one performance. */
export interface SeatPlace {
  eventId: number;
  seatGroupId: number;
  blockId: number | null;
  quantity: number;
}

/** Locks the seat group rows for the rest of the transaction, in id order. */
export async function lockSeatGroups(tx: Tx, seatGroupIds: number[]): Promise<void> {
  const ids = [...new Set(seatGroupIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: seatGroups.id }).from(seatGroups).where(inArray(seatGroups.id, ids)).orderBy(asc(seatGroups.id)).for("update");
}

/** Adds up places of the same seat group and slot, so a sold-out flip is judged once per place. */
export function samePlacesTogether(places: SeatPlace[]): SeatPlace[] {
  const byPlace = new Map<string, SeatPlace>();
  for (const place of places) {
    const key = `${place.seatGroupId}/${place.blockId}`;
    const sum = byPlace.get(key) ?? { ...place, quantity: 0 };
    sum.quantity += place.quantity;
    byPlace.set(key, sum);
  }
  return [...byPlace.values()];
}

/** Adds `delta` (negative: takes away, never below 0) to the sold count of one place; under the group's lock. */
async function addToSold(tx: Tx, place: SeatPlace, delta: number): Promise<void> {
  if (place.blockId === null) {
    await tx.update(seatGroups).set({ sold: sql`greatest(0, ${seatGroups.sold} + ${delta})` }).where(eq(seatGroups.id, place.seatGroupId));
  } else {
    await tx
      .update(timeSlots)
      .set({ sold: sql`greatest(0, ${timeSlots.sold} + ${delta})` })
      .where(and(eq(timeSlots.seatGroupId, place.seatGroupId), eq(timeSlots.blockId, place.blockId)));
  }
}

/**
 * Counts seats as sold (`sign` 1) or no longer sold (`sign` -1); call it under the groups' locks
 * (lockSeatGroups). Pages showing a performance are told when it sells out or frees up.
 */
export async function changeSold(tx: Tx, places: SeatPlace[], sign: 1 | -1): Promise<void> {
  for (const place of samePlacesTogether(places)) {
    const before = await seatsLeft(tx, place.seatGroupId, place.blockId);
    await addToSold(tx, place, sign * place.quantity);
    await announceIfSoldOutFlipped(tx, place.eventId, before, await seatsLeft(tx, place.seatGroupId, place.blockId));
  }
}

/** Seats an unpaid order held become sold: the free count stays the same, so nothing is announced. Under the groups' locks. */
export async function heldBecomeSold(tx: Tx, places: SeatPlace[]): Promise<void> {
  for (const place of samePlacesTogether(places)) await addToSold(tx, place, place.quantity);
}
