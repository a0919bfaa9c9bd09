// Where an image is used: every table with an image column, and every image picker inside the
// content of pages and containers (current content; old versions are history, not use).
import { eq, sql } from "drizzle-orm";
import type { MediaUsage } from "../../../shared/api/contract/media.ts";
import type { PageContent } from "../../../shared/api/page-content.ts";
import { languages, pick, type Lang } from "../../../shared/lib/localized.ts";
import type { Db, Tx } from "../../db/client.ts";
import { articles, containers, eventTeasers, pages, persons, productions, series, venues } from "../../db/schema.ts";
import { imagePlacements } from "./image-placements.ts";

const pageUrl = (path: string, lang: Lang) => `/${lang}${path ? `/${path}` : ""}`;

/** Records whose own image column holds `imageId`. */
async function columnUsage(db: Db | Tx, imageId: number, lang: Lang): Promise<MediaUsage[]> {
  // One after another: inside a transaction the queries share one connection.
  const productionRows = await db.select({ id: productions.id, title: productions.title }).from(productions).where(eq(productions.imageId, imageId));
  const personRows = await db.select({ id: persons.id, first: persons.firstName, last: persons.lastName }).from(persons).where(eq(persons.imageId, imageId));
  const articleRows = await db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.imageId, imageId));
  const venueRows = await db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.imageId, imageId));
  const seriesRows = await db.select({ id: series.id, name: series.name }).from(series).where(eq(series.imageId, imageId));
  const teaserRows = await db.select({ id: eventTeasers.id, headline: eventTeasers.headline }).from(eventTeasers).where(eq(eventTeasers.imageId, imageId));
  const pageRows = await db.select({ id: pages.id, title: pages.title, path: pages.path }).from(pages).where(eq(pages.ogImageId, imageId));
  return [
    ...productionRows.map((row) => ({ kind: "production", id: row.id, title: pick(row.title, lang), field: "image", url: null })),
    ...personRows.map((row) => ({ kind: "person", id: row.id, title: `${row.first} ${row.last}`.trim(), field: "image", url: null })),
    ...articleRows.map((row) => ({ kind: "article", id: row.id, title: pick(row.title, lang), field: "image", url: null })),
    ...venueRows.map((row) => ({ kind: "venue", id: row.id, title: pick(row.name, lang), field: "image", url: null })),
    ...seriesRows.map((row) => ({ kind: "series", id: row.id, title: pick(row.name, lang), field: "image", url: null })),
    ...teaserRows.map((row) => ({ kind: "event_teaser", id: row.id, title: pick(row.headline, lang), field: "image", url: null })),
    ...pageRows.map((row) => ({ kind: "page", id: row.id, title: pick(row.title, lang), field: "og_image", url: pageUrl(pick(row.path, lang), lang) })),
  ];
}

/** The places in both languages' content where `imageId` is picked. */
function contentFields(content: PageContent, imageId: number): string[] {
  return languages.flatMap((contentLang) =>
    imagePlacements(content[contentLang] ?? [])
      .filter((placement) => placement.imageId === imageId)
      .map((placement) => `${contentLang}.${placement.field}`),
  );
}

/** Pages and containers whose content places `imageId`. */
async function contentUsage(db: Db | Tx, imageId: number, lang: Lang): Promise<MediaUsage[]> {
  // The id as a whole number anywhere in the JSON narrows the rows; the walk then decides.
  const token = `(^|[^0-9])${imageId}([^0-9]|$)`;
  const pageRows = await db.select({ id: pages.id, title: pages.title, path: pages.path, content: pages.content }).from(pages).where(sql`${pages.content}::text ~ ${token}`);
  const containerRows = await db.select({ id: containers.id, slug: containers.slug, columns: containers.columns }).from(containers).where(sql`${containers.columns}::text ~ ${token}`);
  return [
    ...pageRows.flatMap((row) => contentFields(row.content, imageId).map((field) => ({ kind: "page", id: row.id, title: pick(row.title, lang), field, url: pageUrl(pick(row.path, lang), lang) }))),
    ...containerRows.flatMap((row) => contentFields(row.columns, imageId).map((field) => ({ kind: "container", id: row.id, title: row.slug, field, url: null }))),
  ];
}

/** Every place `imageId` is used, records first, then content. */
export async function imageUsage(db: Db | Tx, imageId: number, lang: Lang): Promise<MediaUsage[]> {
  return [...(await columnUsage(db, imageId, lang)), ...(await contentUsage(db, imageId, lang))];
}
