// The event list module (spec §3: date_from, date_to, tag, the filters next_3_days and weekend) as
// visitors get it: a page holding the module lists what its settings say, by the server's clock in
// Berlin days; and the events API's window and periods the module asks with.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { eventTags, pages, tags } from "../../server/db/schema.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { berlinDay, berlinWallTime, berlinWeekday } from "../../shared/lib/berlin-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

let pageCount = 0;

/** A new online page holding one event list with `settings`; its German address. */
async function pageWithEventList(settings: Record<string, unknown>): Promise<string> {
  pageCount += 1;
  const slug = `veranstaltungsliste-${pageCount}`;
  const module: ModuleData = { id: `list-${pageCount}`, type: "event_list", date_from: "", date_to: "", filters: "", limit: 30, ...settings };
  const section: Section = { id: `s-${pageCount}`, layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [module] }] };
  await app.db.insert(pages).values({ path: { de: slug, en: `${slug}-en` }, title: { de: "Liste", en: "List" }, isOnline: true, content: { de: [section], en: [section] } });
  return `/de/${slug}`;
}

/** The start times a page's event rows show, in order. */
async function listedStarts(path: string): Promise<string[]> {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  const html = await response.text();
  return [...html.matchAll(/class="event-row__date" dateTime="([^"]+)"/gi)].map((match) => match[1]);
}

async function events(query: string): Promise<EventListItem[]> {
  const { status, body } = await app.getJson<Paged<EventListItem>>(`/de/api/events/?page_size=100&${query}`);
  assert.equal(status, 200, JSON.stringify(body));
  return body.results;
}

/** YYYY-MM-DD `count` days after `day`. */
function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

const germanParam = (day: string) => day.split("-").reverse().join("-");

test("a list with a future window shows only performances inside it, none from today", async () => {
  const upcoming = await events("");
  const firstDay = berlinDay(new Date(upcoming[0].date_start));
  // A week that starts two weeks after the first performance: the demo calendar plays then too.
  const from = addDays(firstDay, 14);
  const to = addDays(from, 6);
  const inside = await events(`date=${germanParam(from)}&date_to=${germanParam(to)}`);
  assert.ok(inside.length > 0, "the demo calendar has performances in that week");
  for (const event of inside) {
    const day = berlinDay(new Date(event.date_start));
    assert.ok(day >= from && day <= to, `${day} lies from ${from} to ${to}`);
  }
  const listed = await listedStarts(await pageWithEventList({ date_from: from, date_to: to }));
  assert.deepEqual(listed, inside.map((event) => event.date_start));
  assert.ok(!listed.includes(upcoming[0].date_start), "the first performance from today is not listed");
});

test("the list's last day is listed in full: up to and including Bis", async () => {
  const upcoming = await events("");
  const day = berlinDay(new Date(upcoming[0].date_start));
  const thatDay = await events(`date=${germanParam(day)}&date_to=${germanParam(day)}`);
  assert.deepEqual(thatDay.map((event) => event.date_start), upcoming.filter((event) => berlinDay(new Date(event.date_start)) === day).map((event) => event.date_start));
  const listed = await listedStarts(await pageWithEventList({ date_from: day, date_to: day }));
  assert.deepEqual(listed, thatDay.map((event) => event.date_start));
});

test("a tag chosen from the vocabulary lists only that tag's performances; old free text lists all, as before", async () => {
  const [used] = await app.db
    .select({ id: tags.id, n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventTags)
    .innerJoin(tags, eq(tags.id, eventTags.tagId))
    .groupBy(tags.id)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  assert.ok(used, "the demo calendar tags events");
  const tagged = await events(`tag=${used.id}`);
  const all = await events("");
  assert.ok(tagged.length > 0 && tagged.length < all.length, "the tag keeps some performances, not all");
  assert.deepEqual(await listedStarts(await pageWithEventList({ tag: used.id })), tagged.map((event) => event.date_start));
  assert.deepEqual(await listedStarts(await pageWithEventList({ tag: "Familie" })), all.slice(0, 30).map((event) => event.date_start));
});

/** Berlin 10:00 on the first Wednesday, and 15:00 on the first Saturday, a week after the demo calendar's first performance. */
async function clockDays(): Promise<{ wednesday: string; saturday: string }> {
  const [first] = await events("");
  let day = addDays(berlinDay(new Date(first.date_start)), 7);
  while (berlinWeekday(berlinWallTime(`${day}T12:00`)!) !== 3) day = addDays(day, 1);
  return { wednesday: day, saturday: addDays(day, 3) };
}

/** The performances that start from `from` up to (not including) `to`, from the list of all. */
async function startingBetween(from: Date, to: Date): Promise<string[]> {
  const all = await events(`date=${germanParam(berlinDay(from))}`);
  return all.map((event) => event.date_start).filter((start) => new Date(start) >= from && new Date(start) < to);
}

test("weekend lists the coming Saturday and Sunday; on a Saturday, from now to Sunday's end", async (t) => {
  const { wednesday, saturday } = await clockDays();
  t.after(() => app.setNow(null));
  const page = await pageWithEventList({ filters: "weekend" });

  app.setNow(berlinWallTime(`${wednesday}T10:00`));
  const expected = await startingBetween(berlinWallTime(saturday)!, berlinWallTime(addDays(saturday, 2))!);
  assert.ok(expected.length > 0, "the demo calendar plays that weekend");
  assert.deepEqual((await events("when=weekend")).map((event) => event.date_start), expected);
  assert.deepEqual(await listedStarts(page), expected);

  const saturdayAfternoon = berlinWallTime(`${saturday}T15:00`)!;
  app.setNow(saturdayAfternoon);
  const rest = await startingBetween(saturdayAfternoon, berlinWallTime(addDays(saturday, 2))!);
  assert.deepEqual(await listedStarts(page), rest);
  for (const start of rest) assert.ok([6, 7].includes(berlinWeekday(new Date(start))), `${start} is at the weekend`);
});

test("next_3_days lists today and the two days after", async (t) => {
  const { wednesday } = await clockDays();
  t.after(() => app.setNow(null));
  const now = berlinWallTime(`${wednesday}T10:00`)!;
  app.setNow(now);
  const expected = await startingBetween(now, berlinWallTime(addDays(wednesday, 3))!);
  assert.ok(expected.length > 0, "the demo calendar plays in those days");
  assert.deepEqual((await events("when=next_3_days")).map((event) => event.date_start), expected);
  assert.deepEqual(await listedStarts(await pageWithEventList({ filters: "next_3_days" })), expected);
});

test("the events API refuses an unknown period and a malformed last day, naming the field", async () => {
  for (const [query, field] of [["when=bald", "when"], ["date_to=2027-02-01", "date_to"]]) {
    const { status, body } = await app.getJson<{ field: string }>(`/de/api/events/?${query}`);
    assert.equal(status, 400, query);
    assert.equal(body.field, field);
  }
});
