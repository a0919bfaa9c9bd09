// Productions: the filtered list (season, exhibition type, tag, date), its results-only variant and
// the production page.
import { and, asc, eq, exists, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, exhibitionTypes, genres, images, productionTags, productions, seasons, tags } from "../db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { ExhibitionType, ProductionDetail, ProductionSummary, TermRef } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { urlFor } from "../../src/route-paths.ts";
import { articlesAboutProduction } from "./articles.ts";
import { loadContributors } from "./contributors.ts";
import { startOfDayParam } from "./event-filters.ts";
import { upcomingEvents } from "./event-summaries.ts";
import { productionSectionColumns, toProductionSections } from "./detail-sections.ts";
import { toImageObj } from "./module-images.ts";
import { paged, pageRequest } from "./paging.ts";

export interface ProductionFilter {
  lang: Lang;
  season?: number;
  exhibition_type?: number;
  tag?: number;
  /** DD-MM-YYYY: only productions with a performance on or after this Berlin day. */
  date?: string;
  page?: number;
}

/** The arbitrary-filter variant: the list's filters plus genre and ids, and how many to answer. */
export interface ProductionSelection extends Omit<ProductionFilter, "page"> {
  genre?: number;
  /** Only these productions (a visitor's favorites). */
  ids?: number[];
  limit?: number;
}

type ExhibitionTypeRow = typeof exhibitionTypes.$inferSelect;
type SeasonRow = typeof seasons.$inferSelect;

function toExhibitionType(row: ExhibitionTypeRow, lang: Lang): ExhibitionType {
  return { id: row.id, slug: row.slug, name: pick(row.name, lang) };
}

function toSeasonRef(row: SeasonRow, lang: Lang): TermRef {
  return { id: row.id, name: pick(row.name, lang) };
}

function productionUrl(slug: { de: string; en: string }, id: number, lang: Lang): string {
  return urlFor("productions-slug-id", { slug: pick(slug, lang), id }, lang);
}

/**
 * Online productions matching `filter`: those with a coming performance first (soonest first),
 * then the others, newest premiere first; with the total count when any row came back.
 */
async function selectProductions(db: Db, filter: ProductionSelection, now: Date, limit: number, offset: number) {
  const { lang } = filter;
  const from = filter.date ? startOfDayParam(filter.date) : now;
  const onlineEventFrom = and(eq(events.productionId, productions.id), eq(events.isOnline, true), gte(events.dateStart, from));
  const where = and(
    eq(productions.isOnline, true),
    filter.season ? eq(productions.seasonId, filter.season) : undefined,
    filter.exhibition_type ? eq(productions.exhibitionTypeId, filter.exhibition_type) : undefined,
    filter.genre ? eq(productions.genreId, filter.genre) : undefined,
    filter.ids ? inArray(productions.id, filter.ids) : undefined,
    filter.tag
      ? exists(db.select().from(productionTags).where(and(eq(productionTags.productionId, productions.id), eq(productionTags.tagId, filter.tag))))
      : undefined,
    filter.date ? exists(db.select().from(events).where(onlineEventFrom)) : undefined,
  );
  const nextStart = sql`(select min(${events.dateStart}) from ${events} where ${onlineEventFrom})`;
  const rows = await db
    .select({
      production: productions,
      type: exhibitionTypes,
      season: seasons,
      image: images,
      next: nextStart.mapWith(events.dateStart),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productions)
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
    .leftJoin(seasons, eq(seasons.id, productions.seasonId))
    .leftJoin(images, eq(images.id, productions.imageId))
    .where(where)
    .orderBy(sql`${nextStart} asc nulls last`, sql`${productions.premiereOn} desc nulls last`, asc(productions.id))
    .limit(limit)
    .offset(offset);
  const results: ProductionSummary[] = rows.map(({ production, type, season, image, next }) => ({
    id: production.id,
    title: pick(production.title, lang),
    subline: pick(production.subline, lang),
    teaser: pick(production.teaser, lang),
    url: productionUrl(production.slug, production.id, lang),
    image: image ? toImageObj(image, lang) : null,
    exhibition_type: type ? toExhibitionType(type, lang) : null,
    season: season ? toSeasonRef(season, lang) : null,
    next_date: next ? berlinIso(next as Date) : null,
  }));
  return { results, total: rows[0]?.total, where };
}

/** One page (10) of online productions, in the order of `selectProductions`. */
export async function listProductions(db: Db, filter: ProductionFilter, now: Date): Promise<Paged<ProductionSummary>> {
  const request = pageRequest(filter.page, undefined, 10);
  const { results, total, where } = await selectProductions(db, filter, now, request.pageSize, (request.page - 1) * request.pageSize);
  const count = total ?? (request.page === 1 ? 0 : await countProductions(db, where));
  const { lang, page: _page, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/productions/`, query);
}

/** The first `limit` (10) productions for an arbitrary filter, without paging. */
export async function selectProductionsByFilter(db: Db, filter: ProductionSelection, now: Date): Promise<ProductionSummary[]> {
  return (await selectProductions(db, filter, now, filter.limit ?? 10, 0)).results;
}

async function countProductions(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(productions).where(where);
  return rows[0]?.n ?? 0;
}

/**
 * The production page's data, or null when there is none or it is offline for this viewer:
 * texts, taxonomy, cast and team, coming performances, articles about it, and its opening hours,
 * programme and promoter (read in the same query).
 */
export async function getProduction(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<ProductionDetail | null> {
  const rows = await db
    .select({ production: productions, type: exhibitionTypes, genre: genres, season: seasons, image: images, sections: productionSectionColumns() })
    .from(productions)
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
    .leftJoin(genres, eq(genres.id, productions.genreId))
    .leftJoin(seasons, eq(seasons.id, productions.seasonId))
    .leftJoin(images, eq(images.id, productions.imageId))
    .where(eq(productions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row || (!row.production.isOnline && !options.isEditor)) return null;
  const { production, type, genre, season, image, sections } = row;
  const [tagRows, contributors, coming, related] = await Promise.all([
    db
      .select({ tag: tags })
      .from(productionTags)
      .innerJoin(tags, eq(tags.id, productionTags.tagId))
      .where(eq(productionTags.productionId, id))
      .orderBy(asc(tags.id)),
    loadContributors(db, id, lang),
    upcomingEvents(db, lang, { production: id }, options.now, 100),
    articlesAboutProduction(db, id, lang, options.now),
  ]);
  return {
    id: production.id,
    title: pick(production.title, lang),
    subline: pick(production.subline, lang),
    teaser: pick(production.teaser, lang),
    description: pick(production.description, lang),
    important_info: pick(production.importantInfo, lang),
    image: image ? toImageObj(image, lang) : null,
    exhibition_type: type ? toExhibitionType(type, lang) : null,
    genre: genre ? { id: genre.id, name: pick(genre.name, lang) } : null,
    season: season ? toSeasonRef(season, lang) : null,
    tags: tagRows.map(({ tag }) => ({ id: tag.id, name: pick(tag.name, lang) })),
    premiere_on: production.premiereOn,
    duration_minutes: production.durationMinutes,
    video_url: production.videoUrl,
    sticky_event: production.stickyEvent,
    cast: contributors.cast,
    team: contributors.team,
    events: coming,
    articles: related,
    url: productionUrl(production.slug, production.id, lang),
    slugs: production.slug,
    ...toProductionSections(sections, lang),
  };
}
