// What a visitor may cancel on the order page (docs/decisions.md "Order page"): an unpaid order
// (reserved, pending) until ORDER_CANCEL_HOURS_BEFORE its first performance. A paid online order is
// the box office's to take back, as it refunds the money; cancelled and expired orders are over.
import type { CancelRefusal } from "../../shared/api/contract/shop-order.ts";
import { unpaidStatuses, type OrderStatus } from "./order-states.ts";
import type { OrderView } from "./order-view.ts";

const HOUR = 3_600_000;

/** The states a visitor cancels from (checked again under the order's lock). */
export const visitorCancellable: readonly OrderStatus[] = unpaidStatuses;

/** The last moment to cancel on the page: the first performance less `hoursBefore`; null for an order without tickets. */
export function cancelDeadline(view: Pick<OrderView, "tickets">, hoursBefore: number): Date | null {
  if (view.tickets.length === 0) return null;
  const first = Math.min(...view.tickets.map((ticket) => ticket.dateStart.getTime()));
  return new Date(first - hoursBefore * HOUR);
}

/** Why the visitor may not cancel the order now, or null when they may. */
export function cancelRefusal(view: Pick<OrderView, "status" | "tickets">, now: Date, hoursBefore: number): CancelRefusal | null {
  if (view.status === "cancelled" || view.status === "expired") return "final";
  if (!visitorCancellable.includes(view.status)) return "paid";
  const deadline = cancelDeadline(view, hoursBefore);
  return deadline && now < deadline ? null : "deadline";
}
