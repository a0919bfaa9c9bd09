// Production detail: texts, important information, cast and team, coming dates and articles.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { ProductionDetail } from "../../api/content-types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContributorList } from "../../components/contributor-list.tsx";
import { EventRowList } from "../../components/event-row-list.tsx";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDate } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";

interface ProductionData extends WithAlternates, WithMeta {
  production: ProductionDetail;
}

function ProductionPage() {
  const { production } = useLoaderData() as ProductionData;
  const t = useT();
  const lang = useLang();
  const crumbs = [
    { title: t("home"), url: `/${lang}` },
    { title: t("screens.productions.title"), url: urlFor("productions", {}, lang) },
    { title: production.title, url: production.url },
  ];
  const facts = [
    production.exhibition_type?.name,
    production.genre?.name,
    production.season?.name,
    production.premiere_on ? t("screens.productions.premiere", { date: formatLongDate(`${production.premiere_on}T12:00:00Z`, lang) }) : null,
    production.duration_minutes ? t("screens.productions.duration", { minutes: production.duration_minutes }) : null,
  ].filter((fact): fact is string => !!fact);
  return (
    <article className="screen screen-production" aria-labelledby="production-title">
      <header className="page-header">
        <Breadcrumb items={crumbs} />
        <h1 id="production-title" className="page-header__title">
          {production.title}
        </h1>
        {production.subline ? <p className="page-header__subline">{production.subline}</p> : null}
        {facts.length > 0 ? (
          <ul className="screen-production__facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {production.tags.length > 0 ? (
          <ul className="screen-production__tags" aria-label={t("sections.tags")}>
            {production.tags.map((tag) => (
              <li key={tag.id} className="label label--muted">
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <Picture image={production.image} className="screen-production__image" eager />

      {production.important_info ? (
        <section className="screen-production__important" aria-labelledby="production-important">
          <h2 id="production-important">{t("sections.importantInfo")}</h2>
          <RichText html={production.important_info} />
        </section>
      ) : null}

      {production.description || production.teaser ? (
        <section className="screen-production__description" aria-labelledby="production-description">
          <h2 id="production-description">{t("sections.description")}</h2>
          {production.description ? <RichText html={production.description} /> : <p>{production.teaser}</p>}
        </section>
      ) : null}

      {production.cast.length > 0 ? (
        <section className="screen-production__cast" aria-labelledby="production-cast">
          <h2 id="production-cast">{t("sections.cast")}</h2>
          <ContributorList contributors={production.cast} />
        </section>
      ) : null}

      {production.team.length > 0 ? (
        <section className="screen-production__team" aria-labelledby="production-team">
          <h2 id="production-team">{t("sections.team")}</h2>
          <ContributorList contributors={production.team} />
        </section>
      ) : null}

      <section className="screen-production__dates" aria-labelledby="production-dates">
        <h2 id="production-dates">{t("sections.performances")}</h2>
        <EventRowList events={production.events} />
      </section>

      {production.articles.length > 0 ? (
        <section className="screen-production__articles" aria-labelledby="production-articles">
          <h2 id="production-articles">{t("screens.productions.moreArticles")}</h2>
          <ul className="teaser-grid">
            {production.articles.map((article) => (
              <li key={article.id} className="teaser-card">
                <Picture image={article.image} className="teaser-card__image" />
                <div className="teaser-card__body">
                  <h3 className="teaser-card__headline">
                    <Link to={article.url}>{article.title}</Link>
                  </h3>
                  {article.teaser ? <p className="teaser-card__text">{article.teaser}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const productionScreen: Screen<ProductionData> = {
  async loader({ context, lang, params }) {
    const production = await required(apiFrom(context).production({ lang, id: routeId(params.id) }));
    return {
      production,
      meta: { title: production.title, description: production.teaser || production.subline || undefined, ogImage: production.image?.url },
      alternates: {
        de: urlFor("productions-slug-id", { slug: production.slugs.de, id: production.id }, "de"),
        en: urlFor("productions-slug-id", { slug: production.slugs.en || production.slugs.de, id: production.id }, "en"),
      },
    };
  },
  Component: ProductionPage,
};
