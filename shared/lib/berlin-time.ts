// The theatre lives in Europe/Berlin: every date shown or compared by day is in that zone.
// Reading an instant's Berlin wall clock asks one Intl formatter, kept for the process, for the
// zone's offset once per hour: date-fns-tz's formatInTimeZone looks the zone up several times and
// parses its pattern on every call, which a calendar page did hundreds of times.
import { dateTimeFormat } from "./date-time-format.ts";
import { TIME_ZONE } from "./time-zone.ts";

export { TIME_ZONE };

/** An instant as a Berlin wall clock shows it. */
export interface BerlinParts {
  year: number;
  /** 1 January … 12 December */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday, as Date.getDay() counts */
  dayOfWeek: number;
  /** Minutes ahead of UTC: 60 in winter, 120 in summer. */
  offsetMinutes: number;
}

const wallClock = dateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

const HOUR_MS = 3_600_000;

/** Milliseconds the Berlin wall clock is ahead of UTC at `epochMs`, asked of Intl. */
function offsetFromIntl(epochMs: number): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClock.formatToParts(epochMs)) if (part.type !== "literal") fields[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  const wholeSeconds = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds;
}

/**
 * Offsets by UTC hour: Berlin changes its offset on the hour (01:00 UTC), so one Intl call serves
 * every instant of that hour. An hour whose two ends disagree (none since 1893) is never kept.
 * Bounded: a page shows a few hundred hours at most.
 */
const offsetsByHour = new Map<number, number>();
const MAX_HOURS = 50_000;

function offsetAt(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const kept = offsetsByHour.get(hour);
  if (kept !== undefined) return kept;
  const offset = offsetFromIntl(hour * HOUR_MS);
  if (offset !== offsetFromIntl(hour * HOUR_MS + HOUR_MS - 1)) return offsetFromIntl(epochMs);
  if (offsetsByHour.size >= MAX_HOURS) offsetsByHour.clear();
  offsetsByHour.set(hour, offset);
  return offset;
}

/** The Berlin wall clock at `instant`. */
export function berlinParts(instant: Date): BerlinParts {
  const offset = offsetAt(instant.getTime());
  const wall = new Date(instant.getTime() + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    dayOfWeek: wall.getUTCDay(),
    offsetMinutes: Math.round(offset / 60_000),
  };
}

const two = (value: number) => String(value).padStart(2, "0");

/** "2026-11-22" for the Berlin calendar day of `instant`. */
export function berlinDay(instant: Date): string {
  const { year, month, day } = berlinParts(instant);
  return `${year}-${two(month)}-${two(day)}`;
}

/** ISO weekday (1 Monday … 7 Sunday) of the Berlin calendar day of `instant`. */
export function berlinWeekday(instant: Date): number {
  return berlinParts(instant).dayOfWeek || 7;
}

/** "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM[:SS]", a wall time written without a zone. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant at which the Berlin wall clock shows `text` ("YYYY-MM-DD" for the day's start, or
 * "YYYY-MM-DDTHH:MM[:SS]"), or null when `text` is no such wall time.
 */
export function berlinWallTime(text: string): Date | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0"] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC is an hour off only when the clocks change in between;
  // asking again at the first answer settles it (midnight is never skipped or doubled in Berlin: the
  // clocks change at 02:00 and 03:00).
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** The instant at which the Berlin day "YYYY-MM-DD" starts (an invalid date for anything else). */
export function startOfBerlinDay(day: string): Date {
  return berlinWallTime(day) ?? new Date(NaN);
}

/** ISO 8601 with the Berlin offset, e.g. "2026-11-22T19:30:00+01:00". */
export function berlinIso(instant: Date): string {
  const { year, month, day, hour, minute, second, offsetMinutes } = berlinParts(instant);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = Math.abs(offsetMinutes);
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${sign}${two(Math.floor(offset / 60))}:${two(offset % 60)}`;
}
