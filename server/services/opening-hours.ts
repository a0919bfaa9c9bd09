// The box office's hours for today (Europe/Berlin); an exception for the day overrides the regular hours.
// Every page's header shows them, so each day's are kept in memory until a content change (content-cache.ts).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { openingHours, openingHoursExceptions } from "../db/schema.ts";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinDay, berlinWeekday } from "../../shared/lib/berlin-time.ts";
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
