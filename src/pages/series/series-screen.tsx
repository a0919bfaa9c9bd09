// A series or subscription (Abonnement): description, price and the performances it holds.
import { useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { SeriesDetail } from "../../../shared/api/content-types.ts";
import { EventRowList } from "../../components/event-row-list.tsx";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { AdminEditLink } from "../../components/user/admin-edit-link.tsx";

interface SeriesData extends WithAlternates, WithMeta {
  series: SeriesDetail;
}

function SeriesPage() {
  const { series } = useLoaderData() as SeriesData;
  const t = useT();
  return (
    <article className="screen screen-series" aria-labelledby="series-title">
      <header className="page-header">
        {series.is_subscription ? <p className="label">{t("screens.series.subscription")}</p> : null}
        <h1 id="series-title" className="page-header__title">
          {series.name}
        </h1>
        <AdminEditLink resource="series" id={series.id} />
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
    const series = await required(apiFrom(context).seriesDetail({ lang, id: routeId(params.id) }));
    return {
      series,
      meta: { title: series.name, ogImage: series.image ? singleImageFile(series.image).url : undefined },
      alternates: {
        de: urlFor("series-slug-id", { slug: series.slugs.de, id: series.id }, "de"),
        en: urlFor("series-slug-id", { slug: series.slugs.en || series.slugs.de, id: series.id }, "en"),
      },
    };
  },
  Component: SeriesPage,
};
