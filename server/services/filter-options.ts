// The option lists of the filters (spec §3 Filter option): rooms, exhibition types, event and
// production tags, series, genres and seasons, in the request's language. Options whose
// show_in_filter is false are left out on the server, so no client can offer them by mistake. The
// calendar shows them on every visit, so each list is kept in memory until a content change
// (content-cache.ts).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { exhibitionTypes, genres, rooms, seasons, series, tags, venues } from "../db/schema.ts";
import type {
  ExhibitionTypeOption,
  GenreOption,
  RoomOption,
  SeasonOption,
  SeriesOption,
  TagOption,
} from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import { cachedContent } from "./content-cache.ts";

/** `read`, kept per database and language until a content change. */
function keptPerLanguage<T>(name: string, read: (db: Db, lang: Lang) => Promise<T>): (db: Db, lang: Lang) => Promise<T> {
  return (db, lang) => cachedContent(db, `${name}:${lang}`, () => read(db, lang));
}

/** Orders by the name in `lang` (German when the translation is empty). */
const byName = (column: typeof tags.name | typeof series.name, lang: Lang) => sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'de')`;

/** Stages of online houses, house by house in their order. */
export const listRoomOptions = keptPerLanguage("room-options", async (db, lang): Promise<RoomOption[]> => {
  const rows = await db
    .select({ room: rooms, venue: { id: venues.id, name: venues.name } })
    .from(rooms)
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(eq(rooms.showInFilter, true), eq(venues.isOnline, true)))
    .orderBy(asc(venues.id), asc(rooms.position), asc(rooms.id));
  return rows.map(({ room, venue }) => ({
    id: room.id,
    name: pick(room.name, lang),
    show_in_filter: room.showInFilter,
    venue: { id: venue.id, name: pick(venue.name as Localized, lang) },
  }));
});

/** Exhibition types in their editorial order. */
export const listExhibitionTypeOptions = keptPerLanguage("exhibition-type-options", async (db, lang): Promise<ExhibitionTypeOption[]> => {
  const rows = await db
    .select()
    .from(exhibitionTypes)
    .where(eq(exhibitionTypes.showInFilter, true))
    .orderBy(asc(exhibitionTypes.position), asc(exhibitionTypes.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter, slug: row.slug }));
});

/** Event or production tags (each its own vocabulary), alphabetically in `lang`. */
export function listTagOptions(db: Db, scope: "event" | "production", lang: Lang): Promise<TagOption[]> {
  return cachedContent(db, `tag-options:${scope}:${lang}`, () => readTagOptions(db, scope, lang));
}

async function readTagOptions(db: Db, scope: "event" | "production", lang: Lang): Promise<TagOption[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(and(eq(tags.scope, scope), eq(tags.showInFilter, true)))
    .orderBy(byName(tags.name, lang), asc(tags.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter, slug: pick(row.slug, lang) }));
}

/** Online series and subscriptions, alphabetically in `lang`. */
export const listSeriesOptions = keptPerLanguage("series-options", async (db, lang): Promise<SeriesOption[]> => {
  const rows = await db
    .select()
    .from(series)
    .where(and(eq(series.showInFilter, true), eq(series.isOnline, true)))
    .orderBy(byName(series.name, lang), asc(series.id));
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.name, lang),
    show_in_filter: row.showInFilter,
    slug: pick(row.slug, lang),
    is_subscription: row.isSubscription,
  }));
});

/** Genres in their editorial order. */
export const listGenreOptions = keptPerLanguage("genre-options", async (db, lang): Promise<GenreOption[]> => {
  const rows = await db.select().from(genres).where(eq(genres.showInFilter, true)).orderBy(asc(genres.position), asc(genres.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter }));
});

/** All seasons, the latest first (seasons have no show_in_filter of their own: every one is offered). */
export const listSeasonOptions = keptPerLanguage("season-options", async (db, lang): Promise<SeasonOption[]> => {
  const rows = await db.select().from(seasons).orderBy(desc(seasons.startsOn), desc(seasons.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: true, starts_on: row.startsOn, ends_on: row.endsOn }));
});
