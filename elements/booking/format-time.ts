// Times and the performance date as the theatre writes them (spec §9): "HH:MM", with " Uhr" in
// German, in Berlin time. Intl instead of date-fns keeps the standalone bundle small.
import type { Lang } from "../../shared/lib/localized.ts";
import { TIME_ZONE } from "../../shared/lib/berlin-time.ts";
import { dateTimeFormat } from "../../shared/lib/date-time-format.ts";

const withUhr = (time: string, lang: Lang) => (lang === "de" ? `${time} Uhr` : time);

/** A time slot's "14:00:00" → "14:00 Uhr" / "14:00". */
export function formatSlotTime(timeStart: string, lang: Lang): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(timeStart);
  return withUhr(match ? `${match[1].padStart(2, "0")}:${match[2]}` : timeStart, lang);
}

/** The performance's start: "Samstag, 28. November, 19:30 Uhr" / "Saturday 28 November, 19:30". */
export function formatEventStart(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = dateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { timeZone: TIME_ZONE, weekday: "long", day: "numeric", month: "long" }).format(date);
  const time = dateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
  return `${day}, ${withUhr(time, lang)}`;
}
