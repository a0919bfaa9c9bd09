// The shop's orders in the backend admin (issue 23): the list with its search, filters and CSV, one
// order with its tickets and history, and what the staff do with it: mark it paid, cancel it, send
// its mail again. For the box office and admins (manageOrders); every change goes through the order
// state table on the server (server/shop/order-states.ts).
import { enums, object, optional, refine, size, string } from "superstruct";
import { endpoint, type FileAnswer } from "../endpoint.ts";
import { id, langSchema, pageNumber } from "../schemas.ts";
import type { OrderTicketFacts, OrderTotalRow } from "./shop-order.ts";

/** An order's states, as server/shop/order-states.ts names them. */
export const adminOrderStatuses = ["reserved", "pending", "paid", "cancelled", "expired"] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/** Orders per page of the admin's order list. */
export const ORDER_PAGE_SIZE = 25;

export interface AdminChoice {
  value: string;
  label: string;
}

export interface AdminOrderSummary {
  id: number;
  code: string;
  status: AdminOrderStatus;
  payment_method: string;
  /** The payment method's name in the admin's language. */
  payment_label: string;
  name: string;
  email: string;
  total_cents: number;
  tickets: number;
  /** The performances' titles and dates, in short. */
  performances: string;
  /** ISO date-time with the Berlin offset. */
  created_at: string;
}

export interface AdminOrderList {
  count: number;
  page: number;
  pages: number;
  results: AdminOrderSummary[];
  /** The CSV of the same filters (all pages). */
  csv_url: string;
  /** What the list can be narrowed down to. */
  filters: { performances: AdminChoice[]; payment_methods: AdminChoice[] };
}

export interface AdminOrderTicket extends OrderTicketFacts {
  id: number;
  position: number;
  checked_in_at: string | null;
  /** Who admitted it, or null. */
  checked_in_by: string | null;
}

/** One row of the order's history. */
export interface AdminOrderEvent {
  at: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  /** A staff member's name; "visitor" or "system" otherwise. */
  who: string;
  actor: "staff" | "visitor" | "system";
  note: string;
}

export interface AdminOrder {
  id: number;
  code: string;
  status: AdminOrderStatus;
  payment_method: string;
  payment_label: string;
  delivery: "eticket" | "pickup";
  lang: "de" | "en";
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  total_cents: number;
  /** The total's breakdown with vouchers and gift cards, in the staff's language (a single total row without). */
  totals: OrderTotalRow[];
  /** Until when an unpaid order is held; null once paid. */
  release_at: string | null;
  payment_reference: string;
  created_at: string;
  /** Who sold it at the counter, or null. */
  sold_by: string | null;
  tickets: AdminOrderTicket[];
  history: AdminOrderEvent[];
  /** The tickets' PDF and the visitor's order page (their secret is the key). */
  pdf_url: string;
  order_url: string;
  /** What the state table allows now, and whether there is an address to mail. */
  allowed: { pay: boolean; cancel: boolean; resend: boolean };
}

/** What an action did: the order's state afterwards. */
export interface AdminOrderChanged {
  status: AdminOrderStatus;
}

const filterInput = {
  lang: langSchema,
  /** Part of the code, the name or the e-mail address. */
  q: optional(size(string(), 0, 200)),
  /** Orders with a ticket of this performance. */
  performance: optional(id),
  status: optional(enums(adminOrderStatuses)),
  payment: optional(refine(string(), "payment method", (value) => /^[a-z_]{1,40}$/.test(value) || "must be a payment method's id")),
};

const note = (max: number) => optional(size(string(), 0, max));

export const adminOrdersContract = {
  /** The orders, newest first; unpaid orders past their deadline are written as expired first. */
  adminOrders: endpoint<AdminOrderList>()({
    method: "GET",
    path: "/:lang/admin-api/orders/",
    input: object({ ...filterInput, page: pageNumber }),
    access: "manageOrders",
  }),
  /** The same list as CSV: UTF-8 with BOM, `;` between fields (docs/decisions.md). */
  adminOrdersCsv: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/admin-api/orders.csv",
    input: object(filterInput),
    access: "manageOrders",
    answer: "file",
  }),
  adminOrder: endpoint<AdminOrder>()({
    method: "GET",
    path: "/:lang/admin-api/orders/:order/",
    input: object({ lang: langSchema, order: id }),
    access: "manageOrders",
  }),
  /** The money came (at the counter, by transfer): 409 when the state table does not allow it now (e.g. expired). */
  adminOrderPay: endpoint<AdminOrderChanged>()({
    method: "POST",
    path: "/:lang/admin-api/orders/:order/pay/",
    input: object({ lang: langSchema, order: id, note: note(500) }),
    access: "manageOrders",
    status: 200,
  }),
  /** Cancels the order; its seats are free at once. The reason goes into the history. */
  adminOrderCancel: endpoint<AdminOrderChanged>()({
    method: "POST",
    path: "/:lang/admin-api/orders/:order/cancel/",
    input: object({ lang: langSchema, order: id, reason: note(500) }),
    access: "manageOrders",
    status: 200,
  }),
  /** Sends the confirmation mail again, to the order's address. */
  adminOrderResend: endpoint<AdminOrderChanged>()({
    method: "POST",
    path: "/:lang/admin-api/orders/:order/resend/",
    input: object({ lang: langSchema, order: id }),
    access: "manageOrders",
    status: 200,
  }),
};
