// The reference picker's search, one for every target but images (those have the media library):
// the items whose title contains the query in either language, or the one item of an id (the picker
// shows a stored choice by its name). Editors prepare pages and items ahead, so offline items are
// offered too, marked "offline" in the detail. Events, venues, forms, articles and article categories
// have their own title, order and detail (an event's date and venue); every other target is searched
// by its admin list's search, in its list's order, and named by its admin title.
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { berlinDay, startOfBerlinDay } from "../../shared/lib/berlin-time.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ReferenceChoice } from "../../shared/api/contract/admin.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { formatLongDate, formatLongDateTime } from "../../src/lib/format-date.ts";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { articleCategories, articles, events, forms, productions, rooms, venues } from "../db/schema.ts";
import { orderOf, scopeOf, type BoundResource } from "../admin/admin-items.ts";
import { rowToValues, selection } from "../admin/table-binding.ts";

export const REFERENCE_CHOICES_LIMIT = 20;

/** The text of a `{de, en}` column in `lang`, German when the translation is empty. */
const textIn = (column: PgColumn | SQL, lang: Lang) => sql<string>`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'de', '')`;

export interface ReferenceQuery {
  /** Part of the title, any case, either language; `%` and `_` are taken literally. */
  query: string;
  /** Look up this one item instead of searching. */
  id?: number;
}

/** The search's condition: the id, or a title containing the query (digits also match the id). */
function matching(idColumn: PgColumn, titles: SQL | undefined, { query, id }: ReferenceQuery): SQL | undefined {
  if (id !== undefined) return eq(idColumn, id);
  const text = query.trim();
  if (text === "") return undefined;
  const byId = /^\d{1,9}$/.test(text) ? eq(idColumn, Number(text)) : undefined;
  return or(titles, byId) ?? sql`false`;
}

/** The title in German or in English contains the query. */
const titleContains = (title: (lang: Lang) => SQL, query: string): SQL => sql`(${title("de")} ilike ${containsPattern(query.trim())} or ${title("en")} ilike ${containsPattern(query.trim())})`;

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const details = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");

/**
 * A day in the query ("28.11.2026", "28.11." for the next such day, or "2026-11-28"), and the rest of
 * the query: the event search finds performances by date and production.
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

type Finder = (db: Db, bound: BoundResource, lang: Lang, search: ReferenceQuery, now: Date) => Promise<ReferenceChoice[]>;

const findEvents: Finder = async (db, _bound, lang, search, now) => {
  const title = (language: Lang) => sql<string>`coalesce(nullif(${events.title}->>${language}, ''), nullif(${events.title}->>'de', ''), ${textIn(productions.title, language)})`;
  const { day, rest } = search.id === undefined ? dayInQuery(search.query, now) : { day: null, rest: search.query };
  const onDay = day ? and(gte(events.dateStart, startOfBerlinDay(day)), lt(events.dateStart, startOfBerlinDay(nextDay(day)))) : undefined;
  const rows = await db
    .select({ id: events.id, label: title(lang), dateStart: events.dateStart, venue: venues.name, isOnline: sql<boolean>`${events.isOnline} and ${productions.isOnline}` })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(matching(events.id, titleContains(title, rest), { ...search, query: rest }), onDay))
    // Upcoming performances first (soonest first), then past ones (latest first).
    .orderBy(sql`${events.dateStart} < ${now.toISOString()}`, sql`case when ${events.dateStart} >= ${now.toISOString()} then ${events.dateStart} end asc`, desc(events.dateStart), asc(events.id))
    .limit(REFERENCE_CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(formatLongDateTime(row.dateStart, lang), pick(row.venue, lang), !row.isOnline && "offline") }));
};

const findVenues: Finder = async (db, _bound, lang, search) => {
  const title = (language: Lang) => textIn(venues.name, language);
  const rows = await db
    .select({ id: venues.id, label: title(lang), street: venues.street, postalCode: venues.postalCode, city: venues.city, isOnline: venues.isOnline })
    .from(venues)
    .where(matching(venues.id, titleContains(title, search.query), search))
    .orderBy(asc(title(lang)), asc(venues.id))
    .limit(REFERENCE_CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(row.street, `${row.postalCode} ${row.city}`.trim(), !row.isOnline && "offline") }));
};

const findForms: Finder = async (db, _bound, lang, search) => {
  const title = (language: Lang) => textIn(forms.title, language);
  const rows = await db
    .select({ id: forms.id, label: title(lang), slug: forms.slug, isOnline: forms.isOnline })
    .from(forms)
    .where(matching(forms.id, titleContains(title, search.query), search))
    .orderBy(asc(title(lang)), asc(forms.id))
    .limit(REFERENCE_CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(pick(row.slug, lang), !row.isOnline && "offline") }));
};

const findArticles: Finder = async (db, _bound, lang, search) => {
  const title = (language: Lang) => textIn(articles.title, language);
  const rows = await db
    .select({ id: articles.id, label: title(lang), publishedAt: articles.publishedAt, category: articleCategories.name, isOnline: articles.isOnline })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(matching(articles.id, titleContains(title, search.query), search))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(REFERENCE_CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: details(formatLongDate(row.publishedAt, lang), row.category && pick(row.category, lang), !row.isOnline && "offline") }));
};

const findCategories: Finder = async (db, _bound, lang, search) => {
  const title = (language: Lang) => textIn(articleCategories.name, language);
  const count = sql<number>`(select count(*)::int from ${articles} where ${articles.categoryId} = ${articleCategories.id} and ${articles.isOnline})`;
  const rows = await db
    .select({ id: articleCategories.id, label: title(lang), articles: count })
    .from(articleCategories)
    .where(matching(articleCategories.id, titleContains(title, search.query), search))
    .orderBy(asc(articleCategories.position), asc(articleCategories.id))
    .limit(REFERENCE_CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.label, detail: lang === "de" ? `${row.articles} Artikel online` : `${row.articles} ${row.articles === 1 ? "article" : "articles"} online` }));
};

/** Any other target: its admin list's search and order, its admin title; "offline" for an item switched off. */
const findItems: Finder = async (db, bound, lang, search) => {
  const { resource, binding } = bound;
  const rows = await db
    .select(selection(binding))
    .from(binding.table)
    .where(and(scopeOf(binding), matching(binding.table.id, binding.search?.(containsPattern(search.query.trim())), search)))
    .orderBy(orderOf(bound, undefined, lang), asc(binding.table.id))
    .limit(REFERENCE_CHOICES_LIMIT);
  return rows.map((row) => {
    const values = rowToValues(resource.fields, row, binding);
    return { id: row.id as number, label: resource.title(values, lang) || `#${String(row.id)}`, detail: values.is_online === false ? "offline" : "" };
  });
};

const ownFinders: Partial<Record<string, Finder>> = { events: findEvents, venues: findVenues, forms: findForms, articles: findArticles, "article-categories": findCategories };

/** At most 20 items of the bound target matching the search, or the one with `search.id` (none if it is gone). */
export function findReferenceChoices(db: Db, bound: BoundResource, lang: Lang, search: ReferenceQuery, now: Date): Promise<ReferenceChoice[]> {
  return (ownFinders[bound.resource.name] ?? findItems)(db, bound, lang, search, now);
}
