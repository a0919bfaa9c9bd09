// A person's page: position, portrait, biography, productions and roles, next performances.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { PersonDetail } from "../../../shared/api/content-types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { EventRowList } from "../../components/event-row-list.tsx";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";

interface PersonData extends WithAlternates, WithMeta {
  person: PersonDetail;
}

function PersonPage() {
  const { person } = useLoaderData() as PersonData;
  const t = useT();
  const lang = useLang();
  const crumbs = trailFromHome(lang, screenCrumb("ensemble", lang), { title: person.name, url: person.url });
  return (
    <article className="screen screen-person" aria-labelledby="person-title">
      <header className="page-header">
        <Breadcrumb items={crumbs} />
        <h1 id="person-title" className="page-header__title">
          {person.name}
        </h1>
        <StaffEditTarget kind="admin" resource="persons" id={person.id} />
        {person.position ? <p className="page-header__subline">{person.position}</p> : null}
        {person.categories.length > 0 ? (
          <ul className="screen-person__categories" aria-label={t("sections.categories")}>
            {person.categories.map((category) => (
              <li key={category.id} className="label label--muted">
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <Picture image={person.image} className="screen-person__image" eager />

      {person.biography ? (
        <section className="screen-person__biography" aria-labelledby="person-biography">
          <h2 id="person-biography">{t("screens.ensemble.biography")}</h2>
          <RichText html={person.biography} />
        </section>
      ) : null}

      {person.roles.length > 0 ? (
        <section className="screen-person__roles" aria-labelledby="person-roles">
          <h2 id="person-roles">{t("screens.ensemble.productions")}</h2>
          <ul className="screen-person__role-list">
            {person.roles.map((entry, index) => (
              <li key={`${entry.production.id}-${index}`}>
                <Link to={entry.production.url}>{entry.production.title}</Link>
                {entry.role ? <span className="screen-person__role"> – {entry.role}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="screen-person__events" aria-labelledby="person-events">
        <h2 id="person-events">{t("screens.ensemble.upcoming")}</h2>
        <EventRowList events={person.events} />
      </section>
    </article>
  );
}

export const personScreen: Screen<PersonData> = {
  async loader({ context, lang, params }) {
    const person = await required(apiFrom(context).person({ lang, id: routeId(params.id) }));
    return {
      person,
      meta: { title: person.name, description: person.position || undefined, ogImage: person.image ? singleImageFile(person.image).url : undefined, ogType: "profile" },
      alternates: {
        de: urlFor("ensemble-slug-id", { slug: person.slug, id: person.id }, "de"),
        en: urlFor("ensemble-slug-id", { slug: person.slug, id: person.id }, "en"),
      },
    };
  },
  Component: PersonPage,
};
