// The calendar's list: spec §3 Event fields with seat groups, prices and time slots, the five
// filters, the date, paging with working next/previous links, and bad input.
import assert from "node:assert/strict";
import { test } from "node:test";
import { and, eq, inArray } from "drizzle-orm";
import { eventSeries, eventTags, prices, seatGroups } from "../../server/db/schema.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";
import type { ExhibitionTypeOption, RoomOption, SeriesOption, TagOption } from "../../shared/api/content-types.ts";
import { berlinDay } from "../../shared/lib/berlin-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const eventKeys = ["id", "date_start", "event_type_new", "id_jet", "ticket_url", "seat_groups", "prices", "title", "url", "room", "venue", "status"];

function assertEventShape(event: EventListItem) {
  for (const key of eventKeys) assert.ok(key in event, `event has ${key}`);
  assert.match(event.date_start, isoWithOffset);
  assert.equal(typeof event.event_type_new, "string");
  for (const group of event.seat_groups) {
    assert.deepEqual(Object.keys(group).sort(), ["id", "prices", "seat_group", "status", "text", "timeslots"]);
    assert.ok(group.status === "0" || group.status === "1", `status '${group.status}'`);
    for (const price of group.prices) {
      assert.deepEqual(Object.keys(price).sort(), ["has_discounts", "id", "price", "sale_type_id", "text"]);
      assert.match(price.price, /^\d+\.\d{2}$/);
    }
    for (const slot of group.timeslots) {
      assert.deepEqual(Object.keys(slot).sort(), ["block_id", "id", "status", "time_start"]);
      assert.match(slot.time_start, /^\d{2}:\d{2}:\d{2}$/);
    }
  }
  assert.deepEqual(
    event.prices.map((price) => price.id),
    event.seat_groups.flatMap((group) => group.prices.map((price) => price.id)),
  );
}

test("GET /:lang/api/events/ answers ten upcoming events with the booking widget's fields", async () => {
  const { status, body } = await get<Paged<EventListItem>>("/de/api/events/");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["count", "next", "previous", "results"]);
  assert.equal(body.results.length, 10, "default page size 10");
  assert.equal(body.previous, null);
  assert.equal(body.next, "/de/api/events/?page=2");
  const starts = body.results.map((event) => new Date(event.date_start).getTime());
  assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
  assert.ok(starts[0] >= Date.now() - 60_000, "upcoming only");
  for (const event of body.results) assertEventShape(event);
  const withSeats = body.results.find((event) => event.seat_groups.length > 0);
  assert.ok(withSeats, "the demo calendar sells seats");
  assert.ok(withSeats.id_jet === null || Number.isInteger(withSeats.id_jet));
  const [stored] = await app.db.select().from(prices).where(eq(prices.id, withSeats.prices[0].id));
  assert.equal(withSeats.prices[0].price, (stored.amountCents / 100).toFixed(2));
});

