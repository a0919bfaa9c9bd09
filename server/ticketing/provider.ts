// The seam to a ticketing system (DESIGN.md "Ticketing"): what is free, putting tickets into a
// visitor's cart, and what the cart holds. The built-in provider keeps all of it in PostgreSQL; an
// external shop's adapter would implement the same interface over its HTTP API.
import type { Lang } from "../../shared/lib/localized.ts";
import type { CartResponseCode } from "../../shared/ticketing/cart-response-codes.ts";

/** One line of an add-to-cart call: so many tickets of a sale type. */
export interface CartLine {
  saleTypeId: number;
  quantity: number;
}

/** One add-to-cart call: tickets of one seat group (and time slot) of one performance. */
export interface AddToCartRequest {
  /** The visitor's cart (the value of the HttpOnly cart cookie). */
  cartKey: string;
  /** The performance's id in the ticketing system (events.id_jet). */
  eventJetId: number;
  /** The seat group; when absent, the first one that offers every asked sale type and has room. */
  seatGroupId?: number;
  /** The time slot's block; when absent and the seat group has slots, the first one on sale. */
  blockId?: number;
  lines: CartLine[];
  /** The app's clock, for whether the performance is still on sale; holds run by PostgreSQL's clock. */
  now: Date;
}

/** How many tickets one cart may hold at a time (CART_MAX_TICKETS_PER_EVENT, CART_MAX_TICKETS). */
export interface CartCaps {
  perEvent: number;
  total: number;
}

export type CartResult<T> = { ok: true; value: T } | { ok: false; code: CartResponseCode };

/** The visitor's cart after a change: the number of tickets held right now. */
export interface CartTotals {
  ticketsQuantity: number;
}

/** An add's outcome: the cart's new count, and the holds it took (to give back if its answer never arrives). */
export interface CartAdded extends CartTotals {
  holdIds: number[];
}

/** One held line of a cart, as the cart page lists it. */
export interface HeldTicket {
  holdId: number;
  eventId: number;
  eventJetId: number;
  /** The performance's title and start, for the cart page. */
  title: string;
  dateStart: Date;
  venue: string;
  seatGroup: string;
  /** The price's label ("Vollpreis" / a discount's name). */
  priceText: string;
  /** Time slot start "HH:MM:SS", or null for performances without slots. */
  timeStart: string | null;
  quantity: number;
  unitCents: number;
  expiresAt: Date;
  /** Whole seconds of the hold left by the database's clock. */
  secondsLeft: number;
}

export interface CartContents {
  tickets: HeldTicket[];
  ticketsQuantity: number;
  totalCents: number;
}

/** Free seats now, by seat group and (for seat groups with time slots) by block. */
export interface Availability {
  /** Seat group id → free seats (for groups without time slots). */
  seatGroups: Map<number, number>;
  /** Block id → free seats (for time slots). */
  blocks: Map<number, number>;
}

/** Hold expiry is the ticketing system's own clock (for the built-in one, PostgreSQL's), never the caller's. */
export interface TicketingProvider {
  /** Free seats of the given seat groups now: capacity − sold − holds that have not expired. */
  availability(seatGroupIds: number[]): Promise<Availability>;
  /** Holds the tickets for CART_HOLD_MINUTES, all or nothing, never more than are free nor than the cart caps allow (-215). */
  addToCart(request: AddToCartRequest): Promise<CartResult<CartAdded>>;
  /** What the cart holds now (expired holds are gone by themselves). */
  cartContents(cartKey: string, lang: Lang): Promise<CartContents>;
  /** Gives one held line back; -204 when it is not (or no longer) held in this cart. */
  removeFromCart(cartKey: string, holdId: number): Promise<CartResult<CartTotals>>;
  /** Gives back holds an add took, all in one transaction (its answer never reached the visitor); the tickets released. */
  releaseHolds(cartKey: string, holdIds: number[]): Promise<number>;
}
