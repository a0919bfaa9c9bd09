// The hub's part on visitors' accounts and money kept for later (issue 26 point 7): new accounts,
// redeemed vouchers and sold gift cards in the last 7 and 30 days, and the gift cards' balance still
// outstanding. Read-only; for admins (manageVisitorAccounts), the hub hides it from others.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { langSchema } from "../schemas.ts";

/** What happened within one window of days up to now. */
export interface AccountsWindow {
  days: number;
  /** Visitors' accounts created. */
  new_accounts: number;
  /** Voucher uses less the uses given back (cancelled orders). */
  redeemed_vouchers: number;
  /** Gift cards sold in the shop and paid, and their value. */
  gift_cards_sold: number;
  gift_cards_sold_cents: number;
}

export interface DashboardAccounts {
  /** 7 and 30 days. */
  windows: AccountsWindow[];
  /** The balance of every active gift card not past its end: what the theatre still owes. */
  gift_card_balance_cents: number;
}

export const dashboardAccountsContract = {
  dashboardAccounts: endpoint<DashboardAccounts>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/accounts/",
    input: object({ lang: langSchema }),
    access: "manageVisitorAccounts",
  }),
};
