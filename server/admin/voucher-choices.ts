// What the admin may limit a new voucher to: the productions (A–Z), the performances from a month
// ago on (the soonest first) and the price types, each as a value and a label in the admin's language.
import { asc, desc, eq, gte, sql } from "drizzle-orm";
import type { AdminVoucherChoices } from "../../shared/api/contract/admin-vouchers.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { staffDateTime } from "../../shared/lib/staff-dates.ts";
import type { Db } from "../db/client.ts";
import { events, prices, productions } from "../db/schema.ts";

/** Enough for a season's programme; older performances are not sold any more. */
const PERFORMANCES_LIMIT = 400;

export async function voucherChoices(db: Db, lang: Lang): Promise<AdminVoucherChoices> {
  const productionRows = await db.select({ id: productions.id, title: productions.title }).from(productions);
  const performanceRows = await db
    .select({ id: events.id, title: events.title, productionTitle: productions.title, dateStart: events.dateStart })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(gte(events.dateStart, sql`now() - interval '1 month'`))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(PERFORMANCES_LIMIT);
  // A price type has no table of its own: its name is the text of its prices (the full price's first).
  const saleTypeRows = await db
    .selectDistinctOn([prices.saleTypeId], { id: prices.saleTypeId, text: prices.text })
    .from(prices)
    .orderBy(prices.saleTypeId, desc(prices.isFullPrice), asc(prices.id));
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, lang);
  return {
    productions: productionRows.map((row) => ({ value: String(row.id), label: pick(row.title, lang) })).sort(byLabel),
    performances: performanceRows.map((row) => ({ value: String(row.id), label: `${pick(row.title ?? row.productionTitle, lang)} · ${staffDateTime(row.dateStart, lang)}` })),
    sale_types: saleTypeRows.map((row) => ({ value: String(row.id), label: pick(row.text, lang) })),
  };
}
