// What the box office takes at the counter: cash and the card terminal. The money is in hand, so the
// order is paid at once; visitors never choose these online.
import type { PaymentMethod } from "./payment-method.ts";

const paidAtCounter = (id: string, label: PaymentMethod["label"]): PaymentMethod => ({
  id,
  label,
  online: false,
  offered: () => true,
  initialState: () => ({ status: "paid", releaseAt: null }),
  instructions: () => ({ kind: "paid" }),
});

export const cashPayment = paidAtCounter("cash", { de: "Bar", en: "Cash" });
export const cardTerminalPayment = paidAtCounter("card_terminal", { de: "Kartenterminal", en: "Card terminal" });
