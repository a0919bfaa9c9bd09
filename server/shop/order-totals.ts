// An order's totals as every document shows them (the order page, the confirmation mail, the ticket
// PDF, the admin): with vouchers the sum before them and each discount, then the total; with gift
// cards each card's part (the code's last four only: the full code is what pays) and what is still
// due, which is nothing once the order is paid, cancelled or expired.
import type { OrderGiftCardPosition, OrderTotalRow } from "../../shared/api/contract/shop-order.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { orderDocumentTexts } from "./documents/order-document-texts.ts";
import { unpaidStatuses } from "./order-states.ts";
import type { OrderView } from "./order-view.ts";

export type OrderForTotals = Pick<OrderView, "status" | "totalCents" | "discountCents" | "discounts" | "giftCardPayments" | "dueCents">;

/** The card's code as the totals show it: "…QR7K". */
const codeEnd = (code: string): string => code.slice(-4);

/** The totals' lines in `lang`, in reading order. */
export function orderTotalRows(view: OrderForTotals, lang: Lang): OrderTotalRow[] {
  const t = orderDocumentTexts[lang];
  const rows: OrderTotalRow[] = [];
  if (view.discounts.length > 0) {
    rows.push({ kind: "subtotal", label: t.subtotal, cents: view.totalCents + view.discountCents });
    for (const discount of view.discounts) rows.push({ kind: "discount", label: t.voucher(discount.code), cents: -discount.cents });
  }
  rows.push({ kind: "total", label: t.total, cents: view.totalCents });
  if (view.giftCardPayments.length > 0) {
    for (const payment of view.giftCardPayments) rows.push({ kind: "gift_card", label: t.giftCardPayment(codeEnd(payment.code)), cents: -payment.cents });
    rows.push({ kind: "due", label: t.stillDue, cents: unpaidStatuses.includes(view.status) ? view.dueCents : 0 });
  }
  return rows;
}

/** The gift cards the order sells, as positions in `lang`. */
export const giftCardPositions = (view: Pick<OrderView, "giftCardsSold">, lang: Lang): OrderGiftCardPosition[] =>
  view.giftCardsSold.map((card) => ({ label: orderDocumentTexts[lang].giftCard, cents: card.cents }));
