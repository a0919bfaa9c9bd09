// Vouchers (Gutscheine) and gift card codes (issue 26 point 4): the checkout's code check, the
// admin's vouchers (single or a batch, the list, each one's uses, deactivating) and the vouchers tied
// to a visitor's account in the user area.
import { array, boolean, enums, nullable, object, optional, refine, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { id, langSchema, pageNumber, wholeNumber } from "../schemas.ts";
import { checkoutLimits } from "./shop-checkout.ts";
import { instant } from "./page-publishing.ts";

export const voucherLimits = {
  /** Codes one order may carry (vouchers and gift cards together). */
  codes: 10,
  /** Characters of a typed code. */
  code: 40,
  /** Codes of one batch. */
  batch: 1000,
  /** Length of a generated code (after the prefix). */
  generated: 10,
} as const;

/** Vouchers per page of the admin's list. */
export const VOUCHER_PAGE_SIZE = 25;

export const voucherKinds = ["amount", "percent", "free_ticket"] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** A code as stored and compared: upper case, without spaces (people type them as they like). */
export const normalizedCode = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** The codes field of the checkout (as typed; the server normalizes them). */
export const typedCodes = size(array(size(string(), 1, voucherLimits.code)), 0, voucherLimits.codes);

/** The checkout's summary with the codes: the tickets, each discount, each gift card's part, what is due. */
export interface CodesSummary {
  tickets_cents: number;
  discounts: { code: string; cents: number }[];
  discount_cents: number;
  total_cents: number;
  /** Only the last 4 characters of a gift card's code are shown. */
  gift_cards: { last: string; cents: number }[];
  credit_cents: number;
  due_cents: number;
}

/** A stored code: A–Z, 0–9 and -, as the admin typed it or a prefix and a generated part. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9-]{4,40}$/;
const voucherCode = refine(string(), "code", (value) => VOUCHER_CODE_PATTERN.test(value) || "must be 4 to 40 capital letters, digits and -");
const prefix = refine(string(), "prefix", (value) => /^[A-Z0-9-]{0,20}$/.test(value) || "must be up to 20 capital letters, digits and -");
const ids = size(array(id), 0, 200);

const voucherSettings = {
  kind: enums(voucherKinds),
  /** amount: the value in cents. */
  amount_cents: optional(nullable(wholeNumber(1, 100_000_00))),
  /** percent: 1 to 100. */
  percent: optional(nullable(wholeNumber(1, 100))),
  /** free_ticket: how many tickets of one order. */
  free_tickets: optional(nullable(wholeNumber(1, 100))),
  sale_type_ids: optional(ids),
  production_ids: optional(ids),
  event_ids: optional(ids),
  performances_from: optional(nullable(instant)),
  performances_to: optional(nullable(instant)),
  max_uses: wholeNumber(1, 1_000_000),
  expires_at: optional(nullable(instant)),
  combinable: optional(boolean()),
  /** The customer account it is tied to. */
  user_id: optional(nullable(id)),
  batch: optional(size(string(), 0, 100)),
  note: optional(size(string(), 0, 1000)),
};

export interface AdminVoucher {
  id: number;
  code: string;
  kind: VoucherKind;
  amount_cents: number | null;
  percent: number | null;
  free_tickets: number | null;
  sale_type_ids: number[];
  production_ids: number[];
  event_ids: number[];
  performances_from: string | null;
  performances_to: string | null;
  max_uses: number;
  uses_count: number;
  combinable: boolean;
  expires_at: string | null;
  is_active: boolean;
  user_id: number | null;
  /** The tied account's e-mail address, or null. */
  user_email: string | null;
  batch: string;
  note: string;
  created_at: string;
}

export interface AdminVoucherUse {
  at: string;
  delta: number;
  /** The order's id (its admin page) and code, or null when the order is gone. */
  order_id: number | null;
  order_code: string | null;
  discount_cents: number;
  actor: string;
  /** The account that acted (a staff member's name, a customer's e-mail), or "" (a guest, the system). */
  who: string;
  reason: string;
}

export interface AdminVoucherDetail extends AdminVoucher {
  uses: AdminVoucherUse[];
}

export interface AdminVoucherList {
  count: number;
  page: number;
  pages: number;
  results: AdminVoucher[];
}

/** What a create call made: the codes (a batch's, to show and download as CSV). */
export interface CreatedVouchers {
  codes: string[];
  ids: number[];
}

/** The vouchers tied to the signed-in account, for the user area. */
export interface AccountCoupon {
  code: string;
  kind: VoucherKind;
  amount_cents: number | null;
  percent: number | null;
  free_tickets: number | null;
  expires_at: string | null;
  uses_left: number;
  /** Active, not expired and not used up. */
  usable: boolean;
  /** Why it can no longer be redeemed; null while usable. */
  ended: "used_up" | "expired" | "inactive" | null;
  combinable: boolean;
  /** What it is valid for, in the asked language; every list empty and no dates: for everything. */
  valid_for: {
    /** free_ticket: the price types' names. */
    price_types: string[];
    productions: string[];
    performances: { title: string; date_start: string }[];
    performances_from: string | null;
    performances_to: string | null;
  };
}

export const vouchersContract = {
  /** The checkout's summary with these codes for the cart's listed holds; 400 naming the code that is not valid. */
  shopCheckoutCodes: endpoint<CodesSummary>()({
    method: "POST",
    path: "/:lang/api/shop-checkout/codes/",
    input: object({ lang: langSchema, hold_ids: size(array(id), 1, checkoutLimits.holds), codes: typedCodes }),
  }),
  /** The vouchers, newest first, page by page; `q` finds a code, batch or note. */
  adminVouchers: endpoint<AdminVoucherList>()({
    method: "GET",
    path: "/:lang/admin-api/vouchers/",
    input: object({ lang: langSchema, q: optional(size(string(), 0, 200)), page: pageNumber }),
    access: "manageVouchers",
  }),
  /** One voucher with its uses (given back ones too). */
  adminVoucher: endpoint<AdminVoucherDetail>()({
    method: "GET",
    path: "/:lang/admin-api/vouchers/:id/",
    input: object({ lang: langSchema, id }),
    access: "manageVouchers",
  }),
  /**
   * Creates one voucher with `code` (or a generated one), or with `count` a batch of generated codes
   * starting with `prefix`, all with the same settings. 201 with the codes; 400 names the field.
   */
  adminVoucherCreate: endpoint<CreatedVouchers>()({
    method: "POST",
    path: "/:lang/admin-api/vouchers/",
    input: object({ lang: langSchema, code: optional(voucherCode), count: optional(wholeNumber(1, voucherLimits.batch)), prefix: optional(prefix), ...voucherSettings }),
    access: "manageVouchers",
  }),
  /** Deactivates (or activates again) a voucher; uses already made stay. */
  adminVoucherActive: endpoint<AdminVoucher>()({
    method: "POST",
    path: "/:lang/admin-api/vouchers/:id/active/",
    input: object({ lang: langSchema, id, is_active: boolean() }),
    access: "manageVouchers",
  }),
  /** The vouchers tied to the signed-in account. */
  accountCoupons: endpoint<AccountCoupon[]>()({
    method: "GET",
    path: "/:lang/api/account/coupons/",
    input: object({ lang: langSchema }),
    access: "useAccount",
  }),
};