test("the list item carries the same seat groups as the event's own page", async () => {
  const { body } = await get<Paged<EventListItem>>("/en/api/events/?page_size=30");
  const event = body.results.find((entry) => entry.seat_groups.length > 1)!;
  const detail = await get<{ seat_groups: unknown; prices: unknown; id_jet: unknown }>(`/en/api/events/${event.id}/`);
  assert.deepEqual(event.seat_groups, detail.body.seat_groups);
  assert.deepEqual(event.prices, detail.body.prices);
  assert.equal(event.id_jet, detail.body.id_jet);
  assert.match(event.url, /^\/en\/spielplan\//);
});

test("next and previous links, fetched, answer the neighbouring pages until the end", async () => {
  const first = await get<Paged<EventListItem>>("/de/api/events/?page_size=40");
  assert.ok(first.body.count > 80, "the demo season has several pages");
  assert.equal(first.body.next, "/de/api/events/?page=2&page_size=40");
  const seen = first.body.results.map((event) => event.id);
  let next: string | null = first.body.next;
  let previous: string | null = null;
  while (next) {
    const page: { status: number; body: Paged<EventListItem> } = await get<Paged<EventListItem>>(next);
    assert.equal(page.status, 200, next);
    seen.push(...page.body.results.map((event) => event.id));
    previous = page.body.previous;
    next = page.body.next;
  }
  assert.equal(seen.length, first.body.count);
  assert.equal(new Set(seen).size, seen.length, "no event twice");
  assert.ok(previous);
  const back = await get<Paged<EventListItem>>(previous);
  assert.equal(back.status, 200);
  assert.equal(back.body.results.length, 40);
});

test("links keep the filters", async () => {
  const { body: rooms } = await get<RoomOption[]>("/api/rooms/");
  const busiest = rooms[0];
  const { body } = await get<Paged<EventListItem>>(`/de/api/events/?room=${busiest.id}&page_size=2&date=01-01-2000`);
  assert.ok(body.next);
  const next = new URL(body.next, "http://x");
  assert.equal(next.searchParams.get("room"), String(busiest.id));
  assert.equal(next.searchParams.get("date"), "01-01-2000");
  assert.equal(next.searchParams.get("page_size"), "2");
});

test("room, type, tag, series and genre filters keep only matching events", async () => {
  const { body: rooms } = await get<RoomOption[]>("/api/rooms/");
  const byRoom = await get<Paged<EventListItem>>(`/de/api/events/?room=${rooms[0].id}&page_size=50`);
  assert.ok(byRoom.body.count > 0);
  for (const event of byRoom.body.results) assert.equal(event.room, rooms[0].name);

  const { body: types } = await get<ExhibitionTypeOption[]>("/api/exhibition-types/");
  const opera = types.find((type) => type.slug === "opera")!;
  const byType = await get<Paged<EventListItem>>(`/de/api/events/?type=${opera.id}&page_size=50`);
  assert.ok(byType.body.count > 0);
  for (const event of byType.body.results) assert.equal(event.exhibition_type, opera.name);

  const { body: tags } = await get<TagOption[]>("/api/event-tags/");
  for (const tag of tags) {
    const byTag = await get<Paged<EventListItem>>(`/de/api/events/?tag=${tag.id}&page_size=50`);
    const ids = byTag.body.results.map((event) => event.id);
    if (ids.length === 0) continue;
    const tagged = await app.db.select().from(eventTags).where(and(inArray(eventTags.eventId, ids), eq(eventTags.tagId, tag.id)));
    assert.equal(tagged.length, ids.length, `every event has tag ${tag.name}`);
  }

  const { body: series } = await get<SeriesOption[]>("/api/series/");
  const bySeries = await get<Paged<EventListItem>>(`/de/api/events/?series=${series[0].id}&page_size=50`);
  const seriesIds = bySeries.body.results.map((event) => event.id);
  if (seriesIds.length > 0) {
    const inSeries = await app.db.select().from(eventSeries).where(and(inArray(eventSeries.eventId, seriesIds), eq(eventSeries.seriesId, series[0].id)));
    assert.equal(inSeries.length, seriesIds.length);
  }

  const all = (await get<Paged<EventListItem>>("/de/api/events/")).body.count;
  const { body: genres } = await get<{ id: number }[]>("/api/genres/");
  const counts = await Promise.all(genres.map(async (genre) => (await get<Paged<EventListItem>>(`/de/api/events/?genre=${genre.id}`)).body.count));
  assert.ok(counts.some((n) => n > 0 && n < all), "a genre narrows the list");
});

test("the date filter lists from that Berlin day on", async () => {
  const later = new Date(Date.now() + 20 * 86_400_000);
  const [year, month, day] = berlinDay(later).split("-");
  const { status, body } = await get<Paged<EventListItem>>(`/de/api/events/?date=${day}-${month}-${year}`);
  assert.equal(status, 200);
  assert.ok(body.results.length > 0);
  for (const event of body.results) assert.ok(event.date_start.slice(0, 10) >= `${year}-${month}-${day}`, event.date_start);
  const all = await get<Paged<EventListItem>>("/de/api/events/");
  assert.ok(body.count < all.body.count, "earlier days are left out");
});

test("an empty filter key means no selection (spec §3)", async () => {
  const plain = await get<Paged<EventListItem>>("/de/api/events/");
  const empty = await get<Paged<EventListItem>>("/de/api/events/?room=&type=&tag=&series=&genre=");
  assert.equal(empty.status, 200);
  assert.equal(empty.body.count, plain.body.count);
  assert.equal(empty.body.next, plain.body.next);
});

test("bad input is a 400 naming the field, never a 500", async () => {
  const cases: [string, string][] = [
    ["/de/api/events/?room=abc", "room"],
    ["/de/api/events/?type=1x", "type"],
    ["/de/api/events/?tag=x", "tag"],
    ["/de/api/events/?series=-1", "series"],
    ["/de/api/events/?genre=0", "genre"],
    ["/de/api/events/?date=2026-04-01", "date"],
    ["/de/api/events/?date=30-02-2026", "date"],
    ["/de/api/events/?page=999", "page"],
    ["/de/api/events/?page_size=0", "page_size"],
    ["/fr/api/events/", "lang"],
  ];
  for (const [path, field] of cases) {
    const response = await get<{ error: string; field: string; reason: string }>(path);
    assert.equal(response.status, 400, path);
    assert.equal(response.body.field, field, path);
    assert.equal(typeof response.body.reason, "string");
  }
});

/** SQL statements the app sends while `run` runs (the app shares this pool with the test). */
async function recordQueries(run: () => Promise<unknown>): Promise<string[]> {
  const pool = app.database.pool;
  const original = pool.query.bind(pool);
  const seen: string[] = [];
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    seen.push(typeof config === "string" ? config : String((config as { text?: string }).text ?? ""));
    return (original as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return seen;
}

test("seat groups with their prices, time slots and holds are read in one query for the whole page", async () => {
  for (const size of [5, 40]) {
    let body: Paged<EventListItem> | undefined;
    const queries = await recordQueries(async () => {
      body = (await get<Paged<EventListItem>>(`/de/api/events/?page_size=${size}`)).body;
    });
    const ids = body!.results.map((event) => event.id);
    const stored = await app.db.select({ eventId: seatGroups.eventId }).from(seatGroups).where(inArray(seatGroups.eventId, ids));
    assert.equal(body!.results.reduce((n, event) => n + event.seat_groups.length, 0), stored.length, "every seat group of the page is there");
    const tables = ["seat_groups", "prices", "time_slots", "ticket_holds"];
    const reading = queries.filter((text) => tables.some((table) => text.includes(`from "${table}"`)));
    // One round trip after the list: the page does not wait for a second one.
    assert.equal(reading.length, 1, `page size ${size}: ${reading.length} queries`);
    for (const table of tables) assert.match(reading[0], new RegExp(`from "${table}"`), table);
  }
});
