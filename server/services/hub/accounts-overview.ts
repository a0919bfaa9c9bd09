// The hub's part on visitors' accounts (issue 26 point 7), counted from the rows as they are: new
// visitors' accounts by created_at; redeemed vouchers as the voucher_uses rows' deltas summed (a use
// +1, a use given back −1, each counted in the window where it happened); gift cards sold as the
// shop's cards whose order was paid (status active; a voided card is no sale), by the card's created_at; the
// outstanding balance as every active card's balance not past its end. Windows end now and reach 7
// and 30 days back (docs/decisions.md).
import { and, eq, gt, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { AccountsWindow, DashboardAccounts } from "../../../shared/api/contract/dashboard-accounts.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { giftCards, users, voucherUses } from "../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOWS = [7, 30] as const;

async function windowOf(db: Db, now: Date, days: number): Promise<AccountsWindow> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const within = (column: PgColumn) => and(gte(column, since), lte(column, now));
  const [[accounts], [uses], [cards]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, "customer"), within(users.createdAt))),
    db
      .select({ n: sql<number>`coalesce(sum(${voucherUses.delta}), 0)::int` })
      .from(voucherUses)
      .where(within(voucherUses.createdAt)),
    db
      .select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${giftCards.initialCents}), 0)::int` })
      .from(giftCards)
      .where(and(isNotNull(giftCards.orderId), eq(giftCards.status, "active"), within(giftCards.createdAt))),
  ]);
  return { days, new_accounts: accounts.n, redeemed_vouchers: uses.n, gift_cards_sold: cards.n, gift_cards_sold_cents: cards.cents };
}

export async function accountsOverview(db: Db, now: Date): Promise<DashboardAccounts> {
  const windows = await Promise.all(WINDOWS.map((days) => windowOf(db, now, days)));
  const [balance] = await db
    .select({ cents: sql<number>`coalesce(sum(${giftCards.balanceCents}), 0)::int` })
    .from(giftCards)
    .where(and(eq(giftCards.status, "active"), or(isNull(giftCards.validUntil), gt(giftCards.validUntil, now))));
  return { windows, gift_card_balance_cents: balance.cents };
}
