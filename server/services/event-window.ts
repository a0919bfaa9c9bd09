// The time span an event list covers (spec §3 event list: date_from, date_to and the filters
// next_3_days and weekend), in Berlin days: the theatre's calendar, whatever the server's zone.
import { berlinDay, berlinWeekday, startOfBerlinDay } from "../../shared/lib/berlin-time.ts";
import type { EventPeriod } from "../../shared/api/event-periods.ts";

export interface EventWindowRequest {
  /** DD-MM-YYYY: from this Berlin day on (otherwise from now). */
  date?: string;
  /** DD-MM-YYYY: up to and including this Berlin day. */
  date_to?: string;
  when?: EventPeriod;
}

/** Performances starting at `from` or later and before `to` (none: no end). */
export interface EventWindow {
  from: Date;
  to: Date | null;
}

/** The calendar day `count` days after `day` (YYYY-MM-DD). */
function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The span a period names, seen at `now`: today and the two days after; the coming Saturday and Sunday (from now on, if it is one). */
function periodWindow(when: EventPeriod, now: Date): EventWindow {
  const today = berlinDay(now);
  if (when === "next_3_days") return { from: now, to: startOfBerlinDay(addDays(today, 3)) };
  const weekday = berlinWeekday(now);
  if (weekday >= 6) return { from: now, to: startOfBerlinDay(addDays(today, 8 - weekday)) };
  return { from: startOfBerlinDay(addDays(today, 6 - weekday)), to: startOfBerlinDay(addDays(today, 8 - weekday)) };
}

/** DD-MM-YYYY (already validated) as YYYY-MM-DD. */
function isoDay(param: string): string {
  const [day, month, year] = param.split("-");
  return `${year}-${month}-${day}`;
}

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The window of a list request: its own days, narrowed by its period when it names one. */
export function eventWindow(request: EventWindowRequest, now: Date): EventWindow {
  const own: EventWindow = {
    from: request.date ? startOfBerlinDay(isoDay(request.date)) : now,
    to: request.date_to ? startOfBerlinDay(addDays(isoDay(request.date_to), 1)) : null,
  };
  if (!request.when) return own;
  const period = periodWindow(request.when, now);
  return { from: later(own.from, period.from), to: earlier(own.to, period.to) };
}
