// Spec §4: the sticky booking button shows on a production page whose sticky-event flag is on, or
// when the flag is on and the current event has seat groups or any price other than 0.00. It leads
// to the booking widget (#tickets, which opens it): on the event page itself, or on the page of the
// production's next bookable performance.
import type { EventDetail, ProductionDetail } from "../../../shared/api/content-types.ts";
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
      const bookable = production.events.find((event) => event.ticket_url && event.status !== "cancelled" && event.status !== "sold_out");
      return bookable ? `${bookable.url}#${BOOKING_ANCHOR}` : null;
    }
    if (name === "events-slug-id") {
      const event = (match.data as { event?: EventDetail } | undefined)?.event;
      if (!event?.production.sticky_event || !event.ticket_url) return null;
      const sellsTickets = event.seat_groups.length > 0 || event.prices.some((price) => price.price !== "0.00");
      return sellsTickets ? `#${BOOKING_ANCHOR}` : null;
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
