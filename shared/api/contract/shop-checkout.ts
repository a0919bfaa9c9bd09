// The webshop's checkout (/webshop/checkout): which payment methods the visitor's cart may be paid
// with, and the call that turns the cart's held tickets into an order. The contact fields are checked
// by the server one by one, so a 400 names every failing field at once (`fields`), the first also as
// `field` and `reason`, each reason a sentence in the visitor's language.
import { array, boolean, enums, object, optional, refine, size, string } from "superstruct";
import type { ErrorBody } from "../api-error.ts";
import { endpoint } from "../endpoint.ts";
import { id, langSchema } from "../schemas.ts";
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from "./shop-cart.ts";

export const checkoutLimits = {
  /** Characters of a name. */
  name: 100,
  /** Characters of a phone number. */
  phone: 40,
  /** Held lines one checkout may list (a cart's caps keep it far below). */
  holds: 100,
} as const;

/** How the tickets come: a PDF by e-mail, or picked up at the box office. */
export const deliveries = ["eticket", "pickup"] as const;
export type Delivery = (typeof deliveries)[number];

/** The checkout form's fields, in the order the page shows them (and the summary lists them). */
export const checkoutFields = ["first_name", "last_name", "email", "phone", "delivery", "payment_method", "accept_terms"] as const;
export type CheckoutField = (typeof checkoutFields)[number];

/** A fresh key per rendered form: 16 to 64 letters, digits, - and _. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const idempotencyKey = refine(string(), "idempotency key", (value) => IDEMPOTENCY_KEY_PATTERN.test(value) || "must be 16 to 64 letters, digits, - and _");
// Text fields travel as they were typed; the server trims and checks them (all together).
const typed = optional(size(string(), 0, 1000));

const checkoutInput = object({
  lang: langSchema,
  idempotency_key: idempotencyKey,
  hold_ids: size(array(id), 1, checkoutLimits.holds),
  first_name: typed,
  last_name: typed,
  email: typed,
  phone: typed,
  delivery: optional(enums(deliveries)),
  payment_method: typed,
  accept_terms: optional(boolean()),
  /** Voucher and gift card codes, in the order entered (issue 26); with them the payment method may be empty when nothing is left to pay. */
  codes: optional(size(array(size(string(), 1, 40)), 0, 10)),
});

export interface CheckoutPaymentMethod {
  id: string;
  label: string;
}

export interface CheckoutOptions {
  /** The methods offered for the cart's tickets now (none for an empty cart). */
  payment_methods: CheckoutPaymentMethod[];
}

/** A placed order: where its page is. The same answer for a repeated submit of the same form. */
export interface PlacedOrder {
  code: string;
  /** The order page: /webshop/order/{code}/{secret}, with ?lang=en for English. */
  order_url: string;
  /** reserved or pending when placed; a repeated submit answers the order's state now. */
  status: "reserved" | "pending" | "paid" | "cancelled" | "expired";
  total_cents: number;
  /** What vouchers took off the tickets' sum (total_cents is after it) and what gift cards paid of it. */
  discount_cents: number;
  credit_cents: number;
  tickets_quantity: number;
}

/** A refused checkout whose fields need a correction: every failing field with its sentence. */
export interface CheckoutFieldErrors extends ErrorBody {
  fields: Partial<Record<CheckoutField, string>>;
}

export const shopCheckoutContract = {
  /** The payment methods the visitor's cart may be paid with now. */
  shopCheckoutOptions: endpoint<CheckoutOptions>()({
    method: "GET",
    path: "/:lang/api/shop-checkout/",
    input: object({ lang: langSchema }),
  }),
  /** Places the order: 201 with its page, 400 with the fields, 409 when the cart changed or seats are gone. */
  shopCheckout: endpoint<PlacedOrder>()({
    method: "POST",
    path: "/:lang/api/shop-checkout/",
    input: checkoutInput,
    // The cart is empty afterwards: its display cookies say so.
    cookies: [CART_AMOUNT_COOKIE, CART_URL_COOKIE],
  }),
};
