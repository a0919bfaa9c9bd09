// The vouchers tied to a visitor's account, as the user area's coupons list them: what each gives, how
// many uses are left, until when, why it can no longer be redeemed, and what it is valid for in words
// (the price types', productions' and performances' names in the asked language, not their ids).
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AccountCoupon } from "../../../shared/api/contract/vouchers.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import type { Db } from "../../db/client.ts";
import { events, prices, productions, vouchers } from "../../db/schema.ts";
import { voucherUsableNow } from "./order-codes-redemption.ts";

const isoOrNull = (date: Date | null) => (date ? berlinIso(date) : null);

/** Expired by PostgreSQL's clock, like the redemption's check. */
const voucherExpiredNow = sql<boolean>`(${vouchers.expiresAt} is not null and ${vouchers.expiresAt} <= now())`;

interface ScopeNames {
  priceTypes: Map<number, string>;
  productions: Map<number, string>;
  performances: Map<number, { title: string; date_start: string }>;
}

/** The names of every price type, production and performance the vouchers are limited to. */
async function scopeNames(db: Db, rows: (typeof vouchers.$inferSelect)[], lang: Lang): Promise<ScopeNames> {
  const saleTypeIds = [...new Set(rows.flatMap((row) => row.saleTypeIds))];
  const productionIds = [...new Set(rows.flatMap((row) => row.productionIds))];
  const eventIds = [...new Set(rows.flatMap((row) => row.eventIds))];
  // A sale type has no table of its own: its name is the text of its prices (the same on every event's).
  const priceTypeRows = saleTypeIds.length
    ? await db.selectDistinctOn([prices.saleTypeId], { id: prices.saleTypeId, text: prices.text }).from(prices).where(inArray(prices.saleTypeId, saleTypeIds)).orderBy(prices.saleTypeId, asc(prices.id))
    : [];
  const productionRows = productionIds.length ? await db.select({ id: productions.id, title: productions.title }).from(productions).where(inArray(productions.id, productionIds)) : [];
  const eventRows = eventIds.length
    ? await db
        .select({ id: events.id, eventTitle: events.title, productionTitle: productions.title, dateStart: events.dateStart })
        .from(events)
        .innerJoin(productions, eq(productions.id, events.productionId))
        .where(inArray(events.id, eventIds))
    : [];
  return {
    priceTypes: new Map(priceTypeRows.map((row) => [row.id, pick(row.text, lang)])),
    productions: new Map(productionRows.map((row) => [row.id, pick(row.title, lang)])),
    performances: new Map(eventRows.map((row) => [row.id, { title: pick(row.eventTitle ?? row.productionTitle, lang), date_start: berlinIso(row.dateStart) }])),
  };
}

/** Names of the ids that still exist (a deleted production is no longer worth naming). */
const named = <Name>(ids: number[], names: Map<number, Name>): Name[] => ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []));

/** The vouchers tied to the account, the usable first, then by end date. */
export async function accountCoupons(db: Db, userId: number, lang: Lang): Promise<AccountCoupon[]> {
  const rows = await db
    .select({ voucher: vouchers, usable: voucherUsableNow, expired: voucherExpiredNow })
    .from(vouchers)
    .where(eq(vouchers.userId, userId))
    .orderBy(desc(voucherUsableNow), vouchers.expiresAt, vouchers.id);
  const names = await scopeNames(
    db,
    rows.map((row) => row.voucher),
    lang,
  );
  return rows.map(({ voucher, usable, expired }) => {
    const usesLeft = voucher.maxUses - voucher.usesCount;
    return {
      code: voucher.code,
      kind: voucher.kind,
      amount_cents: voucher.amountCents,
      percent: voucher.percent,
      free_tickets: voucher.freeTickets,
      expires_at: isoOrNull(voucher.expiresAt),
      uses_left: usesLeft,
      usable,
      ended: usable ? null : usesLeft <= 0 ? "used_up" : expired ? "expired" : "inactive",
      combinable: voucher.combinable,
      valid_for: {
        price_types: named(voucher.saleTypeIds, names.priceTypes),
        productions: named(voucher.productionIds, names.productions),
        performances: named(voucher.eventIds, names.performances).sort((a, b) => a.date_start.localeCompare(b.date_start)),
        performances_from: isoOrNull(voucher.performancesFrom),
        performances_to: isoOrNull(voucher.performancesTo),
      },
    };
  });
}
