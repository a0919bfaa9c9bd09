import { notFound } from "../../../shared/api/api-error.ts";
import { getArticle, listArticles, listArticleTags, listArticleTeaser } from "../../services/articles.ts";
import { articleCategoriesOrEmpty } from "./filters.ts";
import type { Handlers } from "./types.ts";
import { viewerOf } from "./viewer.ts";

export const magazineHandlers: Handlers<"articles" | "articlesTeaser" | "article" | "articleCategories" | "articleTags"> = {
  articles: (input, ctx) => listArticles(ctx.db, input, ctx.now()),
  articlesTeaser: (input, ctx) => listArticleTeaser(ctx.db, input, ctx.now()),
  async article({ lang, id }, ctx) {
    const article = await getArticle(ctx.db, id, lang, viewerOf(ctx));
    if (!article) throw notFound("article not found");
    return article;
  },
  articleCategories: ({ lang }, ctx) => articleCategoriesOrEmpty(lang, ctx),
  articleTags: ({ lang }, ctx) => listArticleTags(ctx.db, lang),
};
