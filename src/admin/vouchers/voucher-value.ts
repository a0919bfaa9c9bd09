// A voucher's value in words, as the admin's list, its page and the codes' CSV say it:
// "10,00 € Rabatt", "20 % Rabatt", "2 Freikarten".
import type { AdminVoucher } from "../../../shared/api/contract/vouchers.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

export type VoucherValue = Pick<AdminVoucher, "kind" | "amount_cents" | "percent" | "free_tickets">;

export function voucherValueText(voucher: VoucherValue, lang: Lang): string {
  const t = translator(lang);
  if (voucher.kind === "amount") return t("voucherAdmin.valueAmount", { amount: formatPrice(voucher.amount_cents ?? 0, lang) });
  if (voucher.kind === "percent") return t("voucherAdmin.valuePercent", { percent: voucher.percent ?? 0 });
  return t("voucherAdmin.valueFree", { count: voucher.free_tickets ?? 0 });
}
