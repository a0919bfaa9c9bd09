// GET /{lang}/api/events/{id}/ics: an iCalendar file per performance (RFC 5545).
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq, inArray } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import { events } from "../../server/db/schema.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

async function firstEvent(): Promise<EventSummary> {
  const { body } = await app.getJson<Paged<EventSummary>>("/de/api/events/?page_size=10");
  return body.results.find((event) => !/[;,]/.test(event.title)) ?? body.results[0];
}

test("the file is text/calendar with a VEVENT at the event's Berlin time and an escaped summary", async () => {
  const summary = await firstEvent();
  const { body: detail } = await app.getJson<EventDetail>(`/de/api/events/${summary.id}/`);
  const [row] = await app.db.select({ title: events.title }).from(events).where(eq(events.id, summary.id));
  const title = { de: "Kabale, Liebe; ein Abend", en: "Intrigue, love; an evening" };
  await app.db.update(events).set({ title }).where(eq(events.id, summary.id));
  try {
    const response = await fetch(`${app.url}/de/api/events/${summary.id}/ics`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "text/calendar; charset=utf-8");
    assert.match(response.headers.get("content-disposition") ?? "", /^attachment; filename="?[\w.-]+\.ics"?$/);
    const text = await response.text();
    assert.ok(text.endsWith("\r\n"));
    assert.doesNotMatch(text.replace(/\r\n/g, ""), /[\r\n]/, "CRLF line ends only");
    for (const raw of text.split("\r\n")) assert.ok(Buffer.byteLength(raw) <= 75, `folded: ${raw}`);
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    assert.equal(lines[0], "BEGIN:VCALENDAR");
    assert.ok(lines.includes("VERSION:2.0") && lines.includes("METHOD:PUBLISH") && lines.includes("TZID:Europe/Berlin"));
    const host = new URL(app.url).hostname;
    assert.ok(lines.includes(`UID:event-${summary.id}@${host}`));
    assert.ok(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line)));
    const berlin = formatInTimeZone(new Date(detail.date_start), "Europe/Berlin", "yyyyMMdd'T'HHmmss");
    assert.ok(lines.includes(`DTSTART;TZID=Europe/Berlin:${berlin}`), `DTSTART ${berlin}`);
    assert.ok(lines.some((line) => line.startsWith("DTEND;TZID=Europe/Berlin:")));
    assert.ok(lines.includes("SUMMARY:Kabale\\, Liebe\\; ein Abend"));
    assert.ok(lines.includes(`URL:${app.url}${detail.url}`));
    assert.ok(lines.some((line) => /^STATUS:(CONFIRMED|CANCELLED)$/.test(line)));
    assert.ok(lines.some((line) => line.startsWith("LOCATION:")));
    const english = await (await fetch(`${app.url}/en/api/events/${summary.id}/ics`)).text();
    assert.match(english, /SUMMARY:Intrigue\\, love\\; an evening/);
  } finally {
    await app.db.update(events).set({ title: row.title }).where(eq(events.id, summary.id));
  }
});

test("bad ids answer 400, unknown and offline events 404", async () => {
  assert.equal((await fetch(`${app.url}/de/api/events/abc/ics`)).status, 400);
  assert.equal((await fetch(`${app.url}/de/api/events/0/ics`)).status, 400);
  assert.equal((await fetch(`${app.url}/de/api/events/999999/ics`)).status, 404);
  const { id } = await firstEvent();
  await app.db.update(events).set({ isOnline: false }).where(inArray(events.id, [id]));
  try {
    assert.equal((await fetch(`${app.url}/de/api/events/${id}/ics`)).status, 404);
  } finally {
    await app.db.update(events).set({ isOnline: true }).where(eq(events.id, id));
  }
});
