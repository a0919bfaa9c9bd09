// The object pickers of the edit modal (event, venue, form, article, category): objects whose name
// contains the query, or the one object of an id (the picker shows the stored choice by its name).
// Editors prepare pages ahead, so offline objects are offered too, marked "offline" in the detail.
import { asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ObjectChoice, ObjectKind } from "../../shared/api/editor-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { formatLongDate, formatLongDateTime } from "../../src/lib/format-date.ts";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { articleCategories, articles, events, forms, productions, rooms, venues } from "../db/schema.ts";

export const OBJECT_FINDER_LIMIT = 20;

/** The text of a `{de, en}` column in `lang`, German when the translation is empty. */
const textIn = (column: PgColumn | SQL, lang: Lang) => sql<string>`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'de', '')`;

export interface ObjectQuery {
  /** Part of the name, any case; `%` and `_` are taken literally. */
  query: string;
  /** Look up this one object instead of searching. */
  id?: number;
}

/** The search's condition: the id, or the label containing the query (digits also match the id). */
function matching(idColumn: PgColumn, label: SQL, { query, id }: ObjectQuery): SQL | undefined {
  if (id !== undefined) return eq(idColumn, id);
  const text = query.trim();
  if (text === "") return undefined;
  const byName = sql`${label} ilike ${containsPattern(text)}`;
  return /^\d{1,9}$/.test(text) ? or(byName, eq(idColumn, Number(text))) : byName;
}

const details = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");

async function findEvents(db: Db, lang: Lang, search: ObjectQuery, now: Date): Promise<ObjectChoice[]> {
  const label = sql<string>`coalesce(nullif(${events.title}->>${lang}, ''), nullif(${events.title}->>'de', ''), ${textIn(productions.title, lang)})`;
  const rows = await db
    .select({ id: events.id, label, dateStart: events.dateStart, venue: venues.name, isOnline: sql<boolean>`${events.isOnline} and ${productions.isOnline}` })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(matching(events.id, label, search))
    // Upcoming performances first (soonest first), then past ones (latest first).
    .orderBy(sql`${events.dateStart} < ${now.toISOString()}`, sql`case when ${events.dateStart} >= ${now.toISOString()} then ${events.dateStart} end asc`, desc(events.dateStart), asc(events.id))
    .limit(OBJECT_FINDER_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(formatLongDateTime(row.dateStart, lang), pick(row.venue, lang), !row.isOnline && "offline") }));
}

async function findVenues(db: Db, lang: Lang, search: ObjectQuery): Promise<ObjectChoice[]> {
  const label = textIn(venues.name, lang);
  const rows = await db
    .select({ id: venues.id, label, street: venues.street, postalCode: venues.postalCode, city: venues.city, isOnline: venues.isOnline })
    .from(venues)
    .where(matching(venues.id, label, search))
    .orderBy(asc(label), asc(venues.id))
    .limit(OBJECT_FINDER_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(row.street, `${row.postalCode} ${row.city}`.trim(), !row.isOnline && "offline") }));
}

async function findForms(db: Db, lang: Lang, search: ObjectQuery): Promise<ObjectChoice[]> {
  const label = textIn(forms.title, lang);
  const rows = await db
    .select({ id: forms.id, label, slug: forms.slug, isOnline: forms.isOnline })
    .from(forms)
    .where(matching(forms.id, label, search))
    .orderBy(asc(label), asc(forms.id))
    .limit(OBJECT_FINDER_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(pick(row.slug, lang), !row.isOnline && "offline") }));
}

async function findArticles(db: Db, lang: Lang, search: ObjectQuery): Promise<ObjectChoice[]> {
  const label = textIn(articles.title, lang);
  const rows = await db
    .select({ id: articles.id, label, publishedAt: articles.publishedAt, category: articleCategories.name, isOnline: articles.isOnline })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(matching(articles.id, label, search))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(OBJECT_FINDER_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(formatLongDate(row.publishedAt, lang), row.category && pick(row.category, lang), !row.isOnline && "offline") }));
}

async function findCategories(db: Db, lang: Lang, search: ObjectQuery): Promise<ObjectChoice[]> {
  const label = textIn(articleCategories.name, lang);
  const count = sql<number>`(select count(*)::int from ${articles} where ${articles.categoryId} = ${articleCategories.id} and ${articles.isOnline})`;
  const rows = await db
    .select({ id: articleCategories.id, label, articles: count })
    .from(articleCategories)
    .where(matching(articleCategories.id, label, search))
    .orderBy(asc(articleCategories.position), asc(articleCategories.id))
    .limit(OBJECT_FINDER_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: lang === "de" ? `${row.articles} Artikel online` : `${row.articles} ${row.articles === 1 ? "article" : "articles"} online` }));
}

/** At most 20 objects of `kind` matching the search, or the one with `search.id` (none if it is gone). */
export function findObjects(db: Db, lang: Lang, kind: ObjectKind, search: ObjectQuery, now: Date): Promise<ObjectChoice[]> {
  switch (kind) {
    case "event":
      return findEvents(db, lang, search, now);
    case "venue":
      return findVenues(db, lang, search);
    case "form":
      return findForms(db, lang, search);
    case "article":
      return findArticles(db, lang, search);
    case "category":
      return findCategories(db, lang, search);
  }
}
