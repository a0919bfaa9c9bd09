// A production's opening hours as the rows a visitor reads: weekdays from Monday, neighbouring days
// with the same hours joined into one row ("Samstag – Sonntag"), a day's several ranges on its row.
import type { WeekdayHours } from "../../shared/api/content-types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { dateNames } from "./format-date.ts";

export interface HoursRange {
  /** "17:00–23:30 Uhr" / "17:00–23:30", the word for closed, or the entry's alternative text. */
  text: string;
  /** The alternative text's link, if any. */
  url: string;
}

export interface HoursRow {
  /** "Freitag", or "Samstag – Sonntag" for neighbouring days with the same hours. */
  days: string;
  ranges: HoursRange[];
}

/** ISO weekday (1 Monday … 7 Sunday) by name; the name table starts on Sunday. */
const dayName = (weekday: number, lang: Lang) => dateNames[lang].day.wide[weekday % 7];

/** "17:00:00" → "17:00". */
const clock = (time: string) => time.slice(0, 5);

function rangeOf(entry: WeekdayHours, lang: Lang, closedWord: string): HoursRange {
  if (entry.closed) return { text: closedWord, url: "" };
  if (entry.time_from && entry.time_to) {
    const span = `${clock(entry.time_from)}–${clock(entry.time_to)}`;
    return { text: lang === "de" ? `${span} Uhr` : span, url: "" };
  }
  return { text: entry.alternative_text, url: entry.alternative_link_url };
}

/** The rows for `entries` in `lang`; `closedWord` is the page's word for a closed day. */
export function weeklyHoursRows(entries: readonly WeekdayHours[], lang: Lang, closedWord: string): HoursRow[] {
  const byDay = new Map<number, HoursRange[]>();
  const sorted = [...entries].sort((a, b) => a.weekday - b.weekday || (a.time_from ?? "").localeCompare(b.time_from ?? ""));
  for (const entry of sorted) {
    const range = rangeOf(entry, lang, closedWord);
    if (!range.text) continue;
    byDay.set(entry.weekday, [...(byDay.get(entry.weekday) ?? []), range]);
  }
  const runs: { first: number; last: number; ranges: HoursRange[] }[] = [];
  for (const [weekday, ranges] of byDay) {
    const previous = runs.at(-1);
    if (previous && previous.last === weekday - 1 && JSON.stringify(previous.ranges) === JSON.stringify(ranges)) previous.last = weekday;
    else runs.push({ first: weekday, last: weekday, ranges });
  }
  return runs.map(({ first, last, ranges }) => ({ days: first === last ? dayName(first, lang) : `${dayName(first, lang)} – ${dayName(last, lang)}`, ranges }));
}
