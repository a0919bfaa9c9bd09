import { notFound } from "../../http/http-error.ts";
import { getArticle, listArticleCategories, listArticles, listArticleTags } from "../../services/articles.ts";
import type { Handlers } from "./types.ts";

export const magazineHandlers: Handlers<"articles" | "article" | "articleCategories" | "articleTags"> = {
  articles: (input, ctx) => listArticles(ctx.db, input, ctx.now()),
  async article({ lang, id }, ctx) {
    const article = await getArticle(ctx.db, id, lang, { isEditor: ctx.user !== null, now: ctx.now() });
    if (!article) throw notFound("article not found");
    return article;
  },
  articleCategories: ({ lang }, ctx) => listArticleCategories(ctx.db, lang),
  articleTags: ({ lang }, ctx) => listArticleTags(ctx.db, lang),
};
