// The object pickers of the edit modal (event, venue, form, article, category): objects whose name
// contains the query, or the one object of an id (the picker shows the stored choice by its name).
// Editors prepare pages ahead, so offline objects are offered too, marked "offline" in the detail.
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { berlinDay, startOfBerlinDay } from "../../shared/lib/berlin-time.ts";
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

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const details = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");

/**
 * A day in the query ("28.11.2026", "28.11." for the next such day, or "2026-11-28"), and the rest of
 * the query: the event finder finds performances by date and production.
 */
export function dayInQuery(query: string, now: Date): { day: string | null; rest: string } {
  const german = /(?:^|\s)(\d{1,2})\.(\d{1,2})\.(\d{4})?(?=\s|$)/.exec(query);
  const iso = /(?:^|\s)(\d{4})-(\d{2})-(\d{2})(?=\s|$)/.exec(query);
  const found = german ?? iso;
  if (!found) return { day: null, rest: query.trim() };
  const [year, month, day] = german ? [german[3] ? Number(german[3]) : null, Number(german[2]), Number(german[1])] : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const today = berlinDay(now);
  let candidate = `${year ?? today.slice(0, 4)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  // Without a year: the next such day from today on.
  if (year === null && candidate < today) candidate = `${Number(today.slice(0, 4)) + 1}${candidate.slice(4)}`;
  const valid = !Number.isNaN(Date.parse(`${candidate}T12:00:00Z`)) && new Date(`${candidate}T12:00:00Z`).getUTCDate() === day;
  return { day: valid ? candidate : null, rest: query.replace(found[0], " ").trim() };
}

async function findEvents(db: Db, lang: Lang, search: ObjectQuery, now: Date): Promise<ObjectChoice[]> {
  const label = sql<string>`coalesce(nullif(${events.title}->>${lang}, ''), nullif(${events.title}->>'de', ''), ${textIn(productions.title, lang)})`;
  const { day, rest } = search.id === undefined ? dayInQuery(search.query, now) : { day: null, rest: search.query };
  const onDay = day ? and(gte(events.dateStart, startOfBerlinDay(day)), lt(events.dateStart, startOfBerlinDay(nextDay(day)))) : undefined;
  const rows = await db
    .select({ id: events.id, label, dateStart: events.dateStart, venue: venues.name, isOnline: sql<boolean>`${events.isOnline} and ${productions.isOnline}` })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(matching(events.id, label, { ...search, query: rest }), onDay))
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
