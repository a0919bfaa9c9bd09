// The visitor's cart (spec §7 POST /{lang}/api/shop-cart/): the booking widget's call that puts
// tickets into it, the webshop's remove and contents calls, and what goes with them: limits, cookies
// and answers. Failures answer the shared code table's status with {error, response_code}.
import { array, integer, object, optional, refine, size } from "superstruct";
import type { ErrorBody } from "../api-error.ts";
import { endpoint } from "../endpoint.ts";
import { id, langSchema, refineWhole } from "../schemas.ts";
import { cartResponseCodes, cartResponseMessages, type CartResponseCode } from "../../ticketing/cart-response-codes.ts";
import { defaultLang, isLang, type Lang } from "../../lib/localized.ts";

/** Spec §9: tickets are held this long; the cart cookies live as long. */
export const CART_HOLD_MINUTES = 15;

export const cartLimits = {
  /** Tickets of one sale type in one call. */
  perSaleType: 20,
  /** Tickets in one call (one seat group). */
  perCall: 20,
  /** Sale types in one call. */
  saleTypes: 10,
} as const;

/** Cookies the browser reads (not HttpOnly): the header badge and the cart counter show them. */
export const CART_AMOUNT_COOKIE = "cartAmount";
export const CART_URL_COOKIE = "cartUrl";
/** The visitor's cart (HttpOnly, random); the built-in webshop finds the held tickets by it. */
export const CART_KEY_COOKIE = "kulisse_cart";

/** The window event that tells every cart display to re-read the cart cookies. */
export const CART_UPDATED_EVENT = "cart-updated";

const quantity = refine(integer(), "quantity", (value) => (value >= 1 && value <= cartLimits.perSaleType) || `must be between 1 and ${cartLimits.perSaleType}`);

const addInput = refineWhole(
  object({
    lang: langSchema,
    quantities: size(array(quantity), 1, cartLimits.saleTypes),
    event_jet_id: id,
    sale_type_ids: size(array(id), 1, cartLimits.saleTypes),
    seat_group: optional(id),
    block_id: optional(id),
  }),
  "cart selection",
  (input) => {
    if (input.quantities.length !== input.sale_type_ids.length) return "quantities and sale_type_ids must have the same length";
    if (new Set(input.sale_type_ids).size !== input.sale_type_ids.length) return "sale_type_ids must not repeat";
    const total = input.quantities.reduce((sum, value) => sum + value, 0);
    return total <= cartLimits.perCall || `must ask for at most ${cartLimits.perCall} tickets in one call`;
  },
);

/** Spec §3 Cart response: the cart's ticket count after the call and where the cart is. */
export interface CartResponse {
  tickets_quantity: number;
  cart_url: string;
}

/** A failed cart call: the code of the shared table; 400s also name the field and the reason. */
export interface CartFailure extends ErrorBody {
  response_code: CartResponseCode;
}

/** One held line of the cart, as the webshop's cart page lists it. */
export interface HeldTicket {
  hold_id: number;
  event_id: number;
  title: string;
  /** ISO date-time with the Berlin offset. */
  date_start: string;
  venue: string;
  seat_group: string;
  /** The price's label ("Vollpreis" / a discount's name). */
  price_text: string;
  /** Time slot start "HH:MM:SS", or null for performances without slots. */
  time_start: string | null;
  quantity: number;
  unit_cents: number;
  /** ISO date-time with the Berlin offset. */
  expires_at: string;
  /** Seconds of the hold left by the server's clock (the visitor's clock may be wrong). */
  seconds_left: number;
}

export interface CartContents extends CartResponse {
  tickets: HeldTicket[];
  total_cents: number;
}

/** The body of a failed cart call: the code's message in the visitor's language. */
export function cartFailureBody(code: CartResponseCode, lang: Lang, problem: { field?: string; reason?: string } = {}): CartFailure {
  return { error: cartResponseMessages[code][lang], response_code: code, ...problem };
}

/** A bad cart input is the code table's -100, in the language of the path, with field and reason. */
function invalidCartInput(problem: { field: string; reason: string }, raw: Record<string, unknown>): CartFailure {
  return cartFailureBody(cartResponseCodes.invalidRequest, isLang(raw.lang) ? raw.lang : defaultLang, problem);
}

const cartCookies = [CART_KEY_COOKIE, CART_AMOUNT_COOKIE, CART_URL_COOKIE] as const;

export const shopCartContract = {
  /** One call per seat group of the visitor's selection; holds the tickets for CART_HOLD_MINUTES. */
  shopCartAdd: endpoint<CartResponse>()({
    method: "POST",
    path: "/:lang/api/shop-cart/",
    input: addInput,
    cookies: cartCookies,
    invalidInput: invalidCartInput,
  }),
  /** Gives one held line back (the webshop's cart page). */
  shopCartRemove: endpoint<CartResponse>()({
    method: "POST",
    path: "/:lang/api/shop-cart/remove/",
    input: object({ lang: langSchema, hold_id: id }),
    status: 200,
    cookies: cartCookies,
    invalidInput: invalidCartInput,
  }),
  /** What the visitor's cart holds now; brings the header's count back in line when holds ran out. */
  shopCartContents: endpoint<CartContents>()({
    method: "GET",
    path: "/:lang/api/shop-cart/",
    input: object({ lang: langSchema }),
    cookies: [CART_AMOUNT_COOKIE, CART_URL_COOKIE],
  }),
};
