// The GiroCode of an order: only while a bank-transfer order is unpaid, with the account, the amount
// and the payment reference its payment method names (the order page's SVG, the mail's PNG).
import type { Config } from "../../config.ts";
import { epcPayload } from "./girocode.ts";
import { orderPaymentInstructions, type OrderForPayment } from "./order-payment-instructions.ts";

/** The EPC payload for an unpaid bank-transfer order, else null. */
export function orderGiroCodePayload(view: OrderForPayment, config: Pick<Config, "payments">): string | null {
  const instructions = orderPaymentInstructions(view, config.payments);
  if (instructions?.kind !== "bank_transfer") return null;
  return epcPayload({ bic: instructions.bic, name: instructions.holder, iban: instructions.iban, amountCents: instructions.amountCents, text: instructions.reference });
}
