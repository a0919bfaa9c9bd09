// One magazine article: category, date, author, image, body, topics and the production it is about.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { ArticleDetail } from "../../../shared/api/content-types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDate } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";

interface ArticleData extends WithAlternates, WithMeta {
  article: ArticleDetail;
}

function ArticlePage() {
  const { article } = useLoaderData() as ArticleData;
  const t = useT();
  const lang = useLang();
  const crumbs = trailFromHome(lang, screenCrumb("magazine", lang), { title: article.title, url: article.url });
  const category = article.category;
  return (
    <article className={`screen screen-article${category?.style_name ? ` ${category.style_name}` : ""}`} aria-labelledby="article-title">
      <header className="page-header">
        <Breadcrumb items={crumbs} />
        {category ? (
          <p className="screen-article__category">
            <Link className="label" to={urlFor("magazine-categories-category-id", { category: category.slug, id: category.id }, lang)}>
              <span className="visually-hidden">{t("screens.magazine.category")}: </span>
              {category.name}
            </Link>
          </p>
        ) : null}
        <h1 id="article-title" className="page-header__title">
          {article.title}
        </h1>
        <StaffEditTarget kind="admin" resource="articles" id={article.id} />
        <p className="screen-article__meta">
          <span className="visually-hidden">{t("screens.magazine.publishedOn")} </span>
          <time dateTime={article.published_at}>{formatLongDate(article.published_at, lang)}</time>
          {article.author ? <> · {t("screens.magazine.by", { author: article.author })}</> : null}
        </p>
      </header>

      <Picture image={article.image} className="screen-article__image" eager />
      {article.teaser ? <p className="screen-article__lead">{article.teaser}</p> : null}
      <RichText html={article.body} className="screen-article__body" />

      {article.production ? (
        <p className="screen-article__production">
          <Link className="arrow-link" to={article.production.url}>
            {t("screens.magazine.aboutProduction")}: {article.production.title}
          </Link>
        </p>
      ) : null}

      {article.tags.length > 0 ? (
        <section className="screen-article__tags" aria-labelledby="article-tags">
          <h2 id="article-tags">{t("sections.tags")}</h2>
          <ul className="tag-list">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <Link className="tag-list__link" to={urlFor("magazine-tags-tag-id", { tag: tag.slug, id: tag.id }, lang)}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const articleScreen: Screen<ArticleData> = {
  async loader({ context, lang, params }) {
    const article = await required(apiFrom(context).article({ lang, id: routeId(params.id) }));
    return {
      article,
      meta: { title: article.title, description: article.teaser || undefined, ogImage: article.image ? singleImageFile(article.image).url : undefined, ogType: "article" },
      alternates: {
        de: urlFor("magazine-slug-id", { slug: article.slugs.de, id: article.id }, "de"),
        en: urlFor("magazine-slug-id", { slug: article.slugs.en || article.slugs.de, id: article.id }, "en"),
      },
    };
  },
  Component: ArticlePage,
};
