// The visitor's order page (/webshop/order/{code}/{secret}, the link in the confirmation mail): the
// order as its page shows it, cancelling it, and sending the confirmation again. No login: the code
// and the secret are the key. A wrong key answers 404 whether or not the code exists, never 403.
import { literal, object, refine, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { langSchema } from "../schemas.ts";

/** An order code: 8 capitals and digits without look-alikes (no I, O, 0, 1). */
export const ORDER_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
/** An order's secret as links carry it (base64url or hex of 32 random bytes). */
export const ORDER_SECRET_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const orderCode = refine(string(), "order code", (value) => ORDER_CODE_PATTERN.test(value) || "must be 8 capital letters and digits");
const orderSecret = refine(string(), "order secret", (value) => ORDER_SECRET_PATTERN.test(value) || "must be 16 to 100 letters, digits, - or _");

const orderKey = { lang: langSchema, code: orderCode, secret: orderSecret };

/** What every screen shows of a ticket: the performance, the place and the price. */
export interface OrderTicketFacts {
  title: string;
  /** ISO date-time with the Berlin offset. */
  date_start: string;
  /** A time slot's start "HH:MM:SS", or null. */
  time_start: string | null;
  venue: string;
  room: string;
  seat_group: string;
  price_text: string;
  unit_cents: number;
}

export interface ShopOrderTicket extends OrderTicketFacts {
  /** What the visitor and the box office read: "{code}-{position}". */
  number: string;
}

/**
 * One line of an order's totals, labelled in the page's language: the sum before discounts and each
 * voucher's discount (only with vouchers), the total, each gift card's part (its code's last four)
 * and what is still due (only with gift cards). Discounts and gift cards' parts are negative.
 */
export interface OrderTotalRow {
  kind: "subtotal" | "discount" | "total" | "gift_card" | "due";
  label: string;
  cents: number;
}

/** A gift card the order sells, as a position. */
export interface OrderGiftCardPosition {
  label: string;
  cents: number;
}

/** How to pay an unpaid order, or nothing to do. */
export type ShopOrderPayment =
  | { kind: "box_office"; pay_until: string }
  | { kind: "bank_transfer"; pay_until: string; holder: string; iban: string; bic: string; amount_cents: number; reference: string }
  | { kind: "none" };

/** Why the page offers no cancel button: paid online orders go to the box office; too close to the performance; already over. */
export type CancelRefusal = "paid" | "deadline" | "final";

export interface ShopOrder {
  code: string;
  status: "reserved" | "pending" | "paid" | "cancelled" | "expired";
  /** Until when an unpaid order is held (ISO, Berlin offset); null once paid. */
  release_at: string | null;
  payment_method: string;
  /** The payment method's name in the page's language. */
  payment_label: string;
  delivery: "eticket" | "pickup";
  /** The language the order was placed in (its mails and tickets). */
  order_lang: "de" | "en";
  contact: { first_name: string; last_name: string; email: string; phone: string };
  total_cents: number;
  /** The total's breakdown (a single total row without vouchers and gift cards). */
  totals: OrderTotalRow[];
  /** What gift cards left to pay (total less their part); what payment instructions ask for. */
  due_cents: number;
  created_at: string;
  tickets: ShopOrderTicket[];
  /** The gift cards the order sells. */
  gift_cards: OrderGiftCardPosition[];
  payment: ShopOrderPayment;
  /** Whether the visitor may cancel now, until when (ISO), why not, and the setting's hours before the performance. */
  cancel: { possible: boolean; until: string | null; refusal: CancelRefusal | null; hours_before: number };
  /** Whether the e-ticket PDF is offered (e-ticket orders, paid or still payable). */
  pdf: boolean;
  /** Whether the confirmation can be sent again (not for cancelled or expired orders). */
  resend: boolean;
  /** Confirmation mails per hour. */
  resend_limit: number;
}

export interface ResendAnswer {
  sent_to: string;
}

export const shopOrderContract = {
  /** The order for its page; 404 unless code and secret belong together. */
  shopOrder: endpoint<ShopOrder>()({
    method: "GET",
    path: "/:lang/api/shop-order/:code/:secret/",
    input: object(orderKey),
  }),
  /** Cancels an unpaid order before the cancel deadline; its seats are free at once. 409 with `reason` (a CancelRefusal) otherwise. */
  shopOrderCancel: endpoint<ShopOrder>()({
    method: "POST",
    path: "/:lang/api/shop-order/:code/:secret/cancel/",
    input: object({ ...orderKey, confirm: literal(true) }),
    status: 200,
  }),
  /** Sends the confirmation mail again to the order's address; 429 with Retry-After beyond the limit per hour. */
  shopOrderResendMail: endpoint<ResendAnswer>()({
    method: "POST",
    path: "/:lang/api/shop-order/:code/:secret/resend-mail/",
    input: object(orderKey),
    status: 200,
  }),
};
