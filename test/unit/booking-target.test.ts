// Spec §4: when the sticky booking button shows, and where it leads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { bookingTarget, isEventPage } from "../../src/components/sticky-navigation/booking-target.ts";

const event = (sticky: boolean, groups: number, prices: string[], status = "scheduled") => ({
  id: "events-slug-id.de",
  data: {
    event: {
      status,
      ticket_url: "/webshop/event/100001",
      production: { sticky_event: sticky },
      seat_groups: Array.from({ length: groups }, (_, id) => ({ id })),
      prices: prices.map((price) => ({ price })),
    },
  },
});

const production = (sticky: boolean) => ({
  id: "productions-slug-id.en",
  data: {
    production: {
      sticky_event: sticky,
      events: [
        { ticket_url: "/webshop/event/1", url: "/en/spielplan/a/1", status: "sold_out" },
        { ticket_url: "/webshop/event/2", url: "/en/spielplan/b/2", status: "scheduled" },
      ],
    },
  },
});

test("a production page with the sticky-event flag leads to the widget of its next bookable performance", () => {
  assert.equal(bookingTarget([production(true)]), "/en/spielplan/b/2#tickets");
  assert.equal(bookingTarget([production(false)]), null);
});

test("an event page needs the flag and seat groups or a price other than 0.00", () => {
  assert.equal(bookingTarget([event(true, 2, ["39.00"])]), "#tickets");
  assert.equal(bookingTarget([event(true, 0, ["12.50"])]), "#tickets");
  assert.equal(bookingTarget([event(true, 0, ["0.00"])]), null);
  assert.equal(bookingTarget([event(false, 2, ["39.00"])]), null);
});

test("an event page with nothing to buy has no booking button: free entry, cancelled or sold out", () => {
  assert.equal(bookingTarget([event(true, 1, ["0.00"])]), null, "seat groups whose every price is 0.00");
  assert.equal(bookingTarget([event(true, 2, ["0.00", "0"])]), null);
  assert.equal(bookingTarget([event(true, 2, ["0.00", "8.00"])]), "#tickets", "one paid price is enough");
  assert.equal(bookingTarget([event(true, 2, ["39.00"], "cancelled")]), null);
  assert.equal(bookingTarget([event(true, 2, ["39.00"], "sold_out")]), null);
});

test("other pages have no booking button; event pages are recognised", () => {
  assert.equal(bookingTarget([{ id: "home.de", data: {} }]), null);
  assert.equal(isEventPage([{ id: "events.en", data: {} }]), true);
  assert.equal(isEventPage([{ id: "home.en", data: {} }]), false);
});
