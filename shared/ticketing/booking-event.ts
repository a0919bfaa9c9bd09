// What the booking widget needs to know about a performance, and what a page may call on the
// element. The calendar list item and the event detail of the API both carry these fields, so either
// can be handed to the `event` property. Shared by the element (elements/) and the React site (src/),
// which never import each other.
import type { SeatGroup } from "../api/content-types.ts";

export const BOOKING_WIDGET_TAG = "kulisse-booking-widget";

export interface BookingWidgetEvent {
  /** The site's event id. */
  id: number;
  /** The ticketing system's id; the cart call needs it (null: not bookable here). */
  id_jet: number | null;
  title: string;
  /** ISO date-time with the Berlin offset. */
  date_start: string;
  /** The webshop's page of the performance, when there is one. */
  ticket_url: string | null;
  seat_groups: SeatGroup[];
}

/** The element's interface for pages: the performance to sell, and opening it. */
export interface BookingWidgetElement extends HTMLElement {
  event: BookingWidgetEvent | undefined;
  show(): void;
  hide(): void;
}

/** True when the value has the fields above (an API answer may be anything). */
export function isBookingWidgetEvent(value: unknown): value is BookingWidgetEvent {
  if (!value || typeof value !== "object") return false;
  const event = value as Partial<BookingWidgetEvent>;
  return typeof event.id === "number" && typeof event.title === "string" && Array.isArray(event.seat_groups);
}
