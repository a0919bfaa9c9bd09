// All magazine topics (tags), each linking to its article list.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required } from "../../api/loader-api.ts";
import type { ArticleCategory, ArticleTag } from "../../../shared/api/content-types.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithMeta } from "../screen.ts";
import { MagazineHeader } from "./magazine-header.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";

interface TagsData extends WithMeta {
  tags: ArticleTag[];
  categories: ArticleCategory[];
}

function MagazineTagsPage() {
  const { tags, categories } = useLoaderData() as TagsData;
  const t = useT();
  const lang = useLang();
  const crumbs = trailFromHome(lang, screenCrumb("magazine", lang), screenCrumb("magazine-tags", lang));
  return (
    <section className="screen screen-magazine-tags" aria-labelledby="magazine-tags-title">
      <MagazineHeader crumbs={crumbs} heading={t("screens.magazine.tagsTitle")} titleId="magazine-tags-title" categories={categories} current="tags" />
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link className="tag-list__link" to={urlFor("magazine-tags-tag-id", { tag: tag.slug, id: tag.id }, lang)}>
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const magazineTagsScreen: Screen<TagsData> = {
  async loader({ context, lang }) {
    const api = apiFrom(context);
    const [tags, categories] = await Promise.all([required(api.articleTags({ lang })), api.articleCategories({ lang }).catch(() => [])]);
    const t = translator(lang);
    return { tags, categories, meta: { title: t("screens.magazine.tagsTitle"), description: t("screens.magazine.tagsDescription") } };
  },
  Component: MagazineTagsPage,
};
