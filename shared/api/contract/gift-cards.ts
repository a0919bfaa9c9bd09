// Gift cards (issue 26 point 5): sold in the webshop, activated when their order is paid, kept by the
// admin (list, history, adjustment, void) and shown in the user area. Redeeming a card at the checkout
// belongs to the checkout's contract. Amounts travel in cents; a sale's amount is whole euros.
import { boolean, enums, object, optional, refine, size, string } from "superstruct";
import { endpoint, type FileAnswer } from "../endpoint.ts";
import { id, langSchema, pageNumber, wholeNumber } from "../schemas.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "./shop-checkout.ts";

export const giftCardLimits = {
  /** The amounts offered with one click, in euros. */
  presetEuros: [25, 50, 100],
  /** A free amount: whole euros from … */
  minEuros: 10,
  /** … to. */
  maxEuros: 500,
  /** Cards of one amount in one order. */
  maxQuantity: 10,
  /** Characters of an admin's note. */
  note: 500,
  /** Gift cards per page of the admin's list. */
  pageSize: 25,
} as const;

export const giftCardStatuses = ["pending", "active", "void"] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

/** Why a balance changed (server/shop/gift-card-balance.ts). */
export type GiftCardReason = "issued" | "activated" | "redeemed" | "refunded" | "adjusted" | "voided";

/** A gift card code as typed: letters and digits, spaces and dashes ignored. */
export const GIFT_CARD_CODE_PATTERN = /^[A-Za-z0-9 -]{4,40}$/;

/** The code as printed and shown: "ABCD-EFGH-JKLM-NPQR" (the PDF, the mail, the user area). */
export const printedGiftCardCode = (code: string): string => code.match(/.{1,4}/g)?.join("-") ?? code;

export interface GiftCardSummary {
  id: number;
  code: string;
  status: GiftCardStatus;
  initial_cents: number;
  balance_cents: number;
  /** ISO date-time: the first moment it is no longer valid; null while not yet activated. */
  valid_until: string | null;
  /** Whether valid_until has passed. */
  expired: boolean;
  created_at: string;
  /** The order that sold it, or null. */
  order_id: number | null;
  order_code: string | null;
}

/** One balance change: how much, the balance after it, who, when and why, and the order. */
export interface GiftCardTransaction {
  at: string;
  delta_cents: number;
  balance_after_cents: number;
  reason: GiftCardReason;
  actor: "staff" | "visitor" | "system";
  /** A staff member's or customer's name, else "visitor" or "system". */
  who: string;
  note: string;
  order_id: number | null;
  order_code: string | null;
}

export interface GiftCardDetail extends GiftCardSummary {
  transactions: GiftCardTransaction[];
  /** The account it belongs to (bought by it or added to it), or null. */
  account: { id: number; name: string; email: string } | null;
}

/** A row of the admin's list: the card, who bought it (the selling order's contact) and its account. */
export interface AdminGiftCardRow extends GiftCardSummary {
  buyer: { name: string; email: string } | null;
  account: { id: number; name: string; email: string } | null;
}

export interface GiftCardList {
  count: number;
  page: number;
  pages: number;
  results: AdminGiftCardRow[];
}

export interface GiftCardSaleOptions {
  payment_methods: { id: string; label: string }[];
  /** The signed-in account's name and address, for the form. */
  buyer: { first_name: string; last_name: string; email: string } | null;
}

/** A placed gift card order: where its page is. The same answer for a repeated submit of the same form. */
export interface PlacedGiftCardOrder {
  code: string;
  order_url: string;
  status: "reserved" | "pending" | "paid" | "cancelled" | "expired";
  total_cents: number;
  cards: number;
}

const idempotencyKey = refine(string(), "idempotency key", (value) => IDEMPOTENCY_KEY_PATTERN.test(value) || "must be 16 to 64 letters, digits, - and _");
const typed = optional(size(string(), 0, 1000));
const giftCardCode = refine(string(), "gift card code", (value) => GIFT_CARD_CODE_PATTERN.test(value) || "must be 4 to 40 letters and digits");
const requiredNote = refine(size(string(), 1, giftCardLimits.note), "note", (value) => value.trim().length > 0 || "must not be empty");

export const giftCardsContract = {
  /** What the gift card form offers: the payment methods, and the signed-in buyer. */
  giftCardSaleOptions: endpoint<GiftCardSaleOptions>()({
    method: "GET",
    path: "/:lang/api/gift-cards/",
    input: object({ lang: langSchema }),
  }),
  /** Orders `quantity` cards of `amount_euros` each: 201 with the order's page, 400 with the fields. */
  giftCardSale: endpoint<PlacedGiftCardOrder>()({
    method: "POST",
    path: "/:lang/api/gift-cards/",
    input: object({
      lang: langSchema,
      idempotency_key: idempotencyKey,
      amount_euros: wholeNumber(giftCardLimits.minEuros, giftCardLimits.maxEuros),
      quantity: wholeNumber(1, giftCardLimits.maxQuantity),
      first_name: typed,
      last_name: typed,
      email: typed,
      payment_method: typed,
      accept_terms: optional(boolean()),
    }),
  }),
  /** The signed-in account's gift cards, newest first, each with its history. */
  accountGiftCards: endpoint<GiftCardDetail[]>()({
    method: "GET",
    path: "/:lang/api/account/gift-cards/",
    input: object({ lang: langSchema }),
    access: "useAccount",
  }),
  /** Ties a card, by its code, to the signed-in account (404 for an unknown or voided code, 409 when another account has it). */
  accountGiftCardAdd: endpoint<GiftCardDetail>()({
    method: "POST",
    path: "/:lang/api/account/gift-cards/",
    input: object({ lang: langSchema, code: giftCardCode }),
    access: "useAccount",
    status: 200,
  }),
  /** An active card of the account as its PDF again. */
  accountGiftCardPdf: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/api/account/gift-cards/:card/pdf",
    input: object({ lang: langSchema, card: id }),
    access: "useAccount",
    answer: "file",
  }),
  /** The admin's list: search by code (or part of it) or the buyer's or account's name or e-mail, status; `with_balance` only cards holding money. */
  adminGiftCards: endpoint<GiftCardList>()({
    method: "GET",
    path: "/:lang/admin-api/gift-cards/",
    input: object({ lang: langSchema, q: optional(size(string(), 0, 100)), status: optional(enums(giftCardStatuses)), with_balance: optional(boolean()), page: pageNumber }),
    access: "manageVouchers",
  }),
  adminGiftCard: endpoint<GiftCardDetail>()({
    method: "GET",
    path: "/:lang/admin-api/gift-cards/:card/",
    input: object({ lang: langSchema, card: id }),
    access: "manageVouchers",
  }),
  /** Adds to (or takes from) an active card's balance, with a note saying why; 409 when it would go below zero. */
  adminGiftCardAdjust: endpoint<GiftCardDetail>()({
    method: "POST",
    path: "/:lang/admin-api/gift-cards/:card/adjust/",
    input: object({ lang: langSchema, card: id, delta_cents: refine(wholeNumber(-100_000_000, 100_000_000), "amount", (value) => value !== 0 || "must not be zero"), note: requiredNote }),
    access: "manageVouchers",
    status: 200,
  }),
  /** Voids a card: its balance goes to zero with a row; it can no longer pay. */
  adminGiftCardVoid: endpoint<GiftCardDetail>()({
    method: "POST",
    path: "/:lang/admin-api/gift-cards/:card/void/",
    input: object({ lang: langSchema, card: id, note: requiredNote }),
    access: "manageVouchers",
    status: 200,
  }),
};
