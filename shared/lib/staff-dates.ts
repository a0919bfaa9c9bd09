// Dates as the staff's lists and tables show them: German "09.01.2027", English "9 Jan 2027", times
// on Berlin's clock. Exports for machines (CSV) keep ISO dates.
import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "./berlin-time.ts";
import type { Lang } from "./localized.ts";

const datePattern: Record<Lang, string> = { de: "dd.MM.yyyy", en: "d MMM yyyy" };

/** A calendar date ("2027-01-09"), as written in `lang`; anything else as it is. */
export function staffDate(day: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  // Noon UTC is the same calendar day in every zone near Europe.
  return formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", datePattern[lang]);
}

/** An instant as its Berlin date and time, written in `lang`: "09.01.2027, 19:30" / "9 Jan 2027, 19:30". */
export function staffDateTime(instant: string | Date, lang: Lang): string {
  return formatInTimeZone(new Date(instant), TIME_ZONE, `${datePattern[lang]}, HH:mm`);
}
