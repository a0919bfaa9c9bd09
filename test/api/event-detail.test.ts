// One performance: date with Berlin offset, seat groups with prices and time slots, other dates.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq, inArray } from "drizzle-orm";
import { events, prices, seatGroups } from "../../server/db/schema.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

/** An upcoming event that has seat groups. */
async function eventWithSeats(): Promise<number> {
  const { body } = await get<Paged<EventSummary>>("/de/api/events/?page_size=50");
  const ids = body.results.map((event) => event.id);
  const rows = await app.db.selectDistinct({ id: seatGroups.eventId }).from(seatGroups).where(inArray(seatGroups.eventId, ids));
  assert.ok(rows.length > 0, "the demo calendar has events with seat groups");
  return rows[0].id;
}

test("GET /:lang/api/events/:id/ answers the event with seat groups, prices and slugs", async () => {
  const id = await eventWithSeats();
  const { status, body } = await get<EventDetail>(`/de/api/events/${id}/`);
  assert.equal(status, 200);
  assert.equal(body.id, id);
  assert.match(body.date_start, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/, "ISO with the Berlin offset");
  assert.ok(body.venue.id > 0 && body.venue.slugs.de);
  assert.equal(body.url, `/de/spielplan/${body.slugs.de}/${id}`);
  assert.ok(body.seat_groups.length > 0);
  for (const group of body.seat_groups) {
    assert.equal(typeof group.seat_group, "string");
    for (const price of group.prices) {
      assert.match(price.price, /^\d+\.\d{2}$/);
      assert.deepEqual(Object.keys(price).sort(), ["has_discounts", "id", "price", "sale_type_id", "text"]);
    }
    for (const slot of group.timeslots) assert.match(slot.time_start, /^\d{2}:\d{2}:\d{2}$/);
  }
  const all = body.seat_groups.flatMap((group) => group.prices.map((price) => price.id));
  assert.deepEqual(body.prices.map((price) => price.id), all, "prices lists every seat group's prices");
  const [stored] = await app.db.select().from(prices).where(eq(prices.id, body.prices[0].id));
  assert.equal(body.prices[0].price, (stored.amountCents / 100).toFixed(2), "integer cents become '39.00'");
  assert.ok(!body.other_dates.some((event) => event.id === id), "other dates leave the event itself out");
});

test("the English event links to English slugs", async () => {
  const id = await eventWithSeats();
  const { body } = await get<EventDetail>(`/en/api/events/${id}/`);
  assert.equal(body.url, `/en/spielplan/${body.slugs.en}/${id}`);
  assert.equal(body.production.url, `/en/productions/${body.production.slugs.en}/${body.production.id}`);
});

test("a bad id is a 400 naming the field, an unknown one a 404, an offline one a 404", async () => {
  const bad = await get<{ field: string }>("/de/api/events/abc/");
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, "id");
  assert.equal((await get("/de/api/events/999999/")).status, 404);
  const id = await eventWithSeats();
  await app.db.update(events).set({ isOnline: false }).where(eq(events.id, id));
  try {
    assert.equal((await get(`/de/api/events/${id}/`)).status, 404);
  } finally {
    await app.db.update(events).set({ isOnline: true }).where(eq(events.id, id));
  }
});

test("the event carries spec §3's Event fields; statuses are '0'/'1' and prices strings", async () => {
  const id = await eventWithSeats();
  const { body } = await get<EventDetail>(`/en/api/events/${id}/`);
  for (const key of ["id", "date_start", "event_type_new", "id_jet", "ticket_url", "seat_groups", "prices"]) assert.ok(key in body, key);
  for (const group of body.seat_groups) {
    assert.deepEqual(Object.keys(group).sort(), ["id", "prices", "seat_group", "status", "text", "timeslots"]);
    assert.ok(["0", "1"].includes(group.status));
    for (const slot of group.timeslots) {
      assert.deepEqual(Object.keys(slot).sort(), ["block_id", "id", "status", "time_start"]);
      assert.ok(["0", "1"].includes(slot.status));
    }
  }
  for (const price of body.prices) {
    assert.equal(typeof price.price, "string");
    assert.ok(body.seat_groups.some((group) => group.id === price.seat_group), "each price names its seat group");
  }
});
