// An order's states and the changes allowed between them, in one table (as spec §4 does for other
// entities). Every change goes through server/shop/order-transitions.ts, which checks this table,
// moves the seats accordingly and writes an `order_log` row with who, when and why.
//
//   reserved ── pay at the box office ──► paid
//   pending ─── bank transfer arrives ──► paid
//   reserved / pending ── release_at passes ──► expired   (seats free by themselves: their holds run out)
//   reserved / pending / paid ── cancel ──► cancelled     (seats free at once)
export const orderStatuses = ["reserved", "pending", "paid", "cancelled", "expired"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What may follow each state. Cancelled and expired are final. */
export const allowedChanges: Record<OrderStatus, readonly OrderStatus[]> = {
  reserved: ["paid", "cancelled", "expired"],
  pending: ["paid", "cancelled", "expired"],
  paid: ["cancelled"],
  cancelled: [],
  expired: [],
};

/** Whether an order in state `from` may change to `to`. */
export function mayChange(from: OrderStatus, to: OrderStatus): boolean {
  return allowedChanges[from].includes(to);
}

/** Unpaid states: the seats are held until `release_at`, the tickets not valid at the door. */
export const unpaidStatuses: readonly OrderStatus[] = ["reserved", "pending"];

/**
 * Who changed an order: a staff member (with their user id), the visitor (through the order page or
 * checkout; with their account's id when signed in), or the system (a deadline).
 */
export type OrderActor = { kind: "staff"; userId: number } | { kind: "visitor"; userId?: number | null } | { kind: "system" };

/** The account behind an actor, if any (the log rows' user_id). */
export const actorUserId = (actor: OrderActor): number | null => (actor.kind === "system" ? null : (actor.userId ?? null));
