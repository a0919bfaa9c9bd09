// Visitors' own accounts in the backend admin (issue 26 point 7): search them by name or e-mail, see
// one with its consents, orders, gift cards and vouchers, deactivate or reactivate it. For admins
// (manageVisitorAccounts). No answer ever carries a password or token hash.
import { boolean, object, optional, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { id, langSchema, pageNumber } from "../schemas.ts";
import type { AdminOrderStatus } from "./admin-orders.ts";

/** Accounts per page of the list. */
export const VISITOR_ACCOUNT_PAGE_SIZE = 25;

export interface VisitorAccountSummary {
  id: number;
  name: string;
  email: string;
  /** Whether the address was confirmed (double opt-in). */
  confirmed: boolean;
  is_active: boolean;
  /** ISO date-times with the Berlin offset; last_login_at null before the first sign-in. */
  created_at: string;
  last_login_at: string | null;
  /** The account's orders (every state). */
  order_count: number;
}

export interface VisitorAccountList {
  count: number;
  page: number;
  pages: number;
  results: VisitorAccountSummary[];
}

/** One grant or withdrawal, as it was given. */
export interface VisitorAccountConsent {
  topic: "newsletter" | "information";
  granted: boolean;
  text_version: string;
  at: string;
}

export interface VisitorAccountOrder {
  id: number;
  code: string;
  status: AdminOrderStatus;
  total_cents: number;
  created_at: string;
  /** The admin's order screen. */
  url: string;
}

export interface VisitorAccountGiftCard {
  id: number;
  code: string;
  status: "pending" | "active" | "void";
  initial_cents: number;
  balance_cents: number;
  valid_until: string | null;
}

export interface VisitorAccountVoucher {
  id: number;
  code: string;
  kind: "amount" | "percent" | "free_ticket";
  uses_count: number;
  max_uses: number;
  is_active: boolean;
  expires_at: string | null;
}

export interface VisitorAccount extends VisitorAccountSummary {
  first_name: string;
  last_name: string;
  /** When the address was confirmed, or null. */
  email_confirmed_at: string | null;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  preferred_lang: "de" | "en";
  /** Newest first. */
  consents: VisitorAccountConsent[];
  orders: VisitorAccountOrder[];
  gift_cards: VisitorAccountGiftCard[];
  vouchers: VisitorAccountVoucher[];
}

export const visitorAccountsAdminContract = {
  /** Visitors' accounts, newest first; `q` is part of the name or the e-mail address. */
  adminVisitorAccounts: endpoint<VisitorAccountList>()({
    method: "GET",
    path: "/:lang/admin-api/visitor-accounts/",
    input: object({ lang: langSchema, q: optional(size(string(), 0, 200)), page: pageNumber }),
    access: "manageVisitorAccounts",
  }),
  adminVisitorAccount: endpoint<VisitorAccount>()({
    method: "GET",
    path: "/:lang/admin-api/visitor-accounts/:account/",
    input: object({ lang: langSchema, account: id }),
    access: "manageVisitorAccounts",
  }),
  /** Deactivates (its sessions end at once, it cannot sign in) or reactivates the account; logged. */
  adminVisitorAccountActive: endpoint<{ is_active: boolean }>()({
    method: "POST",
    path: "/:lang/admin-api/visitor-accounts/:account/active/",
    input: object({ lang: langSchema, account: id, active: boolean() }),
    access: "manageVisitorAccounts",
    status: 200,
  }),
};
