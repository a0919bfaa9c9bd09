// The GiroCode of an order: only while a bank-transfer order is unpaid, with the account, the amount
// and the payment reference its payment method names (the order page's SVG, the mail's PNG).
import type { Config } from "../../config.ts";
import { unpaidStatuses } from "../order-states.ts";
import type { OrderView } from "../order-view.ts";
import { paymentMethod } from "../payments/index.ts";
import { epcPayload } from "./girocode.ts";

/** The EPC payload for an unpaid bank-transfer order, else null. */
export function orderGiroCodePayload(view: Pick<OrderView, "status" | "paymentMethod" | "releaseAt" | "totalCents" | "paymentReference">, config: Pick<Config, "payments">): string | null {
  if (!unpaidStatuses.includes(view.status)) return null;
  const instructions = paymentMethod(view.paymentMethod)?.instructions(view, config.payments);
  if (instructions?.kind !== "bank_transfer") return null;
  return epcPayload({ bic: instructions.bic, name: instructions.holder, iban: instructions.iban, amountCents: instructions.amountCents, text: instructions.reference });
}
