// Dates and times as the theatre writes them, always in Europe/Berlin: "Sa, 28. Nov." and "19:30 Uhr".
// The wall clock comes from berlinParts (one Intl formatter for the process), the day and month
// names from date-fns's locales, as date-fns's `format` takes them ("EEEEEE" → short, "MMM" →
// abbreviated), so the words stay those of date-fns.
// One locale module each: the package index loads every locale (half a second of a cold start).
import { de as deLocale } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import type { Lang } from "../../shared/lib/localized.ts";
import { berlinParts, type BerlinParts } from "../../shared/lib/berlin-time.ts";

const locales = { de: deLocale, en: enGB };
type Width = "short" | "abbreviated" | "wide";

const two = (value: number) => String(value).padStart(2, "0");
const weekday = (parts: BerlinParts, lang: Lang, width: Width) => locales[lang].localize.day(parts.dayOfWeek as 0, { width, context: "formatting" });
const monthName = (parts: BerlinParts, lang: Lang, width: Width) => locales[lang].localize.month((parts.month - 1) as 0, { width, context: "formatting" });

/** "19:30 Uhr" in German, "19:30" in English. */
export function formatTime(iso: string | Date, lang: Lang): string {
  const parts = berlinParts(new Date(iso));
  const time = `${two(parts.hour)}:${two(parts.minute)}`;
  return lang === "de" ? `${time} Uhr` : time;
}

/** "Sa, 28.11." / "Sat 28 Nov" — compact, for lists. */
export function formatShortDate(iso: string | Date, lang: Lang): string {
  const parts = berlinParts(new Date(iso));
  return lang === "de"
    ? `${weekday(parts, lang, "short")}, ${two(parts.day)}.${two(parts.month)}.`
    : `${weekday(parts, lang, "abbreviated")} ${parts.day} ${monthName(parts, lang, "abbreviated")}`;
}

/** "Samstag, 28. November 2026" / "Saturday 28 November 2026". */
export function formatLongDate(iso: string | Date, lang: Lang): string {
  const parts = berlinParts(new Date(iso));
  const [dayName, month] = [weekday(parts, lang, "wide"), monthName(parts, lang, "wide")];
  return lang === "de" ? `${dayName}, ${parts.day}. ${month} ${parts.year}` : `${dayName} ${parts.day} ${month} ${parts.year}`;
}

/** "Sa, 28. November 2026" / "Sat 28 November 2026": the event page's date. */
export function formatEventDate(iso: string | Date, lang: Lang): string {
  const parts = berlinParts(new Date(iso));
  const month = monthName(parts, lang, "wide");
  return lang === "de" ? `${weekday(parts, lang, "short")}, ${parts.day}. ${month} ${parts.year}` : `${weekday(parts, lang, "abbreviated")} ${parts.day} ${month} ${parts.year}`;
}

/** Day of month and short month for date badges: ["28", "Nov"]. */
export function dayAndMonth(iso: string | Date, lang: Lang): [string, string] {
  const parts = berlinParts(new Date(iso));
  return [String(parts.day), monthName(parts, lang, "abbreviated")];
}

/** "Donnerstag, 26. November 2026, 19:30 Uhr" / "Thursday 26 November 2026, 19:30". */
export function formatLongDateTime(iso: string | Date, lang: Lang): string {
  return `${formatLongDate(iso, lang)}, ${formatTime(iso, lang)}`;
}
