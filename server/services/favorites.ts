// What a visitor's favorites are now (issue 16): the device keeps ids only, so titles, dates and
// places always come from here. Performances that have begun by the server's clock, and anything
// unknown or offline, are left out: the page drops them without a word.
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, productions } from "../db/schema.ts";
import type { FavoriteItems } from "../../shared/api/contract/favorites.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { selectEventSummaryRows, toEventSummary } from "./event-summaries.ts";
import { selectProductionsByFilter } from "./productions.ts";

export interface FavoriteIds {
  events?: number[];
  productions?: number[];
}

/** The favorites' coming performances (soonest first) and online productions (next performance first). */
export async function favoriteItems(db: Db, lang: Lang, ids: FavoriteIds, now: Date): Promise<FavoriteItems> {
  const eventIds = [...new Set(ids.events ?? [])];
  const productionIds = [...new Set(ids.productions ?? [])];
  const [eventRows, productionList] = await Promise.all([
    eventIds.length === 0
      ? []
      : selectEventSummaryRows(db)
          .where(and(inArray(events.id, eventIds), eq(events.isOnline, true), eq(productions.isOnline, true), gte(events.dateStart, now)))
          .orderBy(asc(events.dateStart), asc(events.id)),
    productionIds.length === 0 ? [] : selectProductionsByFilter(db, { lang, ids: productionIds, limit: productionIds.length }, now),
  ]);
  return { events: eventRows.map((row) => toEventSummary(row, lang)), productions: productionList };
}
