// The booking widget's selection as plain data (spec §3 "Selected ticket", §4 "Booking widget"):
// which prices are offered, adding and removing tickets, totals, and how the selection becomes cart
// calls (one per distinct seat group, spec §7). No DOM here, so it is tested on its own.
import type { EventPrice, SeatGroup, Timeslot } from "../../shared/api/content-types.ts";
import { cartLimits } from "../../shared/api/contract/shop-cart.ts";
import { centsOf } from "../../shared/lib/format-price.ts";

/** One kind of ticket: a price (sale type) of a seat group. */
export interface TicketRef {
  /** The price's id. */
  id: number;
  seat_group: number;
  sale_type_id: number;
}

export interface SelectedTicket {
  ticket: TicketRef;
  amount: number;
}

export type Selection = readonly SelectedTicket[];

/** The body of one POST /{lang}/api/shop-cart/ (the language travels in the path). */
export interface CartCall {
  quantities: number[];
  event_jet_id: number;
  sale_type_ids: number[];
  seat_group: number;
  block_id?: number;
}

/** Spec §5: a price of '0.00' (or unreadable) is left out. */
export function isBookablePrice(price: EventPrice): boolean {
  const cents = centsOf(price.price);
  return Number.isFinite(cents) && cents > 0;
}

/** Spec §5: status '0' means not available. */
export const isAvailable = (item: { status: string }) => item.status !== "0";

/** The categories the main step lists: on sale (status '1') with at least one price above 0. */
export function bookableSeatGroups(seatGroups: readonly SeatGroup[]): SeatGroup[] {
  return seatGroups.filter((group) => group.status === "1" && group.prices.some(isBookablePrice));
}

/** The seat group's first price is its full price ("Vollpreis"); null when it is not on sale. */
export function fullPrice(group: SeatGroup): EventPrice | null {
  const first = group.prices[0];
  return first && isBookablePrice(first) ? first : null;
}

/** Every other price above 0 is a discount, shown on the category's discounts step. */
export function discountPrices(group: SeatGroup): EventPrice[] {
  return group.prices.slice(1).filter(isBookablePrice);
}

/** The time slots a visitor may choose (status '0' hidden), in the API's order. */
export function availableTimeslots(group: SeatGroup): Timeslot[] {
  return group.timeslots.filter(isAvailable);
}

export function ticketOf(group: SeatGroup, price: EventPrice): TicketRef {
  return { id: price.id, seat_group: group.id, sale_type_id: price.sale_type_id };
}

const sameTicket = (a: TicketRef, b: TicketRef) => a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id;

export function amountOf(selection: Selection, ticket: TicketRef): number {
  return selection.find((entry) => sameTicket(entry.ticket, ticket))?.amount ?? 0;
}

/** Tickets of one seat group: what one cart call asks for. */
export function seatGroupCount(selection: Selection, seatGroup: number): number {
  return selection.filter((entry) => entry.ticket.seat_group === seatGroup).reduce((sum, entry) => sum + entry.amount, 0);
}

/**
 * Whether one more ticket of this kind fits into one cart call: at most `cartLimits.perCall`
 * tickets per seat group and `cartLimits.saleTypes` sale types, as the server accepts.
 */
export function canAdd(selection: Selection, ticket: TicketRef): boolean {
  if (seatGroupCount(selection, ticket.seat_group) >= cartLimits.perCall) return false;
  if (amountOf(selection, ticket) >= cartLimits.perSaleType) return false;
  const saleTypes = selection.filter((entry) => entry.ticket.seat_group === ticket.seat_group).length;
  return amountOf(selection, ticket) > 0 || saleTypes < cartLimits.saleTypes;
}

/** Spec §4: the same seat group and sale type counts one more; otherwise a new line with amount 1. */
export function addTicket(selection: Selection, ticket: TicketRef): Selection {
  if (!canAdd(selection, ticket)) return selection;
  if (amountOf(selection, ticket) === 0) return [...selection, { ticket: { ...ticket }, amount: 1 }];
  return selection.map((entry) => (sameTicket(entry.ticket, ticket) ? { ...entry, amount: entry.amount + 1 } : entry));
}

/** Spec §4: one less, and the line goes at 1; removing what is not selected changes nothing. */
export function removeTicket(selection: Selection, ticket: TicketRef): Selection {
  const amount = amountOf(selection, ticket);
  if (amount === 0) return selection;
  if (amount === 1) return selection.filter((entry) => !sameTicket(entry.ticket, ticket));
  return selection.map((entry) => (sameTicket(entry.ticket, ticket) ? { ...entry, amount: entry.amount - 1 } : entry));
}

export function ticketCount(selection: Selection): number {
  return selection.reduce((sum, entry) => sum + entry.amount, 0);
}

/** The badge on a category's discounts button: selected tickets other than the full price. */
export function discountCount(selection: Selection, group: SeatGroup): number {
  const full = fullPrice(group);
  return selection
    .filter((entry) => entry.ticket.seat_group === group.id && entry.ticket.sale_type_id !== full?.sale_type_id)
    .reduce((sum, entry) => sum + entry.amount, 0);
}

/** The price of a selected ticket, found in the event's seat groups (by seat group and sale type). */
export function priceOf(seatGroups: readonly SeatGroup[], ticket: TicketRef): EventPrice | undefined {
  return seatGroups.find((group) => group.id === ticket.seat_group)?.prices.find((price) => price.sale_type_id === ticket.sale_type_id);
}

/** The running total in cents. */
export function totalCents(selection: Selection, seatGroups: readonly SeatGroup[]): number {
  return selection.reduce((sum, entry) => {
    const price = priceOf(seatGroups, entry.ticket);
    const cents = price ? centsOf(price.price) : Number.NaN;
    return Number.isFinite(cents) ? sum + cents * entry.amount : sum;
  }, 0);
}

/**
 * Spec §7: one call per distinct seat group of the selection, in the order the groups were first
 * chosen, each with that group's chosen time slot (block) when it has one.
 */
export function cartCalls(selection: Selection, eventJetId: number, blockIdOf: (seatGroup: number) => number | undefined): CartCall[] {
  const calls = new Map<number, CartCall>();
  for (const { ticket, amount } of selection) {
    let call = calls.get(ticket.seat_group);
    if (!call) {
      call = { quantities: [], event_jet_id: eventJetId, sale_type_ids: [], seat_group: ticket.seat_group };
      const blockId = blockIdOf(ticket.seat_group);
      if (blockId !== undefined) call.block_id = blockId;
      calls.set(ticket.seat_group, call);
    }
    call.quantities.push(amount);
    call.sale_type_ids.push(ticket.sale_type_id);
  }
  return [...calls.values()];
}
