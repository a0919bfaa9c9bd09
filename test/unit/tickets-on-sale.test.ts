// Issue 16: whether a performance has tickets to buy, as every booking spot decides it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { isFreeEntry, sellsTickets } from "../../src/components/booking/tickets-on-sale.ts";

const performance = (prices: string[] | undefined, overrides: { status?: string; ticket_url?: string | null } = {}) => ({
  status: "scheduled",
  ticket_url: "/webshop/event/100001",
  prices: prices?.map((price) => ({ price })),
  ...overrides,
});

test("entry is free when prices are known and every one is 0.00", () => {
  assert.equal(isFreeEntry(performance(["0.00"])), true);
  assert.equal(isFreeEntry(performance(["0.00", "12.50"])), false);
  assert.equal(isFreeEntry(performance([])), false, "no price named: not known to be free");
  assert.equal(isFreeEntry(performance(undefined)), false);
});

test("tickets are sold through a ticket link, unless cancelled, sold out or free", () => {
  assert.equal(sellsTickets(performance(["39.00"])), true);
  assert.equal(sellsTickets(performance([])), true, "an external shop that names no prices");
  assert.equal(sellsTickets(performance(undefined)), true, "a production's date (no prices in the list)");
  assert.equal(sellsTickets(performance(["0.00"])), false);
  assert.equal(sellsTickets(performance(["39.00"], { ticket_url: null })), false);
  assert.equal(sellsTickets(performance(["39.00"], { status: "cancelled" })), false);
  assert.equal(sellsTickets(performance(["39.00"], { status: "sold_out" })), false);
});
