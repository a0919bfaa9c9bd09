// Every payment method the shop knows. Adding one (a card provider) is one file and one line here.
import { bankTransferPayment } from "./bank-transfer-payment.ts";
import { boxOfficePayment } from "./box-office-payment.ts";
import { cardTerminalPayment, cashPayment } from "./counter-payments.ts";
import { coveredByCodesPayment } from "./covered-by-codes-payment.ts";
import type { PaymentContext, PaymentMethod } from "./payment-method.ts";

export const paymentMethods: readonly PaymentMethod[] = [boxOfficePayment, bankTransferPayment, cashPayment, cardTerminalPayment];

/** Every method an order can carry: the ones chosen, and the mark of an order its codes paid in full. */
export const orderPaymentMethods: readonly PaymentMethod[] = [...paymentMethods, coveredByCodesPayment];

/** The method with this id, or undefined. */
export function paymentMethod(id: string): PaymentMethod | undefined {
  return orderPaymentMethods.find((method) => method.id === id);
}

/** The methods a visitor may choose for an order now, in the order the checkout lists them. */
export function onlinePaymentMethods(context: PaymentContext): PaymentMethod[] {
  return paymentMethods.filter((method) => method.online && method.offered(context));
}

/** The methods the box office takes at the counter. */
export const counterPaymentMethods = paymentMethods.filter((method) => !method.online);
