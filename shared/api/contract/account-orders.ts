// The user area's orders and reservations (issue 26 point 3): the signed-in account's own orders,
// newest first and paged, one of them by its code, the unpaid ones with their payment deadline and
// the contact the checkout starts with. Only the account's own orders: another account's code is a
// 404, never a 403, so a code says nothing about whether it exists.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { langSchema, pageNumber } from "../schemas.ts";
import type { Paged } from "../types.ts";
import { orderCode, type ShopOrder } from "./shop-order.ts";

/** Orders per page of the user area's list. */
export const ACCOUNT_ORDER_PAGE_SIZE = 10;

export interface AccountOrderSummary {
  code: string;
  status: ShopOrder["status"];
  /** ISO date-time with the Berlin offset. */
  created_at: string;
  /** Until when an unpaid order is held (ISO, Berlin offset); null once paid, cancelled or expired. */
  release_at: string | null;
  delivery: ShopOrder["delivery"];
  /** The payment method's name in the page's language. */
  payment_label: string;
  total_cents: number;
  tickets: number;
  /** Each performance once, in the order of its first ticket. */
  performances: { title: string; date_start: string }[];
  /** The order page (tickets PDF, payment instructions, cancelling): /webshop/order/{code}/{secret}. */
  order_url: string;
  /** The tickets PDF, when the order has one (e-tickets, not cancelled or expired). */
  pdf_url: string | null;
}

/** The contact a signed-in visitor's checkout starts with. */
export interface AccountCheckoutContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export const accountOrdersContract = {
  /** The account's orders, newest first. */
  accountOrders: endpoint<Paged<AccountOrderSummary>>()({
    method: "GET",
    path: "/:lang/api/account/orders/",
    input: object({ lang: langSchema, page: pageNumber }),
    access: "useAccount",
  }),
  /** One of the account's orders by its code; 404 for any other code. */
  accountOrder: endpoint<AccountOrderSummary>()({
    method: "GET",
    path: "/:lang/api/account/orders/:code/",
    input: object({ lang: langSchema, code: orderCode }),
    access: "useAccount",
  }),
  /** The account's unpaid orders (reserved, pending), the nearest deadline first. */
  accountReservations: endpoint<{ results: AccountOrderSummary[] }>()({
    method: "GET",
    path: "/:lang/api/account/reservations/",
    input: object({ lang: langSchema }),
    access: "useAccount",
  }),
  /** The signed-in visitor's contact for the checkout; null for nobody signed in. */
  accountCheckoutContact: endpoint<{ contact: AccountCheckoutContact | null }>()({
    method: "GET",
    path: "/:lang/api/account/checkout-contact/",
    input: object({ lang: langSchema }),
  }),
};
