// Production detail: header and important information, then spec §2's production sections in order,
// each only when it has content (the upcoming performances always, with a note when there are none).
import { useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { ProductionDetail } from "../../../shared/api/content-types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatLongDate } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { DescriptionSection } from "../events/sections/description-section.tsx";
import { EventsSection } from "../events/sections/events-section.tsx";
import { productionSections } from "../events/sections/production-sections.tsx";
import { DetailSections, PRODUCTION_SECTION_ORDER } from "../events/sections/section.tsx";
import { containerPlace, loadObjectContainer, ObjectContainer, type ObjectContainerData } from "../object-container.tsx";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";
import { FavoriteButton } from "../../components/favorites/favorite-button.tsx";

interface ProductionData extends WithAlternates, WithMeta {
  production: ProductionDetail;
  /** The editable sections below the description. */
  container: ObjectContainerData;
}

function ProductionPage() {
  const { production, container } = useLoaderData() as ProductionData;
  const t = useT();
  const lang = useLang();
  const crumbs = trailFromHome(lang, screenCrumb("productions", lang), { title: production.title, url: production.url });
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
        <StaffEditTarget kind="admin" resource="productions" id={production.id} />
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
        <FavoriteButton kind="productions" id={production.id} item={production.title} withText />
      </header>

      {production.important_info ? (
        <aside className="screen-production__important" aria-labelledby="production-important">
          <h2 id="production-important">{t("sections.importantInfo")}</h2>
          <RichText html={production.important_info} />
        </aside>
      ) : null}

      <DetailSections
        order={PRODUCTION_SECTION_ORDER}
        sections={{
          ...productionSections("production", production),
          // The editable container follows the description: it continues the text.
          Description: (
            <>
              <DescriptionSection prefix="production" html={production.description} teaser={production.teaser} />
              <ObjectContainer data={container} lang={lang} />
            </>
          ),
          Events: <EventsSection prefix="production" title={t("eventDetail.upcoming")} events={production.events} always />,
        }}
      />
    </article>
  );
}

export const productionScreen: Screen<ProductionData> = {
  async loader({ context, lang, params, request }) {
    const api = apiFrom(context);
    const id = routeId(params.id);
    const [production, container] = await Promise.all([
      required(api.production({ lang, id })),
      loadObjectContainer(api, lang, new URL(request.url), containerPlace("production", id)),
    ]);
    return {
      production,
      container,
      meta: { title: production.title, description: production.teaser || production.subline || undefined, ogImage: production.image ? singleImageFile(production.image).url : undefined },
      alternates: {
        de: urlFor("productions-slug-id", { slug: production.slugs.de, id: production.id }, "de"),
        en: urlFor("productions-slug-id", { slug: production.slugs.en || production.slugs.de, id: production.id }, "en"),
      },
    };
  },
  Component: ProductionPage,
};
