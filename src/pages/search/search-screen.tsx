// The search page: a GET form with `q`, then the matches, narrowed to one kind by the route's
// category ("all" or a result type) and paged by its page segment: /de/search/article/2?q=…
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeError, routeId } from "../../api/loader-api.ts";
import type { Paged } from "../../api/types.ts";
import { searchResultTypes, type SearchResult, type SearchResultType } from "../../api/content-types.ts";
import { Pager } from "../../components/pager.tsx";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";

type Category = "all" | SearchResultType;

interface SearchData extends WithMeta, WithAlternates {
  q: string;
  category: Category;
  page: number;
  results: Paged<SearchResult> | null;
}

const MAX_QUERY = 200;

const isCategory = (value: string): value is Category => value === "all" || (searchResultTypes as readonly string[]).includes(value);

function SearchPage() {
  const { q, category, page, results } = useLoaderData() as SearchData;
  const t = useT();
  const lang = useLang();
  const categories: Category[] = ["all", ...searchResultTypes];
  const hrefFor = (target: Category, targetPage = 1) =>
    urlFor("search", { category: target === "all" && targetPage === 1 ? undefined : target, page: targetPage > 1 ? targetPage : undefined }, lang, { q });
  return (
    <section className="screen screen-search" aria-labelledby="search-title">
      <header className="page-header">
        <h1 id="search-title" className="page-header__title">
          {t("screens.search.title")}
        </h1>
      </header>
      <form className="search-form" role="search" method="get" action={urlFor("search", {}, lang)}>
        <label className="search-form__label" htmlFor="search-page-q">
          {t("searchLabel")}
        </label>
        <input
          id="search-page-q"
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={q}
          required
          aria-required="true"
          maxLength={MAX_QUERY}
          placeholder={t("searchPlaceholder")}
        />
        <button type="submit" className="button">
          {t("searchSubmit")}
        </button>
      </form>
      {results ? (
        <section className="screen-search__results" aria-labelledby="search-results-title">
          <h2 id="search-results-title">{t("searchResultsFor", { q })}</h2>
          <nav className="screen-search__filters" aria-label={t("screens.search.filterNav")}>
            <ul>
              {categories.map((entry) => (
                <li key={entry}>
                  <Link
                    className={`filter-link${entry === category ? " filter-link--active" : ""}`}
                    to={hrefFor(entry)}
                    aria-current={entry === category ? "page" : undefined}
                  >
                    {t(`screens.search.types.${entry}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {results.count === 0 ? (
            <p className="screen-search__empty" role="status">
              {t("searchNoResults")}
            </p>
          ) : (
            <>
              <p className="screen-search__count" role="status">
                {t("screens.search.count", { count: results.count })}
              </p>
              <ol className="screen-search__list" start={(page - 1) * 10 + 1}>
                {results.results.map((result) => (
                  <li key={`${result.type}-${result.id}`} className="search-result">
                    <p className="search-result__type label label--muted">{t(`screens.search.types.${result.type}`)}</p>
                    <h3 className="search-result__title">
                      <Link to={result.url}>{result.title}</Link>
                    </h3>
                    {result.text ? <p className="search-result__text">{result.text}</p> : null}
                  </li>
                ))}
              </ol>
            </>
          )}
          <Pager
            page={page}
            hasPrevious={results.previous !== null}
            hasNext={results.next !== null}
            hrefFor={(target) => hrefFor(category, target)}
          />
        </section>
      ) : null}
    </section>
  );
}

export const searchScreen: Screen<SearchData> = {
  async loader({ context, lang, params, request }) {
    const t = translator(lang);
    const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
    const category = params.category ?? "all";
    if (!isCategory(category)) routeError(404, { kind: "route" });
    const page = params.page === undefined ? undefined : routeId(params.page);
    const meta = { title: q ? `${t("screens.search.title")}: ${q}` : t("screens.search.title"), description: t("screens.search.description") };
    if (!q) return { q, category, page: 1, results: null, meta };
    const results = await required(apiFrom(context).search({ lang, query: q, type: category === "all" ? undefined : category, page }));
    // The same search in the other language starts again on its first page.
    const alternates = { de: urlFor("search", {}, "de", { q }), en: urlFor("search", {}, "en", { q }) };
    return { q, category, page: page ?? 1, results, meta, alternates };
  },
  Component: SearchPage,
};
