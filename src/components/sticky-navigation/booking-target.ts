// Spec §4: the sticky booking button shows on a production page whose sticky-event flag is on, or
// when the flag is on and the current event has seat groups or any price other than 0.00. It leads
// to the booking widget (#tickets, which opens it): on the event page itself, or on the page of the
// production's next bookable performance. Only where tickets can be bought (tickets-on-sale.ts):
// never for a free, cancelled or sold-out date.
import type { EventDetail, ProductionDetail } from "../../../shared/api/content-types.ts";
import { isPaidPrice, sellsTickets } from "../booking/tickets-on-sale.ts";
import type { StickyLink } from "../../modules/sticky-links.ts";

export type { StickyLink };

/** The id of the event page's booking section; the widget there opens when the address points at it. */
export const BOOKING_ANCHOR = "tickets";

interface RouteMatchLike {
  id: string;
  data: unknown;
}

/** Where the booking button leads, or null when it is not shown. */
export function bookingTarget(matches: readonly RouteMatchLike[]): string | null {
  for (const match of matches) {
    const name = match.id.replace(/\.(de|en)$/, "");
    if (name === "productions-slug-id") {
      const production = (match.data as { production?: ProductionDetail } | undefined)?.production;
      if (!production?.sticky_event) return null;
      const bookable = production.events.find(sellsTickets);
      return bookable ? `${bookable.url}#${BOOKING_ANCHOR}` : null;
    }
    if (name === "events-slug-id") {
      const event = (match.data as { event?: EventDetail } | undefined)?.event;
      if (!event?.production.sticky_event || !sellsTickets(event)) return null;
      return event.seat_groups.length > 0 || event.prices.some(isPaidPrice) ? `#${BOOKING_ANCHOR}` : null;
    }
  }
  return null;
}

/** Event pages, where the overlay button (a way to the calendar) is not needed. */
export function isEventPage(matches: readonly RouteMatchLike[]): boolean {
  return matches.some((match) => /^(events|events-slug-id)\.(de|en)$/.test(match.id));
}

/** Sticky links of the modules on the current CMS page (its loader finds them: pages/cms/cms-screen.tsx). */
export function stickyLinks(matches: readonly RouteMatchLike[]): StickyLink[] {
  for (const match of matches) {
    const links = (match.data as { stickyLinks?: StickyLink[] } | undefined)?.stickyLinks;
    if (Array.isArray(links)) return links;
  }
  return [];
}
