// The magazine: articles (newest first), one article, its categories and tags.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Paged } from "../types.ts";
import type { ArticleCategory, ArticleDetail, ArticleSummary, ArticleTag } from "../content-types.ts";
import { id, langSchema, optionalId, pageNumber } from "../schemas.ts";

export const magazineContract = {
  articles: endpoint<Paged<ArticleSummary>>()({
    method: "GET",
    path: "/:lang/api/articles/",
    input: object({ lang: langSchema, category: optionalId, tag: optionalId, page: pageNumber }),
  }),
  /** The magazine teaser: the newest articles (3 by default) for the home page and the magazine header. */
  articlesTeaser: endpoint<Paged<ArticleSummary>>()({
    method: "GET",
    path: "/:lang/api/articles-teaser/",
    input: object({ lang: langSchema, category: optionalId, page: pageNumber, page_size: pageNumber }),
  }),
  article: endpoint<ArticleDetail>()({
    method: "GET",
    path: "/:lang/api/articles/:id/",
    input: object({ lang: langSchema, id }),
  }),
  articleCategories: endpoint<ArticleCategory[]>()({
    method: "GET",
    path: "/:lang/api/article-categories/",
    input: object({ lang: langSchema }),
  }),
  articleTags: endpoint<ArticleTag[]>()({
    method: "GET",
    path: "/:lang/api/article-tags/",
    input: object({ lang: langSchema }),
  }),
};
