// The calendar's URL is its state (spec §2): `date=DD-MM-YYYY` and one numeric parameter per filter.
// Parsing rejects what the API would reject, so an invalid address ends on the error page (a 404).
import { routeError } from "../../../api/loader-api.ts";

export const filterNames = ["room", "type", "tag", "series", "genre"] as const;
export type FilterName = (typeof filterNames)[number];

export interface CalendarQuery {
  date?: string;
  room?: number;
  type?: number;
  tag?: number;
  series?: number;
  genre?: number;
}

/** True for an existing day written DD-MM-YYYY (no 31-02-2026). */
export function isDayMonthYear(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "YYYY-MM-DD" ↔ "DD-MM-YYYY". */
export const isoToDmy = (iso: string) => iso.split("-").reverse().join("-");
export const dmyToIso = (dmy: string) => dmy.split("-").reverse().join("-");

/**
 * The query of a calendar address. An invalid date or a non-numeric filter is logged (in the
 * browser; the server logs the 404 it answers) and thrown as the route's 404.
 */
export function parseCalendarQuery(params: URLSearchParams): CalendarQuery {
  const query: CalendarQuery = {};
  const invalid = (name: string, value: string): never => {
    if (typeof document !== "undefined") console.warn(`Invalid calendar parameter ${name}=${value}`);
    return routeError(404, { kind: "route", error: `invalid ${name}` });
  };
  const date = params.get("date");
  if (date !== null && date !== "") {
    if (!isDayMonthYear(date)) invalid("date", date);
    query.date = date;
  }
  for (const name of filterNames) {
    const value = params.get(name);
    if (value === null || value === "") continue;
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) invalid(name, value);
    query[name] = Number(value);
  }
  return query;
}

/** The query string of a calendar state (empty values left out; page 1 is never written). */
export function calendarSearch(query: CalendarQuery): string {
  const params = new URLSearchParams();
  if (query.date) params.set("date", query.date);
  for (const name of filterNames) if (query[name] !== undefined) params.set(name, String(query[name]));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasSelection(query: CalendarQuery): boolean {
  return query.date !== undefined || filterNames.some((name) => query[name] !== undefined);
}
