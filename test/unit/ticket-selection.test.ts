// The booking widget's selection rules (spec §4, §5, §7) without any DOM.
import assert from "node:assert/strict";
import { test } from "node:test";
import { cartLimits } from "../../shared/api/contract/shop-cart.ts";
import {
  addTicket,
  amountOf,
  availableTimeslots,
  bookableSeatGroups,
  canAdd,
  cartCalls,
  discountCount,
  discountPrices,
  fullPrice,
  removeTicket,
  seatGroupCount,
  ticketCount,
  ticketOf,
  totalCents,
  type Selection,
} from "../../elements/booking/ticket-selection.ts";
import { faust, loge, parkett, rang, stehplatz } from "./booking-widget-fixture.ts";

const full = ticketOf(parkett, parkett.prices[0]);
const reduced = ticketOf(parkett, parkett.prices[1]);
const rangFull = ticketOf(rang, rang.prices[0]);

test("categories: status '1' with a price above 0; '0' is hidden", () => {
  assert.deepEqual(bookableSeatGroups(faust().seat_groups).map((group) => group.seat_group), ["Parkett", "Rang", "Loge"]);
  assert.deepEqual(bookableSeatGroups([stehplatz]), []);
  const free = { ...loge, prices: [{ ...loge.prices[0], price: "0.00" }] };
  assert.deepEqual(bookableSeatGroups([free]), []);
});

test("the first price is the full price; the others above 0.00 are discounts", () => {
  assert.equal(fullPrice(parkett)?.id, 101);
  assert.deepEqual(discountPrices(parkett).map((price) => price.text), ["Ermäßigt"]);
  assert.deepEqual(discountPrices(loge), []);
  assert.equal(fullPrice({ ...loge, prices: [{ ...loge.prices[0], price: "0.00" }] }), null);
});

test("time slots with status '0' are left out", () => {
  assert.deepEqual(availableTimeslots(parkett).map((slot) => slot.time_start), ["14:00:00", "16:00:00"]);
});

test("adding the same seat group and sale type counts up; another one appends with amount 1", () => {
  let selection: Selection = [];
  selection = addTicket(selection, full);
  selection = addTicket(selection, full);
  selection = addTicket(selection, reduced);
  selection = addTicket(selection, rangFull);
  assert.deepEqual(
    selection.map((entry) => [entry.ticket.seat_group, entry.ticket.sale_type_id, entry.amount]),
    [
      [11, 1, 2],
      [11, 2, 1],
      [12, 1, 1],
    ],
  );
  assert.equal(ticketCount(selection), 4);
  assert.equal(amountOf(selection, full), 2);
  assert.equal(seatGroupCount(selection, 11), 3);
});

test("removing counts down and deletes the line at 1; removing nothing changes nothing", () => {
  let selection: Selection = addTicket(addTicket([], full), full);
  selection = removeTicket(selection, full);
  assert.equal(amountOf(selection, full), 1);
  selection = removeTicket(selection, full);
  assert.deepEqual(selection, []);
  assert.deepEqual(removeTicket(selection, full), []);
});

test("one seat group never holds more tickets than one cart call takes", () => {
  let selection: Selection = [];
  for (let i = 0; i < cartLimits.perCall + 5; i++) selection = addTicket(selection, i % 2 ? full : reduced);
  assert.equal(seatGroupCount(selection, parkett.id), cartLimits.perCall);
  assert.equal(canAdd(selection, full), false);
  // Another seat group is another call.
  assert.equal(canAdd(selection, rangFull), true);
});

test("the discount badge counts the category's tickets other than the full price", () => {
  const selection = addTicket(addTicket(addTicket(addTicket([], full), reduced), reduced), rangFull);
  assert.equal(discountCount(selection, parkett), 2);
  assert.equal(discountCount(selection, rang), 0);
});

test("the total adds up prices in cents", () => {
  const selection = addTicket(addTicket(addTicket([], full), full), reduced);
  assert.equal(totalCents(selection, faust().seat_groups), 2 * 3900 + 1950);
  assert.equal(totalCents([], faust().seat_groups), 0);
});

test("one cart call per distinct seat group, with quantities and sale types side by side and the group's block", () => {
  const selection = addTicket(addTicket(addTicket(addTicket([], full), rangFull), full), reduced);
  const calls = cartCalls(selection, 4711, (seatGroup) => (seatGroup === 11 ? 303 : undefined));
  assert.deepEqual(calls, [
    { quantities: [2, 1], event_jet_id: 4711, sale_type_ids: [1, 2], seat_group: 11, block_id: 303 },
    { quantities: [1], event_jet_id: 4711, sale_type_ids: [1], seat_group: 12 },
  ]);
  assert.deepEqual(cartCalls([], 4711, () => undefined), []);
});
