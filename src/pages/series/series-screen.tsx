// A series or subscription (Abonnement): description, price and the performances it holds. Its
// breadcrumb runs through the subscriptions page, the CMS page that lists the series.
import { useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { SeriesDetail } from "../../../shared/api/content-types.ts";
import type { LinkRef } from "../../../shared/api/types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { SUBSCRIPTIONS_PAGE_PATH } from "../../lib/urls.ts";
import { EventRowList } from "../../components/event-row-list.tsx";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";

interface SeriesData extends WithAlternates, WithMeta {
  series: SeriesDetail;
  /** Home, the subscriptions page (when there is one) and the series. */
  crumbs: LinkRef[];
}

function SeriesPage() {
  const { series, crumbs } = useLoaderData() as SeriesData;
  const t = useT();
  return (
    <article className="screen screen-series" aria-labelledby="series-title">
      <header className="page-header">
        <Breadcrumb items={crumbs} />
        {series.is_subscription ? <p className="label">{t("screens.series.subscription")}</p> : null}
        <h1 id="series-title" className="page-header__title">
          {series.name}
        </h1>
        <StaffEditTarget kind="admin" resource="series" id={series.id} />
      </header>
      {series.price_formatted ? (
        <dl className="screen-series__price">
          <dt>{t("screens.series.price")}</dt>
          <dd>{series.price_formatted}</dd>
        </dl>
      ) : null}
      <Picture image={series.image} className="screen-series__image" eager />
      <RichText html={series.description} className="screen-series__description" />
      <section className="screen-series__events" aria-labelledby="series-events">
        <h2 id="series-events">{t("screens.series.events")}</h2>
        <EventRowList events={series.events} />
      </section>
    </article>
  );
}

export const seriesScreen: Screen<SeriesData> = {
  async loader({ context, lang, params }) {
    const api = apiFrom(context);
    const [series, subscriptions] = await Promise.all([
      required(api.seriesDetail({ lang, id: routeId(params.id) })),
      // The parent is a convenience: without the page (moved, offline) the trail starts at Home.
      api.page({ lang, path: SUBSCRIPTIONS_PAGE_PATH[lang] }).catch(() => null),
    ]);
    const current = { title: series.name, url: series.url };
    return {
      series,
      crumbs: subscriptions ? [...subscriptions.breadcrumb, current] : trailFromHome(lang, current),
      meta: { title: series.name, ogImage: series.image ? singleImageFile(series.image).url : undefined },
      alternates: {
        de: urlFor("series-slug-id", { slug: series.slugs.de, id: series.id }, "de"),
        en: urlFor("series-slug-id", { slug: series.slugs.en || series.slugs.de, id: series.id }, "en"),
      },
    };
  },
  Component: SeriesPage,
};
