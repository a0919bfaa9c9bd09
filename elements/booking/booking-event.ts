// What the booking widget needs to know about a performance: the calendar list item and the event
// detail of the API both carry these fields, so either can be handed to the `event` property.
import type { SeatGroup } from "../../src/api/content-types.ts";

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

/** True when the value has the fields above (an API answer may be anything). */
export function isBookingWidgetEvent(value: unknown): value is BookingWidgetEvent {
  if (!value || typeof value !== "object") return false;
  const event = value as Partial<BookingWidgetEvent>;
  return typeof event.id === "number" && typeof event.title === "string" && Array.isArray(event.seat_groups);
}
