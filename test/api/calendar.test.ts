// The calendar's available dates: Berlin days with a coming performance, by month and filters.
import assert from "node:assert/strict";
import { test } from "node:test";
import { and, eq, gte } from "drizzle-orm";
import { events, productions } from "../../server/db/schema.ts";
import type { RoomOption } from "../../shared/api/content-types.ts";
import { berlinDay } from "../../shared/lib/berlin-time.ts";
import { availableDates } from "../../server/services/calendar.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const asParam = (day: string) => day.split("-").reverse().join("-");

/** Berlin days of the online, coming events (of one room). */
async function storedDays(room?: number): Promise<string[]> {
  const rows = await app.db
    .select({ start: events.dateStart })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(and(eq(events.isOnline, true), eq(productions.isOnline, true), gte(events.dateStart, new Date()), room ? eq(events.roomId, room) : undefined));
  return [...new Set(rows.map((row) => berlinDay(row.start)))].sort();
}

test("GET /api/calendar/ answers every coming day with a performance, as ISO days in order", async () => {
  const { status, body } = await get<string[]>("/api/calendar/");
  assert.equal(status, 200);
  assert.ok(Array.isArray(body) && body.length > 20);
  for (const day of body) assert.match(day, isoDay);
  assert.deepEqual(body, [...new Set(body)].sort());
  assert.ok(body[0] >= berlinDay(new Date()), "upcoming only");
  assert.deepEqual(body, await storedDays());
});

test("the room filter keeps the days that room plays", async () => {
  const { body: rooms } = await get<RoomOption[]>("/api/rooms/");
  const counts = await Promise.all(rooms.map(async (room) => ({ room, days: (await get<string[]>(`/api/calendar/?room=${room.id}`)).body })));
  const all = (await get<string[]>("/api/calendar/")).body;
  const narrowed = counts.find((entry) => entry.days.length > 0 && entry.days.length < all.length);
  assert.ok(narrowed, "some room plays on fewer days than the whole house");
  assert.deepEqual(narrowed.days, await storedDays(narrowed.room.id));
});

test("date picks the month to look at; type and tag narrow too; an empty key means no selection", async () => {
  const all = (await get<string[]>("/api/calendar/")).body;
  const nextMonth = all.find((day) => day.slice(0, 7) > all[0].slice(0, 7))!;
  const month = await get<string[]>(`/api/calendar/?date=${asParam(nextMonth)}`);
  assert.equal(month.status, 200);
  assert.ok(month.body.length > 0);
  for (const day of month.body) assert.equal(day.slice(0, 7), nextMonth.slice(0, 7));
  assert.deepEqual(month.body, all.filter((day) => day.slice(0, 7) === nextMonth.slice(0, 7)));

  const past = await get<string[]>("/api/calendar/?date=15-01-2001");
  assert.deepEqual(past.body, [], "a past month has no coming days");

  const { body: types } = await get<{ id: number }[]>("/api/exhibition-types/");
  const byType = await Promise.all(types.map(async (type) => (await get<string[]>(`/api/calendar/?type=${type.id}`)).body.length));
  assert.ok(byType.some((n) => n > 0 && n < all.length));
  const { body: tags } = await get<{ id: number }[]>("/api/event-tags/");
  const byTag = await get<string[]>(`/api/calendar/?tag=${tags[0].id}`);
  assert.equal(byTag.status, 200);
  for (const day of byTag.body) assert.ok(all.includes(day));
  assert.deepEqual((await get<string[]>("/api/calendar/?room=&type=&tag=")).body, all);
});

test("availableDates() answers what the endpoint answers", async () => {
  const all = (await get<string[]>("/api/calendar/")).body;
  assert.deepEqual(await availableDates(app.db, {}), all);
});

test("bad input is a 400 naming the field", async () => {
  const cases: [string, string, RegExp][] = [
    ["/api/calendar/?date=2026-05-01", "date", /DD-MM-YYYY/],
    ["/api/calendar/?date=31-04-2026", "date", /not a real date/],
    ["/api/calendar/?room=abc", "room", /number/],
    ["/api/calendar/?type=0", "type", /at least 1/],
    ["/api/calendar/?tag=1.5", "tag", /number/],
  ];
  for (const [path, field, reason] of cases) {
    const response = await get<{ field: string; reason: string }>(path);
    assert.equal(response.status, 400, path);
    assert.equal(response.body.field, field);
    assert.match(response.body.reason, reason);
  }
});
