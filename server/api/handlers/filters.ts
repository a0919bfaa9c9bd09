import { listArticleCategories } from "../../services/articles.ts";
import {
  listExhibitionTypeOptions,
  listGenreOptions,
  listRoomOptions,
  listSeasonOptions,
  listSeriesOptions,
  listTagOptions,
} from "../../services/filter-options.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";
import type { ArticleCategory } from "../../../shared/api/content-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

/** Spec §8 "Categories failure → empty list": the magazine header then shows "All" only. */
export async function articleCategoriesOrEmpty(lang: Lang, ctx: RequestContext): Promise<ArticleCategory[]> {
  try {
    return await listArticleCategories(ctx.db, lang);
  } catch (error) {
    ctx.log.error({ err: error }, "article_categories_failed");
    return [];
  }
}

export const filterHandlers: Handlers<
  | "roomOptions"
  | "exhibitionTypeOptions"
  | "eventTagOptions"
  | "seriesOptions"
  | "genreOptions"
  | "seasonOptions"
  | "productionTagOptions"
  | "articleCategoryOptions"
> = {
  roomOptions: ({ lang }, ctx) => listRoomOptions(ctx.db, lang),
  exhibitionTypeOptions: ({ lang }, ctx) => listExhibitionTypeOptions(ctx.db, lang),
  eventTagOptions: ({ lang }, ctx) => listTagOptions(ctx.db, "event", lang),
  seriesOptions: ({ lang }, ctx) => listSeriesOptions(ctx.db, lang),
  genreOptions: ({ lang }, ctx) => listGenreOptions(ctx.db, lang),
  seasonOptions: ({ lang }, ctx) => listSeasonOptions(ctx.db, lang),
  productionTagOptions: ({ lang }, ctx) => listTagOptions(ctx.db, "production", lang),
  articleCategoryOptions: ({ lang }, ctx) => articleCategoriesOrEmpty(lang, ctx),
};
