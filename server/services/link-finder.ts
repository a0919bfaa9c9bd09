// The edit modal's link finder: pages (offline ones too, editors prepare them, marked), productions,
// upcoming performances, articles and people whose title contains the query, each with its URL in the
// request's language and how often the site uses it (the where-used index, one query for all hits).
// With an empty query it offers the first ones of each kind.
import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { LinkTarget, LinkTargetKind } from "../../shared/api/editor-types.ts";
import { languages, pick, type Lang, type Localized } from "../../shared/lib/localized.ts";
import { formatLongDate, formatLongDateTime } from "../../src/lib/format-date.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import { urlFor, type RouteName } from "../../src/route-paths.ts";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { articles, events, pages, persons, productions } from "../db/schema.ts";
import { pageAddresses } from "./where-used/site-addresses.ts";
import { countUsesOf, type CountTarget } from "./where-used/use-counts.ts";

export const LINK_FINDER_LIMIT = 20;

/** The text of a `{de, en}` column in `lang`, German when the translation is empty (as pick() does). */
const textIn = (column: PgColumn | SQL, lang: Lang) => sql<string>`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'de', '')`;

/** `text` contains the query, any case; LIKE's wildcards in the query are taken literally. */
function contains(text: SQL, query: string): SQL | undefined {
  if (!query) return undefined;
  return sql`${text} ilike ${containsPattern(query)}`;
}

/** A hit before it is counted: the item it is, for the where-used index. */
type Hit = Omit<LinkTarget, "uses"> & { item: CountTarget };

/** An object's address in both languages, by its route. */
const objectAddresses = (route: RouteName, slug: Localized, id: number) => languages.map((lang) => urlFor(route, { slug: pick(slug, lang), id }, lang));

async function pageHits(db: Db, lang: Lang, query: string): Promise<Hit[]> {
  const parent = alias(pages, "parent");
  const rows = await db
    .select({ id: pages.id, title: textIn(pages.title, lang), path: pages.path, isOnline: pages.isOnline, parentTitle: sql<string | null>`${textIn(parent.title, lang)}` })
    .from(pages)
    .leftJoin(parent, eq(parent.id, pages.parentId))
    .where(contains(textIn(pages.title, lang), query))
    .orderBy(asc(pages.position), asc(pages.id))
    .limit(LINK_FINDER_LIMIT);
  return rows.map((row) => ({
    kind: "page",
    title: row.title,
    detail: row.parentTitle ?? "",
    url: localizedUrl(lang, row.path[lang]),
    is_online: row.isOnline,
    item: { target: "pages", id: row.id, addresses: [...pageAddresses(row.path)] },
  }));
}

async function productionHits(db: Db, lang: Lang, query: string): Promise<Hit[]> {
  const title = textIn(productions.title, lang);
  const rows = await db
    .select({ id: productions.id, title, slug: productions.slug, subline: productions.subline })
    .from(productions)
    .where(and(eq(productions.isOnline, true), contains(title, query)))
    .orderBy(desc(productions.id))
    .limit(LINK_FINDER_LIMIT);
  return rows.map((row) => ({
    kind: "production",
    title: row.title,
    detail: pick(row.subline, lang),
    url: urlFor("productions-slug-id", { slug: pick(row.slug, lang), id: row.id }, lang),
    is_online: true,
    item: { target: "productions", id: row.id, addresses: objectAddresses("productions-slug-id", row.slug, row.id) },
  }));
}

async function eventHits(db: Db, lang: Lang, query: string, now: Date): Promise<Hit[]> {
  const title = sql<string>`coalesce(nullif(${events.title}->>${lang}, ''), nullif(${events.title}->>'de', ''), ${textIn(productions.title, lang)})`;
  const rows = await db
    .select({ id: events.id, title, slug: productions.slug, dateStart: events.dateStart })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(and(eq(events.isOnline, true), eq(productions.isOnline, true), gte(events.dateStart, now), contains(title, query)))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(LINK_FINDER_LIMIT);
  return rows.map((row) => ({
    kind: "event",
    title: row.title,
    detail: formatLongDateTime(row.dateStart, lang),
    url: urlFor("events-slug-id", { slug: pick(row.slug, lang), id: row.id }, lang),
    is_online: true,
    item: { target: "events", id: row.id, addresses: objectAddresses("events-slug-id", row.slug, row.id) },
  }));
}

async function articleHits(db: Db, lang: Lang, query: string): Promise<Hit[]> {
  const title = textIn(articles.title, lang);
  const rows = await db
    .select({ id: articles.id, title, slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.isOnline, true), contains(title, query)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(LINK_FINDER_LIMIT);
  return rows.map((row) => ({
    kind: "article",
    title: row.title,
    detail: formatLongDate(row.publishedAt, lang),
    url: urlFor("magazine-slug-id", { slug: pick(row.slug, lang), id: row.id }, lang),
    is_online: true,
    item: { target: "articles", id: row.id, addresses: objectAddresses("magazine-slug-id", row.slug, row.id) },
  }));
}

async function personHits(db: Db, lang: Lang, query: string): Promise<Hit[]> {
  const name = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;
  const rows = await db
    .select({ id: persons.id, name, slug: persons.slug, position: persons.position })
    .from(persons)
    .where(and(eq(persons.isOnline, true), contains(name, query)))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(LINK_FINDER_LIMIT);
  return rows.map((row) => ({
    kind: "person",
    title: row.name,
    detail: pick(row.position, lang),
    url: urlFor("ensemble-slug-id", { slug: row.slug, id: row.id }, lang),
    is_online: true,
    item: { target: "persons", id: row.id, addresses: languages.map((addressLang) => urlFor("ensemble-slug-id", { slug: row.slug, id: row.id }, addressLang)) },
  }));
}

const kindOrder: LinkTargetKind[] = ["page", "production", "event", "article", "person"];

/** At most 20 link targets whose title contains `query`: titles starting with it first, the kinds taking turns; each with its count of uses. */
export async function findLinkTargets(db: Db, lang: Lang, query: string, now: Date): Promise<LinkTarget[]> {
  const text = query.trim();
  const lists = await Promise.all([pageHits(db, lang, text), productionHits(db, lang, text), eventHits(db, lang, text, now), articleHits(db, lang, text), personHits(db, lang, text)]);
  const lower = text.toLowerCase();
  const hits: (Hit & { position: number; rank: number })[] = lists.flatMap((list) => list.map((hit, position) => ({ ...hit, position, rank: hit.title.toLowerCase().startsWith(lower) ? 0 : 1 })));
  hits.sort((a, b) => a.rank - b.rank || a.position - b.position || kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  const shown = hits.slice(0, LINK_FINDER_LIMIT);
  const uses = await countUsesOf(db, shown.map((hit) => hit.item));
  return shown.map(({ kind, title, detail, url, is_online }, index) => ({ kind, title, detail, url, uses: uses[index], is_online }));
}
