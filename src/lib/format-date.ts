// Dates and times as the theatre writes them, always in Europe/Berlin: "Sa, 28. Nov." and "19:30 Uhr".
// The wall clock comes from berlinParts (one Intl formatter for the process), the day and month
// names from the table below: the words of date-fns's locales (de, en-GB), which these formats used
// before; written out so that visitors' pages load no date-fns (test/unit/format-date-names.test.ts
// compares the table with date-fns).
import type { Lang } from "../../shared/lib/localized.ts";
import { berlinParts, type BerlinParts } from "../../shared/lib/berlin-time.ts";

type Width = "short" | "abbreviated" | "wide";

/** Day names from Sunday, month names from January, per language and width. */
export const dateNames: Record<Lang, { day: Record<Width, readonly string[]>; month: Record<Exclude<Width, "short">, readonly string[]> }> = {
  de: {
    day: {
      short: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
      abbreviated: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
      wide: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    },
    month: {
      abbreviated: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez."],
      wide: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    },
  },
  en: {
    day: {
      short: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
      abbreviated: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
      wide: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    },
    month: {
      abbreviated: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
      wide: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    },
  },
};

const two = (value: number) => String(value).padStart(2, "0");
const weekday = (parts: BerlinParts, lang: Lang, width: Width) => dateNames[lang].day[width][parts.dayOfWeek];
const monthName = (parts: BerlinParts, lang: Lang, width: Exclude<Width, "short">) => dateNames[lang].month[width][parts.month - 1];

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
