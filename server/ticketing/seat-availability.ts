// Free seats = capacity − sold − tickets held by carts whose hold has not run out. A seat group
// without time slots counts for itself; one with time slots has its capacity once per slot, and each
// slot (block) counts its own sales and holds. Whether a hold has run out is PostgreSQL's clock, the
// same for every process of the site (DESIGN.md): an app server with a clock a minute off can neither
// free seats early nor keep them longer.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { ticketHolds } from "../db/schema.ts";
import { CART_HOLD_MINUTES } from "../../shared/api/contract/shop-cart.ts";

/** A database handle or an open transaction of it. */
export type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One seat group's (or time slot's) live holds: tickets, and milliseconds until the first runs out (by PostgreSQL's clock). */
export interface HeldRow {
  seatGroupId: number;
  blockId: number | null;
  quantity: number;
  msLeft?: number;
}

/** Seats held by live carts, per seat group and per time slot. */
export class HeldSeats {
  private readonly groups = new Map<number, number>();
  private readonly slots = new Map<string, number>();
  private readonly groupsFreedIn = new Map<number, number>();
  private readonly slotsFreedIn = new Map<string, number>();

  constructor(rows: HeldRow[]) {
    for (const row of rows) {
      this.groups.set(row.seatGroupId, (this.groups.get(row.seatGroupId) ?? 0) + row.quantity);
      if (row.blockId !== null) this.slots.set(slotKey(row.seatGroupId, row.blockId), row.quantity);
      if (row.msLeft === undefined) continue;
      this.groupsFreedIn.set(row.seatGroupId, Math.min(this.groupsFreedIn.get(row.seatGroupId) ?? Infinity, row.msLeft));
      if (row.blockId !== null) this.slotsFreedIn.set(slotKey(row.seatGroupId, row.blockId), row.msLeft);
    }
  }

  /** Milliseconds until the first hold of the seat group runs out; Infinity without holds. */
  firstRunsOutInGroup(seatGroupId: number): number {
    return this.groupsFreedIn.get(seatGroupId) ?? Infinity;
  }

  /** Milliseconds until the first hold of the time slot runs out; Infinity without holds. */
  firstRunsOutInSlot(seatGroupId: number, blockId: number): number {
    return this.slotsFreedIn.get(slotKey(seatGroupId, blockId)) ?? Infinity;
  }

  /** Held tickets of a seat group, all its slots together. */
  inGroup(seatGroupId: number): number {
    return this.groups.get(seatGroupId) ?? 0;
  }

  /** Held tickets of one time slot of a seat group. */
  inSlot(seatGroupId: number, blockId: number): number {
    return this.slots.get(slotKey(seatGroupId, blockId)) ?? 0;
  }
}

/**
 * The hold has not run out. `now()` is the start of the statement's transaction, so every count in
 * one transaction agrees; a transaction that waited for a lock counts a hold that ran out meanwhile
 * as still held, which can only refuse a seat a moment early, never oversell.
 */
export const holdIsLive = sql`${ticketHolds.expiresAt} > now()`;

/** When a hold taken now runs out. */
export const holdExpiry = sql`now() + make_interval(mins => ${CART_HOLD_MINUTES})`;

// Block ids come from the ticketing system; keyed with the seat group so they need not be unique.
const slotKey = (seatGroupId: number, blockId: number) => `${seatGroupId}:${blockId}`;

/** Milliseconds until the first of the grouped holds runs out, relative to the database's clock, so a caller can add it to its own. */
const msUntilFirstRunsOut = sql`extract(epoch from min(${ticketHolds.expiresAt}) - now()) * 1000`;

/**
 * For a query over seat groups: the live holds of the seat group `seatGroupId` names, as a JSON list of
 * `HeldRow`s (one per time slot), so the holds come with the seat groups in one round trip.
 */
export function liveHoldsOf(seatGroupId: SQLWrapper): SQL<HeldRow[]> {
  return sql<HeldRow[]>`coalesce((
    select json_agg(json_build_object('seatGroupId', held.seat_group_id, 'blockId', held.block_id, 'quantity', held.quantity, 'msLeft', held.ms_left))
    from (
      select ${ticketHolds.seatGroupId} as seat_group_id, ${ticketHolds.blockId} as block_id, sum(${ticketHolds.quantity}) as quantity, ${msUntilFirstRunsOut} as ms_left
      from ${ticketHolds}
      where ${and(eq(ticketHolds.seatGroupId, seatGroupId), holdIsLive)}
      group by ${ticketHolds.seatGroupId}, ${ticketHolds.blockId}
    ) held
  ), '[]'::json)`;
}

/** Tickets held now in the given seat groups: one grouped query for all of them. */
export async function heldSeats(db: Queryable, seatGroupIds: number[]): Promise<HeldSeats> {
  if (seatGroupIds.length === 0) return new HeldSeats([]);
  const rows = await db
    .select({
      seatGroupId: ticketHolds.seatGroupId,
      blockId: ticketHolds.blockId,
      quantity: sql<number>`sum(${ticketHolds.quantity})`.mapWith(Number),
      msLeft: sql<number>`${msUntilFirstRunsOut}`.mapWith(Number),
    })
    .from(ticketHolds)
    .where(and(inArray(ticketHolds.seatGroupId, [...new Set(seatGroupIds)]), holdIsLive))
    .groupBy(ticketHolds.seatGroupId, ticketHolds.blockId);
  return new HeldSeats(rows);
}

/** Seats still free; never below zero, even when a box office sold more than the capacity. */
export function freeSeats(capacity: number, sold: number, held: number): number {
  return Math.max(0, capacity - sold - held);
}
