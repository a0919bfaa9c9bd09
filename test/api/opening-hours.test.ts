// Today's box-office hours: the Berlin day decides the weekday, and an exception overrides the week.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { openingHoursExceptions } from "../../server/db/schema.ts";
import type { OpeningHoursToday } from "../../shared/api/types.ts";
import { startOfBerlinDay } from "../../shared/lib/berlin-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;
after(() => app.setNow(null));

const entryKeys = ["alternative_link_url", "alternative_text", "closed", "time_from", "time_to"];

test("GET /:lang/api/opening-hours-today/ answers both lists with spec §3's entries", async () => {
  app.setNow(null);
  const { status, body } = await get<OpeningHoursToday>("/de/api/opening-hours-today/");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["opening_hours", "opening_hours_exceptions"]);
  for (const entry of [...body.opening_hours, ...body.opening_hours_exceptions]) assert.deepEqual(Object.keys(entry).sort(), entryKeys);
});

test("the weekday is Berlin's: late Monday evening in UTC is already Tuesday in Berlin", async () => {
  // 2030-01-07 is a Monday; 23:30 UTC is 00:30 on Tuesday in Berlin (CET).
  app.setNow(new Date("2030-01-07T23:30:00Z"));
  const tuesday = await get<OpeningHoursToday>("/de/api/opening-hours-today/");
  assert.deepEqual(
    tuesday.body.opening_hours.map((entry) => [entry.time_from, entry.time_to, entry.closed]),
    [["11:00:00", "18:30:00", false]],
  );
  assert.deepEqual(tuesday.body.opening_hours_exceptions, []);
  app.setNow(new Date("2030-01-07T22:30:00Z"));
  const monday = await get<OpeningHoursToday>("/en/api/opening-hours-today/");
  assert.equal(monday.body.opening_hours[0].closed, true, "the box office is closed on Mondays");
  assert.match(monday.body.opening_hours[0].alternative_text, /evening box office/, "in English");
  // Saturday has two ranges, in order.
  app.setNow(new Date("2030-01-12T12:00:00Z"));
  const saturday = await get<OpeningHoursToday>("/de/api/opening-hours-today/");
  assert.deepEqual(saturday.body.opening_hours.map((entry) => entry.time_from), ["10:00:00", "17:00:00"]);
});

test("an exception for the Berlin day overrides the regular hours", async () => {
  const [exception] = await app.db.select().from(openingHoursExceptions).limit(1);
  app.setNow(new Date(startOfBerlinDay(exception.day).getTime() + 10 * 3600_000));
  const { body } = await get<OpeningHoursToday>("/de/api/opening-hours-today/");
  assert.equal(body.opening_hours_exceptions.length, 1);
  assert.equal(body.opening_hours_exceptions[0].closed, true);
  assert.match(body.opening_hours_exceptions[0].alternative_text, /Betriebsversammlung/);
  assert.deepEqual(body.opening_hours, body.opening_hours_exceptions, "the hours that apply today are the exception's");
  app.setNow(new Date(startOfBerlinDay(exception.day).getTime() - 3600_000));
  const dayBefore = await get<OpeningHoursToday>("/de/api/opening-hours-today/");
  assert.deepEqual(dayBefore.body.opening_hours_exceptions, []);
  assert.equal(dayBefore.body.opening_hours[0].closed, false, "the Tuesday before is a regular day");
});

test("an unknown language is a 400 naming the field", async () => {
  const bad = await get<{ field: string }>("/nl/api/opening-hours-today/");
  assert.deepEqual([bad.status, bad.body.field], [400, "lang"]);
});
