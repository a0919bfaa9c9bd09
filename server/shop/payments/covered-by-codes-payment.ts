// Not a method anyone chooses: what an order is marked with when its vouchers and gift cards cover
// all of it at checkout (place-order.ts), so it is paid at once. It exists for its label.
import type { PaymentMethod } from "./payment-method.ts";

export const coveredByCodesPayment: PaymentMethod = {
  id: "covered_by_codes",
  label: { de: "Vollständig mit Gutschein/Geschenkkarte bezahlt", en: "Paid in full with voucher/gift card" },
  online: false,
  offered: () => false,
  initialState: () => ({ status: "paid", releaseAt: null }),
  instructions: () => ({ kind: "paid" }),
};
