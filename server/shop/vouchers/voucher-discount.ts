// What vouchers take off an order's tickets and what gift cards then pay: pure arithmetic, the same
// for the checkout's summary and for placeOrder's transaction.
//
// Every ticket is one seat with what is still to pay for it. Vouchers apply in the order the visitor
// entered them, each only to the tickets it is valid for (production, performance, performance
// window; a free ticket also by sale type), and each takes from what the earlier ones left, so the
// discounts never exceed the tickets' sum:
// - amount: its amount, at most what its tickets still cost;
// - percent: the percentage of what its tickets still cost, rounded half up to whole cents once on
//   that sum (not per ticket, so three tickets at 10 % lose no cent to rounding);
// - free_ticket: its number of tickets, the dearest first, made free.
// A discount is booked against the dearest tickets first (only the split matters for a later voucher).

export interface TicketLine {
  eventId: number;
  productionId: number;
  dateStart: Date;
  saleTypeId: number;
  quantity: number;
  unitCents: number;
}

export interface VoucherTerms {
  kind: "amount" | "percent" | "free_ticket";
  amountCents: number | null;
  percent: number | null;
  freeTickets: number | null;
  saleTypeIds: number[];
  productionIds: number[];
  eventIds: number[];
  performancesFrom: Date | null;
  performancesTo: Date | null;
}

interface Seat {
  line: TicketLine;
  remaining: number;
}

/** Whether the voucher is valid for a ticket of this line (its productions or performances, its window). */
export function voucherCovers(terms: VoucherTerms, line: TicketLine): boolean {
  const chosen = terms.productionIds.length > 0 || terms.eventIds.length > 0;
  if (chosen && !terms.productionIds.includes(line.productionId) && !terms.eventIds.includes(line.eventId)) return false;
  if (terms.performancesFrom && line.dateStart < terms.performancesFrom) return false;
  if (terms.performancesTo && line.dateStart > terms.performancesTo) return false;
  if (terms.kind === "free_ticket" && terms.saleTypeIds.length > 0 && !terms.saleTypeIds.includes(line.saleTypeId)) return false;
  return true;
}

/** `percent` % of `cents`, rounded half up to whole cents. */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** Takes `cents` off the seats, the dearest first. */
function book(seats: Seat[], cents: number): void {
  let left = cents;
  for (const seat of seats) {
    const taken = Math.min(seat.remaining, left);
    seat.remaining -= taken;
    left -= taken;
  }
}

/** The discount of each voucher, in the order given (0: it applies to none of the tickets). */
export function voucherDiscounts(lines: TicketLine[], vouchers: VoucherTerms[]): number[] {
  const seats: Seat[] = lines.flatMap((line) => Array.from({ length: line.quantity }, () => ({ line, remaining: line.unitCents })));
  return vouchers.map((terms) => {
    const covered = seats.filter((seat) => seat.remaining > 0 && voucherCovers(terms, seat.line)).sort((a, b) => b.remaining - a.remaining);
    const open = covered.reduce((sum, seat) => sum + seat.remaining, 0);
    let discount = 0;
    if (terms.kind === "amount") discount = Math.min(terms.amountCents ?? 0, open);
    else if (terms.kind === "percent") discount = Math.min(percentOf(open, terms.percent ?? 0), open);
    else discount = covered.slice(0, terms.freeTickets ?? 0).reduce((sum, seat) => sum + seat.remaining, 0);
    book(covered, discount);
    return discount;
  });
}

/** What each gift card pays of `dueCents`, in the order given: as much of its balance as is still due. */
export function giftCardPayments(dueCents: number, balances: number[]): number[] {
  let due = dueCents;
  return balances.map((balance) => {
    const paid = Math.min(balance, due);
    due -= paid;
    return paid;
  });
}
