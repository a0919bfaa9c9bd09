// The header's opening-hours label: from / until / closed against Berlin time, exceptions first.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../shared/api/types.ts";
import { openingHoursLabel, openingHoursStatus } from "../../shared/lib/opening-hours-label.ts";

const range = (from: string | null, to: string | null, closed = false): OpeningHoursEntry => ({
  time_from: from,
  time_to: to,
  closed,
  alternative_text: "",
  alternative_link_url: "",
});
const today = (hours: OpeningHoursEntry[], exceptions: OpeningHoursEntry[] = []): OpeningHoursToday => ({ opening_hours: hours, opening_hours_exceptions: exceptions });
// 2026-11-21 is a Saturday in winter time (UTC+1); 2026-07-04 in summer time (UTC+2).
const berlin = (time: string, day = "2026-11-21", offset = "+01:00") => new Date(`${day}T${time}:00${offset}`);

test("before the first opening: Open from the first start", () => {
  assert.deepEqual(openingHoursLabel(today([range("11:00:00", "18:30:00")]), berlin("08:15")), { kind: "from", time: "11:00" });
});

test("while open: Open until the last end", () => {
  const hours = today([range("11:00:00", "18:30:00")]);
  assert.deepEqual(openingHoursLabel(hours, berlin("11:00")), { kind: "until", time: "18:30" });
  assert.deepEqual(openingHoursLabel(hours, berlin("18:29")), { kind: "until", time: "18:30" });
});

test("after the last end: Closed", () => {
  assert.deepEqual(openingHoursLabel(today([range("11:00:00", "18:30:00")]), berlin("18:30")), { kind: "closed" });
});

test("several ranges count from the first start to the last end, in any order", () => {
  const hours = today([range("17:00:00", "19:30:00"), range("10:00:00", "14:00:00")]);
  assert.deepEqual(openingHoursLabel(hours, berlin("09:00")), { kind: "from", time: "10:00" });
  // The lunch gap is still "open until" the last end.
  assert.deepEqual(openingHoursLabel(hours, berlin("15:00")), { kind: "until", time: "19:30" });
  assert.deepEqual(openingHoursLabel(hours, berlin("20:00")), { kind: "closed" });
});

test("a closed day, no entries or entries without times: Closed", () => {
  assert.deepEqual(openingHoursLabel(today([range(null, null, true)]), berlin("12:00")), { kind: "closed" });
  assert.deepEqual(openingHoursLabel(today([]), berlin("12:00")), { kind: "closed" });
  assert.deepEqual(openingHoursLabel(today([range(null, "18:00:00")]), berlin("12:00")), { kind: "closed" });
});

test("exceptions override the regular hours", () => {
  assert.deepEqual(openingHoursLabel(today([range("11:00:00", "18:30:00")], [range(null, null, true)]), berlin("12:00")), { kind: "closed" });
  assert.deepEqual(openingHoursLabel(today([range("11:00:00", "18:30:00")], [range("14:00:00", "16:00:00")]), berlin("12:00")), { kind: "from", time: "14:00" });
});

test("the comparison uses Berlin time, whatever the instant's zone (summer time too)", () => {
  const hours = today([range("11:00:00", "18:30:00")]);
  // 09:30 UTC is 11:30 in Berlin in July.
  assert.deepEqual(openingHoursLabel(hours, new Date("2026-07-04T09:30:00Z")), { kind: "until", time: "18:30" });
  assert.deepEqual(openingHoursLabel(hours, berlin("10:59", "2026-07-04", "+02:00")), { kind: "from", time: "11:00" });
});

test("status: early before the first start, open until the last end, late after it, closed without an opening", () => {
  const hours = today([range("17:00:00", "19:30:00"), range("10:00:00", "14:00:00")]);
  const span = { opens: "10:00", closes: "19:30" };
  assert.deepEqual(openingHoursStatus(hours, berlin("09:59")), { status: "early", ...span });
  assert.deepEqual(openingHoursStatus(hours, berlin("10:00")), { status: "open", ...span });
  assert.deepEqual(openingHoursStatus(hours, berlin("15:00")), { status: "open", ...span });
  assert.deepEqual(openingHoursStatus(hours, berlin("19:30")), { status: "late", ...span });
  assert.deepEqual(openingHoursStatus(today([range(null, null, true)]), berlin("12:00")), { status: "closed" });
  assert.deepEqual(openingHoursStatus(today([range("11:00:00", "18:30:00")], [range(null, null, true)]), berlin("12:00")), { status: "closed" });
});

test("the label derives from the status: late and closed both read Closed", () => {
  const hours = today([range("11:00:00", "18:30:00")]);
  for (const time of ["08:00", "11:00", "18:29", "18:30", "23:59"]) {
    const { status } = openingHoursStatus(hours, berlin(time));
    const label = openingHoursLabel(hours, berlin(time));
    assert.equal(label.kind, status === "early" ? "from" : status === "open" ? "until" : "closed", time);
  }
});

test("midnight and the small hours count as early (Intl's 24 → 00)", () => {
  const hours = today([range("11:00:00", "18:30:00")]);
  assert.equal(openingHoursStatus(hours, berlin("00:00")).status, "early");
  assert.equal(openingHoursStatus(hours, berlin("00:30")).status, "early");
});
