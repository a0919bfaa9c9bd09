// The Berlin wall clock read through one Intl formatter gives exactly what date-fns-tz's
// formatInTimeZone gave (the reference), across three years, both daylight-saving changes
// and both languages' day and month names.
import assert from "node:assert/strict";
import { test } from "node:test";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { de, enGB } from "date-fns/locale";
import { berlinDay, berlinIso, berlinWeekday, startOfBerlinDay, TIME_ZONE } from "../../shared/lib/berlin-time.ts";
import { dayAndMonth, formatEventDate, formatLongDate, formatShortDate, formatTime } from "../../src/lib/format-date.ts";

/** Instants every 1 h 37 min 13 s from 2025 to 2027 (every minute of the hour comes round), plus each half second around the changes of 2026. */
function instants(): Date[] {
  const result: Date[] = [];
  for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 5_833_000) result.push(new Date(at));
  for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) for (let at = change - 3_000; at <= change + 3_000; at += 500) result.push(new Date(at));
  return result;
}

const reference = (instant: Date, pattern: string, locale = enGB) => formatInTimeZone(instant, TIME_ZONE, pattern, { locale });

test("berlinDay, berlinWeekday and berlinIso agree with date-fns-tz", () => {
  for (const instant of instants()) {
    const at = instant.toISOString();
    assert.equal(berlinDay(instant), reference(instant, "yyyy-MM-dd"), at);
    assert.equal(berlinWeekday(instant), Number(reference(instant, "i")), at);
    assert.equal(berlinIso(instant), reference(instant, "yyyy-MM-dd'T'HH:mm:ssXXX"), at);
  }
});

test("startOfBerlinDay agrees with date-fns-tz's fromZonedTime on every day of three years", () => {
  for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    assert.equal(startOfBerlinDay(day).toISOString(), fromZonedTime(`${day}T00:00:00`, TIME_ZONE).toISOString(), day);
  }
  assert.ok(Number.isNaN(startOfBerlinDay("not a day").getTime()));
});

test("the dates and times pages show agree with date-fns-tz's patterns in German and English", () => {
  for (const instant of instants().filter((_, index) => index % 7 === 0)) {
    const at = instant.toISOString();
    assert.equal(formatTime(instant, "de"), `${reference(instant, "HH:mm")} Uhr`, at);
    assert.equal(formatTime(at, "en"), reference(instant, "HH:mm"), at);
    assert.equal(formatShortDate(at, "de"), reference(instant, "EEEEEE, dd.MM.", de), at);
    assert.equal(formatShortDate(instant, "en"), reference(instant, "EEE d MMM"), at);
    assert.equal(formatLongDate(instant, "de"), reference(instant, "EEEE, d. MMMM yyyy", de), at);
    assert.equal(formatLongDate(instant, "en"), reference(instant, "EEEE d MMMM yyyy"), at);
    assert.equal(formatEventDate(at, "de"), reference(instant, "EEEEEE, d. MMMM yyyy", de), at);
    assert.equal(formatEventDate(at, "en"), reference(instant, "EEE d MMMM yyyy"), at);
    assert.deepEqual(dayAndMonth(instant, "de"), [reference(instant, "d"), reference(instant, "MMM", de)], at);
    assert.deepEqual(dayAndMonth(instant, "en"), [reference(instant, "d"), reference(instant, "MMM")], at);
  }
});
