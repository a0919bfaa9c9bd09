// RFC 5545 file for "add to calendar": escaping, folding, CRLF, the Berlin time zone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { buildICalendar, escapeText, foldLine, type CalendarEvent } from "../../src/lib/icalendar.ts";

const base: CalendarEvent = {
  uid: "event-42@kulisse.example",
  stamp: new Date("2026-11-22T08:00:00Z"),
  start: new Date("2026-11-28T18:30:00Z"),
  end: null,
  summary: "Faust; oder, der Tragödie erster Teil",
  location: "Großes Haus, Theaterplatz 1, 01067 Dresden",
  description: "Zeile eins\nZeile \\zwei",
  url: "https://kulisse.example/de/spielplan/faust/42",
  cancelled: false,
  producer: "Staatstheater Kulisse",
};

/** Unfolds continuation lines (RFC 5545 §3.1) and splits into content lines. */
function unfold(body: string): string[] {
  return body.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
}

test("text escapes backslash, semicolon, comma and newlines", () => {
  assert.equal(escapeText("a\\b;c,d\ne\r\nf"), "a\\\\b\\;c\\,d\\ne\\nf");
});

test("long lines fold at 75 octets without splitting a UTF-8 character", () => {
  const line = `DESCRIPTION:${"ä".repeat(100)}`;
  const folded = foldLine(line);
  const parts = folded.split("\r\n");
  assert.ok(parts.length > 1);
  for (const part of parts) assert.ok(Buffer.byteLength(part, "utf8") <= 75, `${Buffer.byteLength(part)} octets`);
  for (const part of parts.slice(1)) assert.ok(part.startsWith(" "));
  assert.equal(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join(""), line);
  assert.equal(foldLine("SHORT:x"), "SHORT:x");
});

test("the calendar has CRLF line ends, VTIMEZONE and one VEVENT in Berlin time", () => {
  const body = buildICalendar(base);
  assert.ok(body.endsWith("\r\n"));
  assert.doesNotMatch(body.replace(/\r\n/g, ""), /[\r\n]/, "no bare CR or LF");
  const lines = unfold(body);
  assert.equal(lines[0], "BEGIN:VCALENDAR");
  assert.equal(lines.at(-1), "END:VCALENDAR");
  for (const expected of ["VERSION:2.0", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "TZID:Europe/Berlin", "BEGIN:STANDARD", "BEGIN:DAYLIGHT", "STATUS:CONFIRMED"]) {
    assert.ok(lines.includes(expected), expected);
  }
  assert.ok(lines.some((line) => line.startsWith("PRODID:")));
  assert.equal(lines.filter((line) => line === "BEGIN:VEVENT").length, 1);
  assert.ok(lines.includes("UID:event-42@kulisse.example"));
  assert.ok(lines.includes("DTSTAMP:20261122T080000Z"));
  assert.ok(lines.includes("DTSTART;TZID=Europe/Berlin:20261128T193000"), "18:30 UTC is 19:30 in Berlin (CET)");
  assert.ok(lines.includes("DTEND;TZID=Europe/Berlin:20261128T213000"), "without an end: two hours");
  assert.ok(lines.includes("SUMMARY:Faust\\; oder\\, der Tragödie erster Teil"));
  assert.ok(lines.includes("DESCRIPTION:Zeile eins\\nZeile \\\\zwei"));
  assert.ok(lines.includes("URL:https://kulisse.example/de/spielplan/faust/42"));
  for (const raw of body.split("\r\n")) assert.ok(Buffer.byteLength(raw, "utf8") <= 75, raw);
});

test("summer dates use the daylight offset; an end and a cancellation are written", () => {
  const lines = unfold(buildICalendar({ ...base, start: new Date("2026-06-20T17:00:00Z"), end: new Date("2026-06-20T19:45:00Z"), cancelled: true }));
  assert.ok(lines.includes("DTSTART;TZID=Europe/Berlin:20260620T190000"));
  assert.ok(lines.includes("DTEND;TZID=Europe/Berlin:20260620T214500"));
  assert.ok(lines.includes("STATUS:CANCELLED"));
});
