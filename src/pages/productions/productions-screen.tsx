// All productions with filters (exhibition type, season, tag links; a from-date form) in the URL,
// ten per page (?page=N, starting at 1); changing a filter always leads back to page 1.
import { Form, Link, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { Paged } from "../../../shared/api/types.ts";
import type { ExhibitionType, ProductionSummary, Season, TagOption } from "../../../shared/api/content-types.ts";
import { listHref, Pager } from "../../components/pager.tsx";
import { ProductionCard } from "../../components/production-card.tsx";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import type { Screen, WithMeta } from "../screen.ts";

/** The list's URL state (spec §3 Production filter); `date` as the visitor typed it: YYYY-MM-DD from the date field or DD-MM-YYYY. */
interface Filter {
  exhibition_type?: number;
  season?: number;
  tag?: number;
  date?: string;
}

/** The API's DD-MM-YYYY for the date field's YYYY-MM-DD; other text is passed on for the API to judge. */
function apiDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value;
}

/** YYYY-MM-DD for the date field's value. */
function fieldDate(value: string | undefined): string {
  if (!value) return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : "";
}

interface ProductionsData extends WithMeta {
  productions: Paged<ProductionSummary>;
  types: ExhibitionType[];
  seasons: Season[];
  tags: TagOption[];
  filter: Filter;
  page: number;
}

function FilterLinks<T extends { id: number; name: string }>({
  label,
  allText,
  options,
  selected,
  hrefFor,
}: {
  label: string;
  allText: string;
  options: T[];
  selected: number | undefined;
  hrefFor: (id: number | undefined) => string;
}) {
  const entries = [{ id: undefined as number | undefined, name: allText }, ...options];
  return (
    <div className="filter-links">
      <h2 className="filter-links__title">{label}</h2>
      <ul className="filter-links__list">
        {entries.map((option) => {
          const active = option.id === selected;
          return (
            <li key={option.id ?? "all"}>
              <Link className={`filter-link${active ? " filter-link--active" : ""}`} to={hrefFor(option.id)} aria-current={active ? "page" : undefined}>
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ProductionsPage() {
  const { productions, types, seasons, tags, filter, page } = useLoaderData() as ProductionsData;
  const t = useT();
  const lang = useLang();
  const path = urlFor("productions", {}, lang);
  return (
    <section className="screen screen-productions" aria-labelledby="productions-title">
      <header className="page-header">
        <Breadcrumb items={trailFromHome(lang, screenCrumb("productions", lang))} />
        <h1 id="productions-title" className="page-header__title">
          {t("screens.productions.title")}
        </h1>
      </header>
      <nav className="screen-productions__filters" aria-label={t("screens.productions.filterNav")}>
        <FilterLinks
          label={t("screens.productions.exhibitionType")}
          allText={t("screens.productions.allTypes")}
          options={types}
          selected={filter.exhibition_type}
          hrefFor={(id) => listHref(path, { ...filter, exhibition_type: id })}
        />
        {seasons.length > 1 ? (
          <FilterLinks
            label={t("screens.productions.season")}
            allText={t("screens.productions.allSeasons")}
            options={seasons}
            selected={filter.season}
            hrefFor={(id) => listHref(path, { ...filter, season: id })}
          />
        ) : null}
        {tags.length > 0 ? (
          <FilterLinks
            label={t("eventDetail.filterTag")}
            allText={t("eventDetail.allTags")}
            options={tags}
            selected={filter.tag}
            hrefFor={(id) => listHref(path, { ...filter, tag: id })}
          />
        ) : null}
        {/* A filter change drops `page`: every link and this form lead to page 1. */}
        <Form method="get" action={path} className="filter-date">
          {(["exhibition_type", "season", "tag"] as const).map((key) =>
            filter[key] !== undefined ? <input key={key} type="hidden" name={key} value={filter[key]} /> : null,
          )}
          <label className="filter-date__label" htmlFor="productions-date">
            {t("eventDetail.filterDate")}
          </label>
          <input id="productions-date" className="filter-date__input" type="date" name="date" defaultValue={fieldDate(filter.date)} key={filter.date ?? ""} />
          <button type="submit" className="button button--small">
            {t("eventDetail.applyDate")}
          </button>
          {Object.values(filter).some((value) => value !== undefined) ? (
            <Link className="filter-date__reset arrow-link" to={path}>
              {t("eventDetail.resetFilters")}
            </Link>
          ) : null}
        </Form>
      </nav>
      {productions.results.length === 0 ? (
        <p className="screen-productions__empty">{t("screens.productions.noProductions")}</p>
      ) : (
        <ul className="screen-productions__list teaser-grid">
          {productions.results.map((production) => (
            <ProductionCard key={production.id} production={production} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        hasPrevious={productions.previous !== null}
        hasNext={productions.next !== null}
        hrefFor={(target) => listHref(path, { ...filter }, target)}
      />
    </section>
  );
}

/** A number from the query string; text that is not a number is passed on so the API rejects it. */
function queryNumber(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  return raw === null ? undefined : routeId(raw);
}

export const productionsScreen: Screen<ProductionsData> = {
  async loader({ context, lang, request }) {
    const api = apiFrom(context);
    const query = new URL(request.url).searchParams;
    const filter: Filter = {
      exhibition_type: queryNumber(query, "exhibition_type"),
      season: queryNumber(query, "season"),
      tag: queryNumber(query, "tag"),
      date: query.get("date") || undefined,
    };
    const page = queryNumber(query, "page");
    const [productions, types, seasons, tags] = await Promise.all([
      required(api.productions({ lang, ...filter, date: apiDate(filter.date), page })),
      api.exhibitionTypes({ lang }).catch(() => []),
      api.seasons({ lang }).catch(() => []),
      api.productionTagOptions({ lang }).catch(() => []),
    ]);
    const t = translator(lang);
    return {
      productions,
      types,
      seasons,
      tags: tags.filter((tag) => tag.show_in_filter),
      filter,
      page: page ?? 1,
      meta: { title: t("screens.productions.title"), description: t("screens.productions.description") },
    };
  },
  Component: ProductionsPage,
};
