// A datetime field is stored as ISO 8601 with an offset and edited in an <input type=datetime-local>
// showing Berlin wall-clock time, whatever the editor's own time zone.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { berlinIso, TIME_ZONE } from "../../shared/lib/berlin-time.ts";

/** "2026-11-22T19:30" (Berlin time) for a stored instant; "" for an empty or unreadable one. */
export function isoToBerlinLocal(iso: unknown): string {
  if (typeof iso !== "string" || iso === "") return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  return formatInTimeZone(instant, TIME_ZONE, "yyyy-MM-dd'T'HH:mm");
}

/** The stored instant ("2026-11-22T19:30:00+01:00") of a Berlin wall-clock "2026-11-22T19:30"; "" when empty. */
export function berlinLocalToIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return "";
  const instant = fromZonedTime(local.length === 16 ? `${local}:00` : local, TIME_ZONE);
  return Number.isNaN(instant.getTime()) ? "" : berlinIso(instant);
}
