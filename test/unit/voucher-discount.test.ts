// The vouchers' arithmetic: amount, percent (rounded half up once, on the sum), free tickets (the
// dearest first, of the chosen sale types), where a voucher is valid, several vouchers in a row never
// taking more than the tickets cost, and gift cards paying what is still due.
import assert from "node:assert/strict";
import { test } from "node:test";
import { giftCardPayments, percentOf, voucherDiscounts, type TicketLine, type VoucherTerms } from "../../server/shop/vouchers/voucher-discount.ts";

const day = (d: number) => new Date(Date.UTC(2026, 11, d, 18));
const line = (unitCents: number, quantity = 1, more: Partial<TicketLine> = {}): TicketLine => ({ eventId: 1, productionId: 10, dateStart: day(12), saleTypeId: 1, quantity, unitCents, ...more });
const terms = (more: Partial<VoucherTerms>): VoucherTerms => ({
  kind: "amount",
  amountCents: null,
  percent: null,
  freeTickets: null,
  saleTypeIds: [],
  productionIds: [],
  eventIds: [],
  performancesFrom: null,
  performancesTo: null,
  ...more,
});

test("an amount comes off the sum, but never more than the tickets cost", () => {
  assert.deepEqual(voucherDiscounts([line(2500, 2)], [terms({ amountCents: 1000 })]), [1000]);
  assert.deepEqual(voucherDiscounts([line(2500)], [terms({ amountCents: 9000 })]), [2500]);
});

test("a percentage is rounded half up to whole cents, once on the sum of its tickets", () => {
  assert.equal(percentOf(1250, 10), 125);
  assert.equal(percentOf(1005, 10), 101, "100.5 rounds up");
  assert.equal(percentOf(1004, 10), 100, "100.4 rounds down");
  assert.deepEqual(voucherDiscounts([line(1005, 3)], [terms({ kind: "percent", percent: 10 })]), [302], "10 % of 30.15 € is 3.015 €, 3.02 €");
  assert.deepEqual(voucherDiscounts([line(999)], [terms({ kind: "percent", percent: 100 })]), [999]);
});

test("free tickets are the dearest ones of the chosen sale types", () => {
  const lines = [line(1500, 2, { saleTypeId: 2 }), line(3000, 1, { saleTypeId: 1 }), line(2000, 1, { saleTypeId: 2 })];
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "free_ticket", freeTickets: 1 })]), [3000]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "free_ticket", freeTickets: 2, saleTypeIds: [2] })]), [3500]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "free_ticket", freeTickets: 9, saleTypeIds: [2] })]), [5000]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "free_ticket", freeTickets: 1, saleTypeIds: [7] })]), [0], "none of its sale type: not applicable");
});

test("a voucher counts only the tickets of its productions, performances and performance window", () => {
  const lines = [line(2000, 1, { productionId: 10, eventId: 1, dateStart: day(5) }), line(3000, 1, { productionId: 20, eventId: 2, dateStart: day(20) })];
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "percent", percent: 50, productionIds: [20] })]), [1500]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "percent", percent: 50, eventIds: [1] })]), [1000]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "percent", percent: 50, productionIds: [20], eventIds: [1] })]), [2500], "either chosen production or performance");
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "amount", amountCents: 5000, performancesFrom: day(10), performancesTo: day(25) })]), [3000]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "amount", amountCents: 5000, performancesTo: day(1) })]), [0]);
});

test("several vouchers each take from what the earlier ones left", () => {
  const lines = [line(2000, 2)];
  assert.deepEqual(voucherDiscounts(lines, [terms({ kind: "free_ticket", freeTickets: 1 }), terms({ kind: "percent", percent: 10 })]), [2000, 200]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ amountCents: 3500 }), terms({ amountCents: 1000 })]), [3500, 500]);
  assert.deepEqual(voucherDiscounts(lines, [terms({ amountCents: 3500 }), terms({ kind: "free_ticket", freeTickets: 2 })]), [3500, 500], "the amount was booked on the dearest seat first; the free tickets are what is left");
});

test("gift cards pay what is still due, in the order entered, never more", () => {
  assert.deepEqual(giftCardPayments(5000, [2000, 10000, 500]), [2000, 3000, 0]);
  assert.deepEqual(giftCardPayments(0, [2000]), [0]);
});
