// The ensemble and artistic teams: everyone online, grouped by person category, each linking to
// their page. A person in several categories appears in each group.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required } from "../../api/loader-api.ts";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { PersonCategory, PersonSummary } from "../../../shared/api/content-types.ts";
import { Picture } from "../../components/picture.tsx";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import type { Screen, WithMeta } from "../screen.ts";

interface Group {
  category: PersonCategory | null;
  persons: PersonSummary[];
}

interface EnsembleData extends WithMeta {
  groups: Group[];
}

/** All online persons; the API pages by 100, a house rarely has more than a few hundred. */
async function allPersons(api: ApiClient, lang: Lang): Promise<PersonSummary[]> {
  const persons: PersonSummary[] = [];
  for (let page = 1; page <= 20; page++) {
    const batch = await required(api.persons({ lang, page, page_size: 100 }));
    persons.push(...batch.results);
    if (!batch.next) break;
  }
  return persons;
}

function groupPersons(categories: PersonCategory[], persons: PersonSummary[]): Group[] {
  const groups: Group[] = categories.map((category) => ({
    category,
    persons: persons.filter((person) => person.categories.some((entry) => entry.id === category.id)),
  }));
  const uncategorized = persons.filter((person) => person.categories.length === 0);
  if (uncategorized.length > 0) groups.push({ category: null, persons: uncategorized });
  return groups.filter((group) => group.persons.length > 0);
}

const anchorOf = (group: Group) => (group.category ? `category-${group.category.slug || group.category.id}` : "category-others");

function EnsemblePage() {
  const { groups } = useLoaderData() as EnsembleData;
  const t = useT();
  const lang = useLang();
  return (
    <section className="screen screen-ensemble" aria-labelledby="ensemble-title">
      <header className="page-header">
        <Breadcrumb items={trailFromHome(lang, screenCrumb("ensemble", lang))} />
        <h1 id="ensemble-title" className="page-header__title">
          {t("screens.ensemble.title")}
        </h1>
      </header>
      {groups.length > 1 ? (
        <nav className="anchor-list" aria-label={t("screens.ensemble.categoriesNav")}>
          <ul>
            {groups.map((group) => (
              <li key={anchorOf(group)}>
                <a href={`#${anchorOf(group)}`}>{group.category?.name ?? t("screens.ensemble.others")}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={anchorOf(group)} id={anchorOf(group)} className="screen-ensemble__group" aria-labelledby={`${anchorOf(group)}-title`}>
          <h2 id={`${anchorOf(group)}-title`}>{group.category?.name ?? t("screens.ensemble.others")}</h2>
          <ul className="screen-ensemble__persons teaser-grid">
            {group.persons.map((person) => (
              <li key={person.id} className="teaser-card person-card">
                <Picture image={person.image} className="teaser-card__image" />
                <div className="teaser-card__body">
                  <h3 className="teaser-card__headline">
                    <Link to={person.url}>{person.name}</Link>
                  </h3>
                  {person.position ? <p className="teaser-card__subline">{person.position}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export const ensembleScreen: Screen<EnsembleData> = {
  async loader({ context, lang }) {
    const api = apiFrom(context);
    const [categories, persons] = await Promise.all([required(api.personCategories({ lang })), allPersons(api, lang)]);
    const t = translator(lang);
    return {
      groups: groupPersons(categories, persons),
      meta: { title: t("screens.ensemble.title"), description: t("screens.ensemble.description") },
    };
  },
  Component: EnsemblePage,
};
