// Dates and times as the theatre writes them, always in Europe/Berlin: "Sa, 28. Nov." and "19:30 Uhr".
import { formatInTimeZone } from "date-fns-tz";
import { de as deLocale } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import type { Lang } from "../../shared/lib/localized.ts";
import { TIME_ZONE } from "../../shared/lib/berlin-time.ts";

const locales = { de: deLocale, en: enGB };

/** "19:30 Uhr" in German, "19:30" in English. */
export function formatTime(iso: string | Date, lang: Lang): string {
  const time = formatInTimeZone(new Date(iso), TIME_ZONE, "HH:mm");
  return lang === "de" ? `${time} Uhr` : time;
}

/** "Sa, 28.11." / "Sat 28 Nov" — compact, for lists. */
export function formatShortDate(iso: string | Date, lang: Lang): string {
  return formatInTimeZone(new Date(iso), TIME_ZONE, lang === "de" ? "EEEEEE, dd.MM." : "EEE d MMM", { locale: locales[lang] });
}

/** "Samstag, 28. November 2026" / "Saturday 28 November 2026". */
export function formatLongDate(iso: string | Date, lang: Lang): string {
  return formatInTimeZone(new Date(iso), TIME_ZONE, lang === "de" ? "EEEE, d. MMMM yyyy" : "EEEE d MMMM yyyy", { locale: locales[lang] });
}

/** Day of month and short month for date badges: ["28", "Nov"]. */
export function dayAndMonth(iso: string | Date, lang: Lang): [string, string] {
  const date = new Date(iso);
  return [formatInTimeZone(date, TIME_ZONE, "d"), formatInTimeZone(date, TIME_ZONE, "MMM", { locale: locales[lang] })];
}

/** "Donnerstag, 26. November 2026, 19:30 Uhr" / "Thursday 26 November 2026, 19:30". */
export function formatLongDateTime(iso: string | Date, lang: Lang): string {
  return `${formatLongDate(iso, lang)}, ${formatTime(iso, lang)}`;
}
