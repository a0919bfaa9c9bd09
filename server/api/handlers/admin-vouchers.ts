// The admin's voucher screens (issue 26): the choices of a new voucher and a batch's codes as CSV.
import { voucherChoices } from "../../admin/voucher-choices.ts";
import { voucherCodesCsv } from "../../admin/voucher-codes-csv.ts";
import type { Handlers } from "./types.ts";

export const adminVoucherHandlers: Handlers<"adminVoucherChoices" | "adminVoucherCodesCsv"> = {
  adminVoucherChoices: ({ lang }, ctx) => voucherChoices(ctx.db, lang),
  adminVoucherCodesCsv: ({ lang, ids }, ctx) => voucherCodesCsv(ctx.db, ids, lang),
};
