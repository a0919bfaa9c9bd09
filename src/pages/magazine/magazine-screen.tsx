// The magazine's article lists: all articles, one category's, one tag's; newest first, ten per
// page (?page=N). The category and tag pages have their own slug in each language.
import { data, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { Paged } from "../../../shared/api/types.ts";
import type { ArticleCategory, ArticleSummary } from "../../../shared/api/content-types.ts";
import { listHref, Pager } from "../../components/pager.tsx";
import { translator, useLang } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, ScreenLoaderArgs, WithAlternates, WithMeta } from "../screen.ts";
import { ArticleList } from "./article-list.tsx";
import { MagazineHeader } from "./magazine-header.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";

type Variant = "all" | "category" | "tag";

interface MagazineData extends WithAlternates, WithMeta {
  variant: Variant;
  heading: string;
  /** The list's own URL in the request's language, for paging links. */
  path: string;
  categories: ArticleCategory[];
  categoryId: number | null;
  articles: Paged<ArticleSummary>;
  page: number;
}

const notFound = () => data({ kind: "route" }, { status: 404 });

function MagazinePage() {
  const { variant, heading, path, categories, categoryId, articles, page } = useLoaderData() as MagazineData;
  const lang = useLang();
  // The magazine, then a category's or a topic's list below it (a topic's below all topics).
  const magazine = screenCrumb("magazine", lang);
  const crumbs =
    variant === "all"
      ? trailFromHome(lang, magazine)
      : variant === "tag"
        ? trailFromHome(lang, magazine, screenCrumb("magazine-tags", lang), { title: heading, url: path })
        : trailFromHome(lang, magazine, { title: heading, url: path });
  return (
    <section className={`screen screen-magazine screen-magazine--${variant}`} aria-labelledby="magazine-title">
      <MagazineHeader crumbs={crumbs} heading={heading} titleId="magazine-title" categories={categories} current={variant === "all" ? "all" : categoryId} />
      <ArticleList articles={articles.results} />
      <Pager page={page} hasPrevious={articles.previous !== null} hasNext={articles.next !== null} hrefFor={(target) => listHref(path, {}, target)} />
    </section>
  );
}

async function loadMagazine(variant: Variant, { context, lang, params, request }: ScreenLoaderArgs): Promise<MagazineData> {
  const api = apiFrom(context);
  const t = translator(lang);
  const rawPage = new URL(request.url).searchParams.get("page");
  const page = rawPage === null ? undefined : routeId(rawPage);
  const id = variant === "all" ? undefined : routeId(params.id);
  const [categories, articles, tags] = await Promise.all([
    api.articleCategories({ lang }).catch(() => [] as ArticleCategory[]),
    required(
      api.articles({ lang, page, category: variant === "category" ? id : undefined, tag: variant === "tag" ? id : undefined }),
    ),
    variant === "tag" ? required(api.articleTags({ lang })) : Promise.resolve([]),
  ]);
  const base = { categories, articles, page: page ?? 1 };
  if (variant === "category") {
    const category = categories.find((entry) => entry.id === id);
    if (!category) throw notFound();
    return {
      ...base,
      variant,
      heading: category.name,
      path: urlFor("magazine-categories-category-id", { category: category.slug, id: category.id }, lang),
      categoryId: category.id,
      meta: { title: `${category.name} – ${t("screens.magazine.title")}`, description: t("screens.magazine.description") },
      alternates: {
        de: urlFor("magazine-categories-category-id", { category: category.slugs.de, id: category.id }, "de"),
        en: urlFor("magazine-categories-category-id", { category: category.slugs.en || category.slugs.de, id: category.id }, "en"),
      },
    };
  }
  if (variant === "tag") {
    const tag = tags.find((entry) => entry.id === id);
    if (!tag) throw notFound();
    const heading = t("screens.magazine.tagTitle", { tag: tag.name });
    return {
      ...base,
      variant,
      heading,
      path: urlFor("magazine-tags-tag-id", { tag: tag.slug, id: tag.id }, lang),
      categoryId: null,
      meta: { title: `${heading} – ${t("screens.magazine.title")}`, description: t("screens.magazine.description") },
      alternates: {
        de: urlFor("magazine-tags-tag-id", { tag: tag.slugs.de, id: tag.id }, "de"),
        en: urlFor("magazine-tags-tag-id", { tag: tag.slugs.en || tag.slugs.de, id: tag.id }, "en"),
      },
    };
  }
  return {
    ...base,
    variant,
    heading: t("screens.magazine.title"),
    path: urlFor("magazine", {}, lang),
    categoryId: null,
    meta: { title: t("screens.magazine.title"), description: t("screens.magazine.description") },
  };
}

export const magazineScreen: Screen<MagazineData> = { loader: (args) => loadMagazine("all", args), Component: MagazinePage };
export const magazineCategoryScreen: Screen<MagazineData> = { loader: (args) => loadMagazine("category", args), Component: MagazinePage };
export const magazineTagScreen: Screen<MagazineData> = { loader: (args) => loadMagazine("tag", args), Component: MagazinePage };
