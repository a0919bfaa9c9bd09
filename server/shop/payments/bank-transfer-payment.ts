// Bank transfer: the order is pending until an admin marks the money arrived; unpaid, it expires
// TRANSFER_DAYS after ordering, and at the latest TRANSFER_DAYS_BEFORE the first performance.
// Offered only with a bank account configured and when that deadline still lies ahead.
import type { PaymentContext, PaymentMethod } from "./payment-method.ts";

const DAY = 86_400_000;

function releaseAt({ now, firstPerformance, settings }: PaymentContext): Date {
  return new Date(Math.min(now.getTime() + settings.transferDays * DAY, firstPerformance.getTime() - settings.transferDaysBefore * DAY));
}

export const bankTransferPayment: PaymentMethod = {
  id: "bank_transfer",
  label: { de: "Überweisung", en: "Bank transfer" },
  online: true,
  offered: (context) => context.settings.bankAccount !== null && releaseAt(context) > context.now,
  initialState: (context) => ({ status: "pending", releaseAt: releaseAt(context) }),
  instructions(order, settings) {
    if (!order.releaseAt || !settings.bankAccount) return { kind: "paid" };
    return { kind: "bank_transfer", payUntil: order.releaseAt, ...settings.bankAccount, amountCents: order.dueCents, reference: order.paymentReference };
  },
};
