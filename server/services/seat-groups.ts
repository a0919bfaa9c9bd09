// What the booking widget needs per event: seat groups in their order, each with its prices and
// time slots. Loaded for many events at once in one query (prices, time slots and holds come along
// as JSON lists: a page waits for one round trip, not two after one another). A seat
// group or time slot without a free seat right now is reported with status '0', like one that is
// not on sale, so the widget hides it; so is every seat group of a performance that has begun (the
// cart would refuse it with -201). With an external shop the free seats are the shop's (its
// provider's availability, kept a few seconds), not the site's own holds.
import { asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared-statement.ts";
import { events, prices, seatGroups, timeSlots } from "../db/schema.ts";
import type { EventPrice, SeatGroup, Timeslot } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { apiPrice } from "../../shared/lib/format-price.ts";
import { freeSeats, HeldSeats, liveHoldsOf } from "../ticketing/seat-availability.ts";
import { AVAILABILITY_TTL_MS } from "../ticketing/http-provider.ts";
import type { Availability } from "../ticketing/provider.ts";
import { ShopUnavailableError } from "../ticketing/shop-unavailable.ts";
import { noteAvailabilityShown, noteChangesAt } from "./render-dependencies.ts";

function push<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A price row as the query's JSON list has it. */
interface PriceRow {
  id: number;
  text: typeof prices.$inferSelect.text;
  saleTypeId: number;
  amountCents: number;
  hasDiscounts: boolean;
}

/** A time slot row as the query's JSON list has it (`timeStart` as PostgreSQL writes a time: "14:00:00"). */
type SlotRow = Pick<typeof timeSlots.$inferSelect, "id" | "timeStart" | "status" | "blockId" | "sold">;

/** The seat group's prices in their order, as a JSON list. */
const pricesOfGroup = sql<PriceRow[]>`coalesce((
  select json_agg(json_build_object('id', ${prices.id}, 'text', ${prices.text}, 'saleTypeId', ${prices.saleTypeId}, 'amountCents', ${prices.amountCents}, 'hasDiscounts', ${prices.hasDiscounts}) order by ${prices.position}, ${prices.id})
  from ${prices} where ${prices.seatGroupId} = ${seatGroups.id}
), '[]'::json)`;

/** The seat group's time slots in their order, as a JSON list. */
const slotsOfGroup = sql<SlotRow[]>`coalesce((
  select json_agg(json_build_object('id', ${timeSlots.id}, 'timeStart', ${timeSlots.timeStart}, 'status', ${timeSlots.status}, 'blockId', ${timeSlots.blockId}, 'sold', ${timeSlots.sold}) order by ${timeSlots.timeStart}, ${timeSlots.id})
  from ${timeSlots} where ${timeSlots.seatGroupId} = ${seatGroups.id}
), '[]'::json)`;

/** Notes, for the HTML cache, when held seats come free again (`msLeft` by the database's clock, from `now`). */
function noteHoldsRunOut(now: Date, msLeft: number): void {
  if (Number.isFinite(msLeft)) noteChangesAt(now.getTime() + Math.max(0, msLeft));
}

/** An external shop's free seats (its provider's `availability`); absent, the site's own database counts them. */
export type ShopSeats = (seatGroupIds: number[]) => Promise<Availability>;

/** Free seats as the shop reported them, by seat group (without slots) and by block; null: the shop could not be asked. */
export type ShopCounts = Availability | null;

/**
 * The external shop's free seats of these seat groups. A shop that cannot be asked shows them as its
 * status says (on sale or not): a visitor's add then meets the widget's "webshop offline" answer
 * (-300) instead of a page that fails. Either way the page is shown as counted for a few seconds only.
 */
export async function shopCountsOf(shopSeats: ShopSeats, groups: Pick<SeatGroupRow, "id">[], now: Date): Promise<ShopCounts> {
  if (groups.length === 0) return null;
  noteChangesAt(now.getTime() + AVAILABILITY_TTL_MS);
  try {
    return await shopSeats(groups.map((group) => group.id));
  } catch (error) {
    if (error instanceof ShopUnavailableError) return null;
    throw error;
  }
}

/** The seat groups of the events `ofEvents` selects, with their prices, time slots and live holds. */
export function seatGroupsQuery(db: Db, ofEvents: SQL) {
  return db
    .select({ ...getTableColumns(seatGroups), eventStart: events.dateStart, prices: pricesOfGroup, slots: slotsOfGroup, holds: liveHoldsOf(seatGroups.id) })
    .from(seatGroups)
    .innerJoin(events, eq(events.id, seatGroups.eventId))
    .where(ofEvents)
    .orderBy(asc(seatGroups.position), asc(seatGroups.id));
}

export type SeatGroupRow = Awaited<ReturnType<typeof seatGroupsQuery>>[number];

/** Seat groups of each event (empty list when it has none), keyed by event id, with status '0' where nothing is free now or the event began before `now`. */
export async function loadSeatGroups(db: Db, eventIds: number[], lang: Lang, now: Date, shopSeats?: ShopSeats): Promise<Map<number, SeatGroup[]>> {
  if (eventIds.length === 0) return new Map();
  // One array parameter, not an IN list as long as the ids: one statement for every number of events.
  const statement = preparedStatement(db, "seat-groups-of-events", () => seatGroupsQuery(db, sql`${seatGroups.eventId} = any(${sql.placeholder("ids")}::int[])`));
  const rows = await statement.execute({ ids: [...new Set(eventIds)] });
  return seatGroupsByEvent(rows, eventIds, lang, now, shopSeats && (await shopCountsOf(shopSeats, rows, now)));
}

/**
 * The rows of `seatGroupsQuery` as the booking widget has them, per event (each of `eventIds` at least
 * with an empty list); `shop` given (an external shop's counts, or null when it could not be asked),
 * its free seats count instead of the site's own.
 */
export function seatGroupsByEvent(groups: SeatGroupRow[], eventIds: number[], lang: Lang, now: Date, shop?: ShopCounts): Map<number, SeatGroup[]> {
  const byEvent = new Map<number, SeatGroup[]>(eventIds.map((id) => [id, []]));
  if (groups.length === 0) return byEvent;
  // For the HTML cache: a sale or a hold may flip what these performances show.
  noteAvailabilityShown(groups.map((group) => group.eventId));
  const held = new HeldSeats(groups.flatMap((group) => group.holds));
  for (const group of groups) {
    const slots = group.slots.map((row): Timeslot => {
      const free = shop !== undefined ? shopFree(shop, "blocks", row.blockId) : freeSeats(group.capacity, row.sold, held.inSlot(group.id, row.blockId));
      // Sold out only while carts hold the last seats: on sale again when the first hold runs out.
      if (free === 0 && row.status === "1" && shop === undefined) noteHoldsRunOut(now, held.firstRunsOutInSlot(group.id, row.blockId));
      return { id: row.id, time_start: row.timeStart, status: free > 0 ? row.status : "0", block_id: row.blockId };
    });
    // With time slots the group is bookable while one slot is; without, its own seats count.
    const groupFree = shop !== undefined ? shopFree(shop, "seatGroups", group.id) : freeSeats(group.capacity, group.sold, held.inGroup(group.id));
    const hasRoom = slots.length > 0 ? slots.some((slot) => slot.status === "1") : groupFree > 0;
    const onSale = group.eventStart > now;
    // Off sale once the performance begins.
    if (onSale && group.status === "1") noteChangesAt(group.eventStart);
    if (slots.length === 0 && !hasRoom && group.status === "1" && shop === undefined) noteHoldsRunOut(now, held.firstRunsOutInGroup(group.id));
    push(byEvent, group.eventId, {
      id: group.id,
      seat_group: pick(group.name, lang),
      status: hasRoom && onSale ? group.status : "0",
      text: pick(group.text, lang),
      prices: group.prices.map((row) => ({
        id: row.id,
        text: pick(row.text, lang),
        sale_type_id: row.saleTypeId,
        price: apiPrice(row.amountCents),
        has_discounts: row.hasDiscounts,
      })),
      timeslots: slots,
    });
  }
  return byEvent;
}

/** Free seats the shop reported; one it did not report has none; with no counts at all, the status decides. */
function shopFree(shop: ShopCounts, of: keyof Availability, id: number): number {
  return shop === null ? Infinity : (shop[of].get(id) ?? 0);
}

/** The event's `prices`: every seat group's prices in one list, each naming its seat group. */
export function flatPrices(groups: SeatGroup[]): EventPrice[] {
  return groups.flatMap((group) => group.prices.map((price) => ({ ...price, seat_group: group.id })));
}
