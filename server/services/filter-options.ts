// The option lists of the filters (spec §3 Filter option): rooms, exhibition types, event and
// production tags, series, genres and seasons, in the request's language. Options whose
// show_in_filter is false are left out on the server, so no client can offer them by mistake.
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

/** Orders by the name in `lang` (German when the translation is empty). */
const byName = (column: typeof tags.name | typeof series.name, lang: Lang) => sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'de')`;

/** Stages of online houses, house by house in their order. */
export async function listRoomOptions(db: Db, lang: Lang): Promise<RoomOption[]> {
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
}

/** Exhibition types in their editorial order. */
export async function listExhibitionTypeOptions(db: Db, lang: Lang): Promise<ExhibitionTypeOption[]> {
  const rows = await db
    .select()
    .from(exhibitionTypes)
    .where(eq(exhibitionTypes.showInFilter, true))
    .orderBy(asc(exhibitionTypes.position), asc(exhibitionTypes.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter, slug: row.slug }));
}

/** Event or production tags (each its own vocabulary), alphabetically in `lang`. */
export async function listTagOptions(db: Db, scope: "event" | "production", lang: Lang): Promise<TagOption[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(and(eq(tags.scope, scope), eq(tags.showInFilter, true)))
    .orderBy(byName(tags.name, lang), asc(tags.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter, slug: pick(row.slug, lang) }));
}

/** Online series and subscriptions, alphabetically in `lang`. */
export async function listSeriesOptions(db: Db, lang: Lang): Promise<SeriesOption[]> {
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
}

/** Genres in their editorial order. */
export async function listGenreOptions(db: Db, lang: Lang): Promise<GenreOption[]> {
  const rows = await db.select().from(genres).where(eq(genres.showInFilter, true)).orderBy(asc(genres.position), asc(genres.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter }));
}

/** All seasons, the latest first (seasons have no show_in_filter of their own: every one is offered). */
export async function listSeasonOptions(db: Db, lang: Lang): Promise<SeasonOption[]> {
  const rows = await db.select().from(seasons).orderBy(desc(seasons.startsOn), desc(seasons.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, lang), show_in_filter: true, starts_on: row.startsOn, ends_on: row.endsOn }));
}
