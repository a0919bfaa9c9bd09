// The cart call of the booking widget (spec §7 POST /{lang}/api/shop-cart/) and what goes with it:
// the payload's schema, the answers, the limits and the cookies. It sets cookies, so it is not in
// the contract object (handlers there only return JSON); the server mounts its own route at this
// path, behind the CSRF check, and the widget posts here.
import { array, integer, object, optional, refine, size } from "superstruct";
import { id, langSchema } from "../schemas.ts";
import type { CartResponseCode } from "../../ticketing/cart-response-codes.ts";

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

export const shopCartInput = refine(
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

export const shopCart = {
  method: "POST",
  path: "/:lang/api/shop-cart/",
} as const;

/** Removes one held ticket line from the visitor's cart (the webshop's cart page). */
export const shopCartRemove = {
  method: "POST",
  path: "/:lang/api/shop-cart/remove/",
} as const;

export const shopCartRemoveInput = object({ lang: langSchema, hold_id: id });

/** Spec §3 Cart response: the cart's ticket count after the call and where the cart is. */
export interface CartResponse {
  tickets_quantity: number;
  cart_url: string;
}

/** A failed cart call: the code of the shared table; 400s also name the field and the reason. */
export interface CartFailure {
  error: string;
  response_code: CartResponseCode;
  field?: string;
  reason?: string;
}
