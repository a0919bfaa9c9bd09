// Whether a performance has tickets to buy (issue 16). Every spot that offers booking asks here: the
// event page's ticket button and booking widget, the sticky navigation's booking button. Spec §5
// counts a price of 0.00 as a free ticket, so a performance whose every price is 0.00 ("Eintritt
// frei") has nothing to buy, whatever its ticket link says. A performance that names no price at all
// (an external shop that sends none) is sold through its ticket link.
import { centsOf } from "../../../shared/lib/format-price.ts";

interface Performance {
  status: string;
  ticket_url: string | null;
  /** Every price of every seat group; absent from a production's list of dates. */
  prices?: { price: string }[];
}

/** A price above 0.00 ("39.00"): a ticket that costs something. */
export function isPaidPrice(price: { price: string }): boolean {
  return centsOf(price.price) > 0;
}

/** Prices are known and every one is free: entry is free and there is nothing to buy. */
export function isFreeEntry(event: Pick<Performance, "prices">): boolean {
  return !!event.prices && event.prices.length > 0 && !event.prices.some(isPaidPrice);
}

/** Tickets can be bought: there is a ticket link, the date is neither cancelled nor sold out, and entry is not free. */
export function sellsTickets(event: Performance): boolean {
  return !!event.ticket_url && event.status !== "cancelled" && event.status !== "sold_out" && !isFreeEntry(event);
}
