// The favorites page (issue 16): what the visitor marked with the heart, read from the device after
// hydration (the account's list when signed in, issue 26) and looked up through the API, so that
// titles, dates and places are today's. Coming performances first (the server leaves out what has
// begun), then productions. What the server no longer knows, or has begun, is dropped from the
// device quietly (an account keeps it: it is just not shown). Each entry has a remove button;
// focus then moves to the next entry's, or to the heading when none is left.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Link, useLoaderData } from "react-router";
import type { FavoriteItems } from "../../../shared/api/contract/favorites.ts";
import type { UserDetails } from "../../../shared/api/types.ts";
import { useApi } from "../../api/loader-api.ts";
import { EventRow } from "../../components/event-row.tsx";
import { dropFromDevice, markFavorites, useFavorites, type FavoriteKind, type Favorites } from "../../components/favorites/favorites-store.ts";
import { announce } from "../../components/polite-announcer.tsx";
import { ProductionCard } from "../../components/production-card.tsx";
import { favoritesPageDe, favoritesPageEn } from "../../i18n/favorites-page-texts.ts";
import { addTexts, translator, useLang, useT } from "../../i18n/index.tsx";
import { performanceName } from "../../lib/performance-name.ts";
import { urlFor } from "../../route-paths.ts";
import { UserArea } from "../user/user-area.tsx";
import { loadUser } from "../user/user-session.tsx";
import type { Screen, WithMeta } from "../screen.ts";

addTexts("de", favoritesPageDe);
addTexts("en", favoritesPageEn);

type Answer = { asked: Favorites; items: FavoriteItems } | "failed";

/** Ids in `favorites` the answer to `asked` says nothing about (marked since, in this or another tab). */
const unasked = (favorites: Favorites, asked: Favorites) => (["events", "productions"] as const).some((kind) => favorites[kind].some((id) => !asked[kind].includes(id)));

/** Asks the API about the favorites whenever some were marked that it was not asked about yet. */
function useFavoriteItems(favorites: Favorites | null): Answer | null {
  const api = useApi();
  const lang = useLang();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const asked = answer && answer !== "failed" ? answer.asked : null;
  const stale = favorites !== null && (asked === null || unasked(favorites, asked));
  useEffect(() => {
    if (!favorites || !stale) return;
    let current = true;
    api.favorites({ lang, ...favorites }).then(
      (items) => {
        if (!current) return;
        setAnswer({ asked: favorites, items });
        // Gone, offline or begun: dropped from the device too, without a word (an account keeps them).
        for (const kind of ["events", "productions"] as const) {
          const known = new Set(items[kind].map((item) => item.id));
          const gone = favorites[kind].filter((id) => !known.has(id));
          if (gone.length > 0) dropFromDevice(kind, gone);
        }
      },
      () => current && setAnswer("failed"),
    );
    return () => {
      current = false;
    };
  }, [api, lang, favorites, stale]);
  return answer;
}

function ListSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className={className}>{children}</ul>
    </section>
  );
}

/** The list with its status line; focus goes to the page's heading when the last entry is removed. */
function FavoritesList() {
  const t = useT();
  const lang = useLang();
  const favorites = useFavorites();
  const answer = useFavoriteItems(favorites);
  const part = useRef<HTMLDivElement>(null);

  const remove = (kind: FavoriteKind, id: number, item: string) => {
    const buttons = () => [...(part.current?.querySelectorAll<HTMLButtonElement>(".favorite-remove") ?? [])];
    const index = buttons().findIndex((button) => button.dataset.id === `${kind}:${id}`);
    flushSync(() => markFavorites(kind, [id], false));
    if (part.current) announce(t("favorites.removed", { item }), part.current);
    const left = buttons();
    (left[Math.min(index, left.length - 1)] ?? pageHeading())?.focus();
  };
  const removeButton = (kind: FavoriteKind, id: number, item: string) => (
    <button type="button" className="favorite-remove" data-id={`${kind}:${id}`} aria-label={`${t("favoritesPage.remove")}: ${item}`} onClick={() => remove(kind, id, item)}>
      {t("favoritesPage.remove")}
    </button>
  );

  const items = answer && answer !== "failed" && favorites ? answer.items : null;
  const events = items?.events.filter((event) => favorites?.events.includes(event.id)) ?? [];
  const productions = items?.productions.filter((production) => favorites?.productions.includes(production.id)) ?? [];
  const nothingMarked = favorites !== null && favorites.events.length === 0 && favorites.productions.length === 0;

  const empty = nothingMarked || (items !== null && events.length === 0 && productions.length === 0);
  let status = "";
  if (empty) status = t("favoritesPage.empty");
  else if (answer === "failed") status = t("favoritesPage.failed");
  else if (!items) status = t("favoritesPage.loading");

  return (
    <div ref={part} className="screen-favorites__list">
      {/* Loading, failure and "empty" are read out as they replace each other; the list is not. */}
      <p className="screen-favorites__status" role="status">
        {status}
      </p>
      {empty ? (
        <p>
          <Link className="arrow-link" to={urlFor("events", {}, lang)}>
            {t("allEvents")}
          </Link>
        </p>
      ) : null}
      {events.length > 0 ? (
        <ListSection id="favorites-events" title={t("favoritesPage.performances")} className="event-list">
          {events.map((event) => (
            <EventRow key={event.id} event={event} tool={removeButton("events", event.id, performanceName(event, lang))} />
          ))}
        </ListSection>
      ) : null}
      {productions.length > 0 ? (
        <ListSection id="favorites-productions" title={t("sections.productions")} className="teaser-grid">
          {productions.map((production) => (
            <ProductionCard key={production.id} production={production} tool={removeButton("productions", production.id, production.title)} />
          ))}
        </ListSection>
      ) : null}
    </div>
  );
}

/** The page's one h1, made focusable from script (focus goes there when nothing is left). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

/**
 * Signed in, the page is the favorites part of the user area (its frame and navigation), showing the
 * account's list; a visitor without an account keeps the page of its own, with the device's list.
 */
function FavoritesPage() {
  const t = useT();
  const { user } = useLoaderData() as FavoritesData;
  if (user) {
    return (
      <UserArea route="favorites" title={t("favoritesPage.title")} user={user}>
        <p>{t("favoritesPage.introAccount")}</p>
        <FavoritesList />
      </UserArea>
    );
  }
  return (
    <section className="screen screen-favorites" aria-labelledby="favorites-title">
      <header className="page-header">
        <h1 id="favorites-title" className="page-header__title" tabIndex={-1}>
          {t("favoritesPage.title")}
        </h1>
        <p className="page-header__subline">{t("favoritesPage.intro")}</p>
      </header>
      <FavoritesList />
    </section>
  );
}

interface FavoritesData extends WithMeta {
  /** Who is signed in, or null. */
  user: UserDetails | null;
}

export const favoritesScreen: Screen<FavoritesData> = {
  loader: async (args) => ({ user: await loadUser(args), meta: { title: translator(args.lang)("favoritesPage.title") } }),
  Component: FavoritesPage,
};
