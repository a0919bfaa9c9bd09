// A production's opening hours as rows: days in order, neighbours with equal hours joined, several
// ranges on one row, closed days and alternative texts.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { WeekdayHours } from "../../shared/api/content-types.ts";
import { weeklyHoursRows } from "../../src/lib/weekly-hours.ts";

const hours = (weekday: number, from: string | null, to: string | null, extra: Partial<WeekdayHours> = {}): WeekdayHours => ({
  weekday,
  time_from: from,
  time_to: to,
  closed: false,
  alternative_text: "",
  alternative_link_url: "",
  ...extra,
});

test("neighbouring days with the same hours share a row; German times end in Uhr", () => {
  const entries = [hours(7, "11:00:00", "20:00:00"), hours(6, "11:00:00", "20:00:00"), hours(5, "17:00:00", "23:30:00"), hours(2, "10:00:00", "18:00:00"), hours(3, "10:00:00", "18:00:00")];
  assert.deepEqual(weeklyHoursRows(entries, "de", "geschlossen"), [
    { days: "Dienstag – Mittwoch", ranges: [{ text: "10:00–18:00 Uhr", url: "" }] },
    { days: "Freitag", ranges: [{ text: "17:00–23:30 Uhr", url: "" }] },
    { days: "Samstag – Sonntag", ranges: [{ text: "11:00–20:00 Uhr", url: "" }] },
  ]);
  assert.deepEqual(weeklyHoursRows(entries, "en", "closed")[1], { days: "Friday", ranges: [{ text: "17:00–23:30", url: "" }] });
});

test("a day's ranges stay on its row in order; days apart are not joined even with equal hours", () => {
  const entries = [hours(1, "14:00:00", "18:00:00"), hours(1, "10:00:00", "13:00:00"), hours(3, "14:00:00", "18:00:00")];
  assert.deepEqual(weeklyHoursRows(entries, "en", "closed"), [
    { days: "Monday", ranges: [{ text: "10:00–13:00", url: "" }, { text: "14:00–18:00", url: "" }] },
    { days: "Wednesday", ranges: [{ text: "14:00–18:00", url: "" }] },
  ]);
});

test("closed days say so; an alternative text replaces the times and keeps its link; an empty entry is left out", () => {
  const entries = [hours(1, null, null, { closed: true }), hours(2, null, null, { alternative_text: "By appointment", alternative_link_url: "/en/contact" }), hours(3, null, null)];
  assert.deepEqual(weeklyHoursRows(entries, "en", "closed"), [
    { days: "Monday", ranges: [{ text: "closed", url: "" }] },
    { days: "Tuesday", ranges: [{ text: "By appointment", url: "/en/contact" }] },
  ]);
});
