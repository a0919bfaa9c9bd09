// The box office's hours for today (Europe/Berlin); an exception for the day overrides the regular hours.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { openingHours, openingHoursExceptions } from "../db/schema.ts";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../src/api/types.ts";
import { pick, type Lang } from "../../src/lib/localized.ts";
import { berlinDay, berlinWeekday } from "../../src/lib/berlin-time.ts";

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

/** Regular hours of today's weekday and the exceptions for today's date. */
export async function getOpeningHoursToday(db: Db, lang: Lang, now: Date): Promise<OpeningHoursToday> {
  const regular = await db
    .select()
    .from(openingHours)
    .where(eq(openingHours.weekday, berlinWeekday(now)))
    .orderBy(asc(openingHours.timeFrom));
  const exceptions = await db
    .select()
    .from(openingHoursExceptions)
    .where(eq(openingHoursExceptions.day, berlinDay(now)))
    .orderBy(asc(openingHoursExceptions.timeFrom));
  return {
    opening_hours: regular.map((row) => toEntry(row, lang)),
    opening_hours_exceptions: exceptions.map((row) => toEntry(row, lang)),
  };
}
