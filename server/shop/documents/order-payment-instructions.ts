// How an order is still to be paid, as the mail and the order page tell it: its payment method's
// instructions while the order is unpaid (reserved or pending), nothing once it is paid, cancelled
// or expired.
import type { OrderView } from "../order-view.ts";
import { unpaidStatuses } from "../order-states.ts";
import type { PaymentInstructions, PaymentSettings } from "../payments/payment-method.ts";
import { paymentMethod } from "../payments/index.ts";

export type OrderForPayment = Pick<OrderView, "status" | "paymentMethod" | "releaseAt" | "dueCents" | "paymentReference">;

/** The instructions to pay the order, or null when there is nothing to pay. */
export function orderPaymentInstructions(view: OrderForPayment, settings: PaymentSettings): Exclude<PaymentInstructions, { kind: "paid" }> | null {
  if (!unpaidStatuses.includes(view.status)) return null;
  const instructions = paymentMethod(view.paymentMethod)?.instructions(view, settings);
  return instructions && instructions.kind !== "paid" ? instructions : null;
}
