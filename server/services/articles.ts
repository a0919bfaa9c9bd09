// The magazine: published articles newest first, filtered by category or tag; the magazine teaser;
// categories and tags.
import { and, asc, desc, eq, exists, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { runPrepared } from "../db/prepared-statement.ts";
import { articleCategories, articleTags, articles, images, productions, tags } from "../db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { ArticleCategory, ArticleDetail, ArticleSummary, ArticleTag } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { urlFor } from "../../src/route-paths.ts";
import { toImageObj } from "./module-images.ts";
import { paged, pageRequest } from "./paging.ts";

type ArticleRow = typeof articles.$inferSelect;
type CategoryRow = typeof articleCategories.$inferSelect;
type TagRow = typeof tags.$inferSelect;
type ImageRow = typeof images.$inferSelect;

export interface ArticleFilter {
  lang: Lang;
  category?: number;
  tag?: number;
  page?: number;
}

function toCategory(row: CategoryRow, lang: Lang): ArticleCategory {
  return { id: row.id, name: pick(row.name, lang), style_name: row.styleName, slug: pick(row.slug, lang), slugs: row.slug };
}

function toTag(row: TagRow, lang: Lang): ArticleTag {
  return { id: row.id, name: pick(row.name, lang), slug: pick(row.slug, lang), slugs: row.slug };
}

function toSummary(article: ArticleRow, category: CategoryRow | null, image: ImageRow | null, lang: Lang): ArticleSummary {
  return {
    id: article.id,
    title: pick(article.title, lang),
    teaser: pick(article.teaser, lang),
    url: urlFor("magazine-slug-id", { slug: pick(article.slug, lang), id: article.id }, lang),
    image: image ? toImageObj(image, lang) : null,
    author: article.author,
    published_at: berlinIso(article.publishedAt),
    category: category ? toCategory(category, lang) : null,
  };
}

/** Visitors see online articles whose publication time has come. */
function published(now: Date): SQL | undefined {
  return and(eq(articles.isOnline, true), lte(articles.publishedAt, now));
}

async function selectSummaries(db: Db, lang: Lang, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await runPrepared(
    db
      .select({ article: articles, category: articleCategories, image: images, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .leftJoin(images, eq(images.id, articles.imageId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset),
  );
  return { total: rows[0]?.total, results: rows.map(({ article, category, image }) => toSummary(article, category, image, lang)) };
}

/** One page (10) of published articles, newest first. */
export async function listArticles(db: Db, filter: ArticleFilter, now: Date): Promise<Paged<ArticleSummary>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, undefined, 10);
  const where = and(
    published(now),
    filter.category ? eq(articles.categoryId, filter.category) : undefined,
    filter.tag
      ? exists(db.select().from(articleTags).where(and(eq(articleTags.articleId, articles.id), eq(articleTags.tagId, filter.tag))))
      : undefined,
  );
  const { total, results } = await selectSummaries(db, lang, where, request.pageSize, (request.page - 1) * request.pageSize);
  const count = total ?? (request.page === 1 ? 0 : await countArticles(db, where));
  const { lang: _lang, page: _page, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/articles/`, query);
}

export interface ArticleTeaserFilter {
  lang: Lang;
  category?: number;
  page?: number;
  page_size?: number;
}

/** The magazine teaser: the newest published articles (3 per page, at most 8), optionally of one category. */
export async function listArticleTeaser(db: Db, filter: ArticleTeaserFilter, now: Date): Promise<Paged<ArticleSummary>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, filter.page_size, 3, 8);
  const where = and(published(now), filter.category ? eq(articles.categoryId, filter.category) : undefined);
  const { total, results } = await selectSummaries(db, lang, where, request.pageSize, (request.page - 1) * request.pageSize);
  const count = total ?? (request.page === 1 ? 0 : await countArticles(db, where));
  const { lang: _lang, page: _page, page_size: _size, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/articles-teaser/`, query);
}

async function countArticles(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(articles).where(where);
  return rows[0]?.n ?? 0;
}

/** The newest published articles about a production. */
export async function articlesAboutProduction(db: Db, productionId: number, lang: Lang, now: Date, limit = 6): Promise<ArticleSummary[]> {
  return (await selectSummaries(db, lang, and(published(now), eq(articles.productionId, productionId)), limit)).results;
}

/**
 * One article with body, tags and the production it is about, or null when there is none or it
 * is not published for this viewer (editors also see offline and scheduled articles).
 */
export async function getArticle(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<ArticleDetail | null> {
  const rows = await db
    .select({ article: articles, category: articleCategories, image: images, production: productions })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(images, eq(images.id, articles.imageId))
    .leftJoin(productions, eq(productions.id, articles.productionId))
    .where(eq(articles.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { article, category, image, production } = row;
  const visible = article.isOnline && article.publishedAt <= options.now;
  if (!visible && !options.isEditor) return null;
  const tagRows = await db
    .select({ tag: tags })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, id))
    .orderBy(sql`${tags.name}->>${lang}`);
  const showProduction = production && (production.isOnline || options.isEditor);
  return {
    ...toSummary(article, category, image, lang),
    body: pick(article.body, lang),
    tags: tagRows.map(({ tag }) => toTag(tag, lang)),
    production: showProduction
      ? {
          id: production.id,
          title: pick(production.title, lang),
          url: urlFor("productions-slug-id", { slug: pick(production.slug, lang), id: production.id }, lang),
        }
      : null,
    slugs: article.slug,
  };
}

/** All article categories in their editorial order. */
export async function listArticleCategories(db: Db, lang: Lang): Promise<ArticleCategory[]> {
  const rows = await db.select().from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id));
  return rows.map((row) => toCategory(row, lang));
}

/** All magazine tags, alphabetically in the request's language. */
export async function listArticleTags(db: Db, lang: Lang): Promise<ArticleTag[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(eq(tags.scope, "article"))
    .orderBy(sql`coalesce(nullif(${tags.name}->>${lang}, ''), ${tags.name}->>'de')`, asc(tags.id));
  return rows.map((row) => toTag(row, lang));
}

/** Articles by id (for the modules that pick them); visitors get only published ones. */
export async function articleSummariesByIds(db: Db, ids: number[], lang: Lang, options: { isEditor: boolean; now: Date }): Promise<Map<number, ArticleSummary>> {
  if (ids.length === 0) return new Map();
  // One array parameter: the statement's text is the same for any number of ids (prepared-statement.ts).
  const byIds = sql`${articles.id} = any(${sql.param([...new Set(ids)])}::int[])`;
  const { results } = await selectSummaries(db, lang, and(byIds, options.isEditor ? undefined : published(options.now)), ids.length);
  return new Map(results.map((article) => [article.id, article]));
}

/** Magazine categories by id. */
export async function articleCategoriesByIds(db: Db, ids: number[], lang: Lang): Promise<Map<number, ArticleCategory>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(articleCategories).where(inArray(articleCategories.id, ids));
  return new Map(rows.map((row) => [row.id, toCategory(row, lang)]));
}
