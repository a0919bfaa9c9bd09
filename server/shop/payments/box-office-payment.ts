// Pay at the box office: the order is reserved; unpaid, it is released RESERVATION_HOURS after
// ordering, and at the latest RESERVATION_MINUTES_BEFORE the first performance.
import type { PaymentContext, PaymentMethod } from "./payment-method.ts";

const HOUR = 3_600_000;
const MINUTE = 60_000;

function releaseAt({ now, firstPerformance, settings }: PaymentContext): Date {
  return new Date(Math.min(now.getTime() + settings.reservationHours * HOUR, firstPerformance.getTime() - settings.reservationMinutesBefore * MINUTE));
}

export const boxOfficePayment: PaymentMethod = {
  id: "box_office",
  label: { de: "Bezahlung an der Theaterkasse", en: "Pay at the box office" },
  online: true,
  offered: (context) => releaseAt(context) > context.now,
  initialState: (context) => ({ status: "reserved", releaseAt: releaseAt(context) }),
  instructions: (order) => (order.releaseAt ? { kind: "box_office", payUntil: order.releaseAt } : { kind: "paid" }),
};
