// The search page: a GET form with `q` (works without JavaScript), then the ranked hits in three
// tabs chosen by the route's category — all, "events" (upcoming performances) and "others" — paged
// by its page segment: /de/search/events/2?q=… When nothing is found, a "did you mean" link.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeError, routeId } from "../../api/loader-api.ts";
import { MAX_SEARCH_LENGTH } from "../../../shared/api/contract/search.ts";
import { searchScopes, type SearchHit, type SearchResults, type SearchScope } from "../../../shared/api/content-types.ts";
import { Pager } from "../../components/pager.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { dictionary, translator, useLang, useT } from "../../i18n/index.tsx";
import { formatLongDate, formatTime } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { snippetParts } from "./snippet-parts.ts";

interface SearchData extends WithMeta, WithAlternates {
  q: string;
  scope: SearchScope;
  page: number;
  results: SearchResults | null;
}

const PAGE_SIZE = 10;

/** The route's category segment: none (or "all", used for its later pages) for all, otherwise the scope's name. */
function scopeOf(category: string | undefined): SearchScope | null {
  if (category === undefined) return "all";
  return (searchScopes as readonly string[]).includes(category) ? (category as SearchScope) : null;
}

function SearchHitItem({ hit }: { hit: SearchHit }) {
  const lang = useLang();
  const texts = dictionary(lang).screens.search;
  return (
    <li className="search-result">
      <p className="search-result__type label label--muted">{texts.kinds[hit.kind]}</p>
      <h3 className="search-result__title">
        <Link to={hit.url}>{hit.title}</Link>
      </h3>
      {hit.date ? (
        <p className="search-result__date">
          <time dateTime={hit.date}>
            {formatLongDate(hit.date, lang)}, {formatTime(hit.date, lang)}
          </time>
        </p>
      ) : null}
      {hit.snippet.text ? (
        <p className="search-result__text">
          {snippetParts(hit.snippet).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
        </p>
      ) : null}
    </li>
  );
}

function SearchPage() {
  const { q, scope, page, results } = useLoaderData() as SearchData;
  const t = useT();
  const lang = useLang();
  const texts = dictionary(lang).screens.search;
  const hrefFor = (target: SearchScope, targetPage = 1, query = q) =>
    urlFor("search", { category: target === "all" ? (targetPage > 1 ? "all" : undefined) : target, page: targetPage > 1 ? targetPage : undefined }, lang, { q: query });
  return (
    <section className="screen screen-search" aria-labelledby="search-title">
      <header className="page-header">
        <Breadcrumb items={trailFromHome(lang, screenCrumb("search", lang))} />
        <h1 id="search-title" className="page-header__title">
          {t("screens.search.title")}
        </h1>
      </header>
      <form className="search-form" role="search" method="get" action={urlFor("search", scope === "all" ? {} : { category: scope }, lang)}>
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
          maxLength={MAX_SEARCH_LENGTH}
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
              {searchScopes.map((entry) => (
                <li key={entry}>
                  <Link
                    className={`filter-link${entry === scope ? " filter-link--active" : ""}`}
                    to={hrefFor(entry)}
                    aria-current={entry === scope ? "page" : undefined}
                  >
                    {texts.scopes[entry]} <span className="screen-search__tab-count">({results.counts[entry]})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {results.count === 0 ? (
            <div className="screen-search__empty" role="status">
              <p>{t("searchNoResults")}</p>
              {results.did_you_mean ? (
                <p className="screen-search__suggestion">
                  {texts.didYouMean} <Link to={hrefFor("all", 1, results.did_you_mean)}>{results.did_you_mean}</Link>
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <p className="screen-search__count" role="status">
                {t("screens.search.count", { count: results.count })}
              </p>
              <ol className="screen-search__list" start={(page - 1) * PAGE_SIZE + 1}>
                {results.results.map((hit) => (
                  <SearchHitItem key={`${hit.kind}-${hit.id}`} hit={hit} />
                ))}
              </ol>
            </>
          )}
          <Pager
            page={page}
            hasPrevious={results.previous !== null}
            hasNext={results.next !== null}
            hrefFor={(target) => hrefFor(scope, target)}
          />
        </section>
      ) : null}
    </section>
  );
}

export const searchScreen: Screen<SearchData> = {
  async loader({ context, lang, params, request }) {
    const t = translator(lang);
    const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
    const scope = scopeOf(params.category);
    if (!scope) routeError(404, { kind: "route" });
    const page = params.page === undefined ? undefined : routeId(params.page);
    const meta = { title: q ? `${t("screens.search.title")}: ${q}` : t("screens.search.title"), description: t("screens.search.description") };
    if (!q) return { q, scope, page: 1, results: null, meta };
    const api = apiFrom(context);
    const input = { lang, query: q, page };
    const call = scope === "events" ? api.searchEvents(input) : scope === "others" ? api.searchOthers(input) : api.search(input);
    const results = await required(call);
    // The same search in the other language starts again on its first page.
    const alternates = { de: urlFor("search", {}, "de", { q }), en: urlFor("search", {}, "en", { q }) };
    return { q, scope, page: page ?? 1, results, meta, alternates };
  },
  Component: SearchPage,
};
