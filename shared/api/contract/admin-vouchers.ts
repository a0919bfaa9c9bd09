// The admin's voucher screens (issue 26 points 4 and 7): what a new voucher may be limited to (the
// productions, performances and price types to choose from) and a batch's codes as CSV to print.
// The vouchers themselves are created, listed and deactivated through ./vouchers.ts.
import { object, refine, string } from "superstruct";
import { endpoint, type FileAnswer } from "../endpoint.ts";
import { langSchema } from "../schemas.ts";
import type { AdminChoice } from "./admin-orders.ts";
import { voucherLimits } from "./vouchers.ts";

export interface AdminVoucherChoices {
  productions: AdminChoice[];
  /** Performances from a month ago on, the soonest first. */
  performances: AdminChoice[];
  /** The price types (sale types) a free ticket voucher may be limited to. */
  sale_types: AdminChoice[];
}

/** Voucher ids written "12,13,14" (a batch's, as its create call answered them). */
export const voucherIdList = refine(string(), "voucher ids", (value) => new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${voucherLimits.batch - 1}}$`).test(value) || "must be voucher ids separated by commas");

export const adminVouchersContract = {
  adminVoucherChoices: endpoint<AdminVoucherChoices>()({
    method: "GET",
    path: "/:lang/admin-api/voucher-choices/",
    input: object({ lang: langSchema }),
    access: "manageVouchers",
  }),
  /** These vouchers' codes with their value and end date as CSV: UTF-8 with BOM, `;` between quoted cells, a header line. */
  adminVoucherCodesCsv: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/admin-api/voucher-codes.csv",
    input: object({ lang: langSchema, ids: voucherIdList }),
    access: "manageVouchers",
    answer: "file",
  }),
};
