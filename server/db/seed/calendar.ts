// Calendar arithmetic on Berlin days ("YYYY-MM-DD" strings). Days are counted in plain UTC dates so
// DST never shifts them; only `berlinInstant` turns a local wall-clock time into a UTC instant.
import { fromZonedTime } from "date-fns-tz";
import { TIME_ZONE } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

function parse(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return parse(day).getUTCDay() || 7;
}

/** The first day on or after `day` that falls on `weekday`. */
export function nextWeekday(day: string, weekday: number): string {
  return addDays(day, (weekday - isoWeekday(day) + 7) % 7);
}

/** The UTC instant of a Berlin wall-clock time, e.g. ("2026-10-25", "19:30"). */
export function berlinInstant(day: string, time: string): Date {
  return fromZonedTime(`${day}T${time.length === 5 ? `${time}:00` : time}`, TIME_ZONE);
}

const weekdays = {
  de: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};
const months = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** "Mittwoch, 14. Oktober" / "Wednesday, 14 October". */
export function longDay(day: string, lang: Lang): string {
  const date = parse(day);
  const weekday = weekdays[lang][isoWeekday(day) - 1];
  const month = months[lang][date.getUTCMonth()];
  return lang === "de" ? `${weekday}, ${date.getUTCDate()}. ${month}` : `${weekday}, ${date.getUTCDate()} ${month}`;
}
