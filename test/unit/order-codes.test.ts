// Order and ticket codes: the lengths and the alphabet without look-alikes that people read and type,
// a ticket code printed in groups of four, and keys long enough that nobody guesses them.
import assert from "node:assert/strict";
import { test } from "node:test";
import { inGroupsOfFour } from "../../server/shop/documents/groups-of-four.ts";
import { CODE_ALPHABET, newOrderCode, newOrderSecret, newTicketSecret, paymentReferenceFor } from "../../server/shop/order-codes.ts";

test("codes use 32 characters without 0, O, 1 and I, every one of them", () => {
  assert.equal(CODE_ALPHABET.length, 32);
  assert.doesNotMatch(CODE_ALPHABET, /[0O1I]/);
  const seen = new Set([...Array.from({ length: 400 }, newOrderCode).join("")]);
  assert.equal(seen.size, 32, "all 32 characters are drawn");
});

test("an order code has 8 characters, a ticket code 12; the order page's secret is 32 bytes in base64url", () => {
  for (let i = 0; i < 100; i++) {
    assert.match(newOrderCode(), /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    assert.match(newTicketSecret(), /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/);
    assert.match(newOrderSecret(), /^[A-Za-z0-9_-]{43}$/);
  }
  assert.equal(new Set(Array.from({ length: 1000 }, newTicketSecret)).size, 1000);
});

test("a ticket code is printed in groups of four; the transfer reference names the order", () => {
  assert.equal(inGroupsOfFour("ABCDEFGHJKLM"), "ABCD EFGH JKLM");
  assert.equal(paymentReferenceFor("K7QX2MHP"), "Bestellung K7QX2MHP");
});
