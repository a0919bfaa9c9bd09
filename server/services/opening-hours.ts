// The box office's hours for today (Europe/Berlin); an exception for the day overrides the regular hours.
// Every page's header shows them, so each day's are kept in memory until a content change (content-cache.ts).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { openingHours, openingHoursExceptions } from "../db/schema.ts";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinDay, berlinWeekday, startOfBerlinDay } from "../../shared/lib/berlin-time.ts";
import { noteChangesAt } from "./render-dependencies.ts";

/** The start of the Berlin day after the one of `now` (days of 23 or 25 hours included). */
function nextBerlinMidnight(now: Date): Date {
  const [year, month, day] = berlinDay(now).split("-").map(Number);
  return startOfBerlinDay(new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10));
}
import { cachedContent } from "./content-cache.ts";

type HoursRow = typeof openingHours.$inferSelect | typeof openingHoursExceptions.$inferSelect;

function toEntry(row: HoursRow, lang: Lang): OpeningHoursEntry {
  return {
    time_from: row.timeFrom,
    time_to: row.timeTo,
    closed: row.closed,
    alternative_text: pick(row.alternativeText, lang),
    alternative_link_url: row.alternativeLinkUrl,
  };
}

/**
 * Today's hours, "today" being the Berlin day of `now`: `opening_hours_exceptions` holds the
 * exceptions for that date; `opening_hours` holds the hours that apply — the exceptions when there
 * are any (they override), otherwise the regular hours of that Berlin weekday.
 */
export function getOpeningHoursToday(db: Db, lang: Lang, now: Date): Promise<OpeningHoursToday> {
  // Tomorrow's hours replace these at Berlin midnight (noted on every call: the kept hours are read once a day).
  noteChangesAt(nextBerlinMidnight(now));
  return cachedContent(db, `opening-hours:${lang}:${berlinDay(now)}`, () => readOpeningHours(db, lang, now));
}

async function readOpeningHours(db: Db, lang: Lang, now: Date): Promise<OpeningHoursToday> {
  const [regular, exceptions] = await Promise.all([
    db
      .select()
      .from(openingHours)
      .where(eq(openingHours.weekday, berlinWeekday(now)))
      .orderBy(asc(openingHours.timeFrom), asc(openingHours.id)),
    db
      .select()
      .from(openingHoursExceptions)
      .where(eq(openingHoursExceptions.day, berlinDay(now)))
      .orderBy(asc(openingHoursExceptions.timeFrom), asc(openingHoursExceptions.id)),
  ]);
  const exceptionEntries = exceptions.map((row) => toEntry(row, lang));
  return {
    opening_hours: exceptionEntries.length > 0 ? exceptionEntries : regular.map((row) => toEntry(row, lang)),
    opening_hours_exceptions: exceptionEntries,
  };
}
