// The header's one-line summary of today's box-office hours (spec §4): "Open from 11:00" before the
// first opening, "Open until 18:30" while open, "Closed" otherwise. Several ranges count as one span
// from the first start to the last end. Pure, with "now" injected, so the header, the
// <kulisse-opening-hours> element and tests agree. Berlin time comes from Intl, not date-fns-tz, so
// the standalone elements bundle stays small.
import type { OpeningHoursToday } from "../api/types.ts";
import { TIME_ZONE } from "./time-zone.ts";

export type OpeningHoursLabel = { kind: "from" | "until"; time: string } | { kind: "closed" };

/**
 * Spec §4 "Opening hours status": early (before the first opening today), open, late (after the
 * last closing today) or closed (no opening today). `opens`/`closes` are "HH:MM" when there is an
 * opening today.
 */
export type OpeningHoursStatus = { status: "early" | "open" | "late"; opens: string; closes: string } | { status: "closed" };

/** "11:00:00" or "11:00" → minutes after midnight; null when unreadable. */
function minutes(time: string | null): number | null {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

// One formatter for the process: creating Intl formatters is the slow part.
const berlinClock = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Minutes after midnight of `now` on the Berlin wall clock. */
function berlinMinutes(now: Date): number {
  const parts = berlinClock.formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/** Today's status at `now` (compared in Europe/Berlin time); exceptions override the regular hours. */
export function openingHoursStatus(today: OpeningHoursToday, now: Date): OpeningHoursStatus {
  const entries = today.opening_hours_exceptions.length > 0 ? today.opening_hours_exceptions : today.opening_hours;
  const open = entries.filter((entry) => !entry.closed);
  const starts = open.map((entry) => minutes(entry.time_from)).filter((value): value is number => value !== null);
  const ends = open.map((entry) => minutes(entry.time_to)).filter((value): value is number => value !== null);
  if (starts.length === 0 || ends.length === 0) return { status: "closed" };
  const first = Math.min(...starts);
  const last = Math.max(...ends);
  const current = berlinMinutes(now);
  const status = current < first ? "early" : current < last ? "open" : "late";
  return { status, opens: hhmm(first), closes: hhmm(last) };
}

/** Today's label at `now`: "from" while early, "until" while open, otherwise "closed". */
export function openingHoursLabel(today: OpeningHoursToday, now: Date): OpeningHoursLabel {
  const state = openingHoursStatus(today, now);
  if (state.status === "early") return { kind: "from", time: state.opens };
  if (state.status === "open") return { kind: "until", time: state.closes };
  return { kind: "closed" };
}
