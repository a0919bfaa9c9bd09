// The header's one-line summary of today's box-office hours (spec §4): "Open from 11:00" before the
// first opening, "Open until 18:30" while open, "Closed" otherwise. Several ranges count as one span
// from the first start to the last end. Pure, with "now" injected, so the header and tests agree.
import { formatInTimeZone } from "date-fns-tz";
import type { OpeningHoursToday } from "../api/types.ts";
import { TIME_ZONE } from "./berlin-time.ts";

export type OpeningHoursLabel = { kind: "from" | "until"; time: string } | { kind: "closed" };

/** "11:00:00" or "11:00" → minutes after midnight; null when unreadable. */
function minutes(time: string | null): number | null {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** Today's label at `now` (compared in Europe/Berlin time); exceptions override the regular hours. */
export function openingHoursLabel(today: OpeningHoursToday, now: Date): OpeningHoursLabel {
  const entries = today.opening_hours_exceptions.length > 0 ? today.opening_hours_exceptions : today.opening_hours;
  const open = entries.filter((entry) => !entry.closed);
  const starts = open.map((entry) => minutes(entry.time_from)).filter((value): value is number => value !== null);
  const ends = open.map((entry) => minutes(entry.time_to)).filter((value): value is number => value !== null);
  if (starts.length === 0 || ends.length === 0) return { kind: "closed" };
  const first = Math.min(...starts);
  const last = Math.max(...ends);
  const current = minutes(formatInTimeZone(now, TIME_ZONE, "HH:mm"))!;
  if (current < first) return { kind: "from", time: hhmm(first) };
  if (current < last) return { kind: "until", time: hhmm(last) };
  return { kind: "closed" };
}
