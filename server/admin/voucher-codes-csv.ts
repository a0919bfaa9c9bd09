// A batch's codes as CSV for printing or a mail merge: a header line, then per voucher its code,
// its value in words and its end date (ISO, for machines), in the order the ids were given.
import { inArray } from "drizzle-orm";
import { notFound } from "../../shared/api/api-error.ts";
import type { FileAnswer } from "../../shared/api/endpoint.ts";
import { berlinDay } from "../../shared/lib/berlin-time.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { dictionary } from "../../src/i18n/index.tsx";
import { voucherValueText } from "../../src/admin/vouchers/voucher-value.ts";
import type { Db } from "../db/client.ts";
import { vouchers } from "../db/schema.ts";
import { csvText } from "./csv-text.ts";

export async function voucherCodesCsv(db: Db, idList: string, lang: Lang): Promise<FileAnswer> {
  const ids = [...new Set(idList.split(",").map(Number))];
  const rows = await db.select().from(vouchers).where(inArray(vouchers.id, ids));
  if (rows.length === 0) throw notFound("no such vouchers");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const words = dictionary(lang).voucherAdmin;
  const lines = ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => [row.code, voucherValueText({ kind: row.kind, amount_cents: row.amountCents, percent: row.percent, free_tickets: row.freeTickets }, lang), row.expiresAt ? berlinDay(row.expiresAt) : ""]);
  return { contentType: "text/csv; charset=utf-8", filename: words.csvFile, body: csvText([[...words.csvColumns], ...lines], ";") };
}
