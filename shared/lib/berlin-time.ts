// The theatre lives in Europe/Berlin: every date shown or compared by day is in that zone.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { TIME_ZONE } from "./time-zone.ts";

export { TIME_ZONE };

/** "2026-11-22" for the Berlin calendar day of `instant`. */
export function berlinDay(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, "yyyy-MM-dd");
}

/** ISO weekday (1 Monday … 7 Sunday) of the Berlin calendar day of `instant`. */
export function berlinWeekday(instant: Date): number {
  return Number(formatInTimeZone(instant, TIME_ZONE, "i"));
}

/** The instant at which the Berlin day "YYYY-MM-DD" starts. */
export function startOfBerlinDay(day: string): Date {
  return fromZonedTime(`${day}T00:00:00`, TIME_ZONE);
}

/** ISO 8601 with the Berlin offset, e.g. "2026-11-22T19:30:00+01:00". */
export function berlinIso(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}
