// Where an add-to-cart call's tickets go: which seat group, which time slot, at which prices — or
// the code that says why they cannot go anywhere. Pure: the caller has read (and locked) the rows.
import { cartResponseCodes, type CartResponseCode } from "../../shared/ticketing/cart-response-codes.ts";
import type { CartLine } from "./provider.ts";
import { freeSeats, type HeldSeats } from "./seat-availability.ts";

export interface PlacementGroup {
  id: number;
  status: string;
  capacity: number;
  sold: number;
}

export interface PlacementPrice {
  id: number;
  saleTypeId: number;
  amountCents: number;
}

export interface PlacementSlot {
  blockId: number;
  status: string;
  sold: number;
}

/** One line as it will be held: the sale type's price in the chosen group. */
export interface PlacedLine extends CartLine {
  priceId: number;
  unitCents: number;
}

export interface Placement {
  seatGroupId: number;
  /** The chosen time slot's block, or null for a seat group without slots. */
  blockId: number | null;
  lines: PlacedLine[];
  /** Seats that were free in the chosen seat group (or time slot) before these lines. */
  freeBefore: number;
}

export type PlacementResult = { ok: true; placement: Placement } | { ok: false; code: CartResponseCode };

export interface GroupOffer {
  group: PlacementGroup;
  /** The group's prices in their order (the first of a sale type counts). */
  prices: PlacementPrice[];
  /** The group's time slots in their order (by start). */
  slots: PlacementSlot[];
}

/** Places the lines in one seat group (and time slot), or names what is missing. */
export function placeInGroup(offer: GroupOffer, lines: CartLine[], blockId: number | undefined, held: HeldSeats): PlacementResult {
  const { group, prices, slots } = offer;
  if (group.status !== "1") return { ok: false, code: cartResponseCodes.seatGroupUnavailable };
  const placed: PlacedLine[] = [];
  for (const line of lines) {
    // Spec §5: a price of 0.00 is not offered.
    const price = prices.find((entry) => entry.saleTypeId === line.saleTypeId && entry.amountCents > 0);
    if (!price) return { ok: false, code: cartResponseCodes.priceUnavailable };
    placed.push({ ...line, priceId: price.id, unitCents: price.amountCents });
  }
  const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);

  if (slots.length === 0) {
    if (blockId !== undefined) return { ok: false, code: cartResponseCodes.timeSlotUnavailable };
    const free = freeSeats(group.capacity, group.sold, held.inGroup(group.id));
    if (free < wanted) return { ok: false, code: cartResponseCodes.notEnoughSeats };
    return { ok: true, placement: { seatGroupId: group.id, blockId: null, lines: placed, freeBefore: free } };
  }
  const onSale = slots.filter((slot) => slot.status === "1" && (blockId === undefined || slot.blockId === blockId));
  if (onSale.length === 0) return { ok: false, code: cartResponseCodes.timeSlotUnavailable };
  const slotFree = (slot: PlacementSlot) => freeSeats(group.capacity, slot.sold, held.inSlot(group.id, slot.blockId));
  const withRoom = onSale.find((slot) => slotFree(slot) >= wanted);
  if (!withRoom) return { ok: false, code: cartResponseCodes.notEnoughSeats };
  return { ok: true, placement: { seatGroupId: group.id, blockId: withRoom.blockId, lines: placed, freeBefore: slotFree(withRoom) } };
}

// When the visitor named no seat group, the answer is the reason of the group that came closest.
const progress: CartResponseCode[] = [
  cartResponseCodes.seatGroupUnavailable,
  cartResponseCodes.priceUnavailable,
  cartResponseCodes.timeSlotUnavailable,
  cartResponseCodes.notEnoughSeats,
];

/** The first offer (in the given order) that takes all lines; otherwise the most telling failure. */
export function placeInFirstGroup(offers: GroupOffer[], lines: CartLine[], blockId: number | undefined, held: HeldSeats): PlacementResult {
  let closest: CartResponseCode = cartResponseCodes.seatGroupUnavailable;
  for (const offer of offers) {
    const result = placeInGroup(offer, lines, blockId, held);
    if (result.ok) return result;
    if (progress.indexOf(result.code) > progress.indexOf(closest)) closest = result.code;
  }
  return { ok: false, code: closest };
}
