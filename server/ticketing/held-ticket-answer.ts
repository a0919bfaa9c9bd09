// One held line of a cart as the JSON answers list it (the site's cart call, the shop API's cart):
// snake_case, instants in ISO 8601 with the theatre's offset.
import type { HeldTicket as HeldTicketAnswer } from "../../shared/api/contract/shop-cart.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import type { HeldTicket } from "./provider.ts";

/** `ticket` as an answer lists it, with `eventId` as the answer's event id (the site's own, or the ticketing system's). */
export function heldTicketAnswer(ticket: HeldTicket, eventId: number): HeldTicketAnswer {
  return {
    hold_id: ticket.holdId,
    event_id: eventId,
    title: ticket.title,
    date_start: berlinIso(ticket.dateStart),
    venue: ticket.venue,
    seat_group: ticket.seatGroup,
    price_text: ticket.priceText,
    time_start: ticket.timeStart,
    quantity: ticket.quantity,
    unit_cents: ticket.unitCents,
    expires_at: berlinIso(ticket.expiresAt),
    seconds_left: ticket.secondsLeft,
  };
}
