// Every screen of spec §2 by route name, with its path below the language prefix in each language.
// `:name` is a parameter, `:name?` an optional one, `*` the rest of the path. The React route table
// (routes.tsx) and the server both read this; `urlFor` builds links from it.
import { generatePath } from "react-router";
import type { Lang } from "../shared/lib/localized.ts";
import { localizedUrl } from "./lib/urls.ts";

const ensemble = { de: "ensemble-und-kuenstlerische-teams", en: "ensemble-and-leading-teams" };
const magazine = { de: "magazine", en: "mag" };
const productions = { de: "produktionen", en: "productions" };
const both = (path: string) => ({ de: path, en: path });
const under = (base: { de: string; en: string }, rest: string) => ({ de: `${base.de}/${rest}`, en: `${base.en}/${rest}` });

export const routePaths = {
  home: both(""),
  "legals-agb": both("agb"),
  "legals-privacy": both("datenschutz"),
  "legals-imprint": both("impressum"),
  ensemble,
  "ensemble-slug-id": under(ensemble, ":slug/:id"),
  magazine,
  "magazine-tags": under(magazine, "tags"),
  "magazine-categories-category-id": under(magazine, "categories/:category/:id"),
  "magazine-tags-tag-id": under(magazine, "tags/:tag/:id"),
  "magazine-slug-id": under(magazine, ":slug/:id"),
  productions,
  "productions-slug-id": under(productions, ":slug/:id"),
  events: both("spielplan"),
  "events-slug-id": both("spielplan/:slug/:id"),
  "series-slug-id": both("abonnements/:slug/:id"),
  "forms-slug-id": both("forms/:slug/:id"),
  search: both("search/:category?/:page?"),
  "venues-slug-id": both("venues/:slug/:id"),
  "user-profile": { de: "profil", en: "profile" },
  "user-settings": { de: "einstellungen", en: "settings" },
  "user-orders": { de: "bestellungen", en: "orders" },
  "user-reservations": { de: "reservierungen", en: "reservations" },
  "user-coupons": { de: "gutscheine", en: "coupons" },
  "user-credit": { de: "guthaben", en: "credit" },
  favorites: { de: "merkliste", en: "favourites" },
  "cms-hub": both("cms-hub"),
  login: both("login"),
  "account-confirm": { de: "konto/bestaetigen", en: "account/confirm" },
  "account-reset": { de: "konto/neues-passwort", en: "account/new-password" },
  "account-email-confirm": { de: "konto/neue-adresse", en: "account/new-address" },
  logout: both("logout"),
  "cms-page": both("*"),
} as const satisfies Record<string, Record<Lang, string>>;

export type RouteName = keyof typeof routePaths;
export type RouteParams = Record<string, string | number | undefined>;

/** The path below the language prefix for a route, with its parameters filled in (encoded; `*` as it is). */
export function routePath(name: RouteName, lang: Lang, params: RouteParams = {}): string {
  const given = Object.entries(params).filter(([, value]) => value !== undefined && value !== "");
  return generatePath(routePaths[name][lang], Object.fromEntries(given.map(([key, value]) => [key, String(value)])));
}

/** The full URL ("/de/spielplan/…") of a route in a language, with an optional query. */
export function urlFor(name: RouteName, params: RouteParams = {}, lang: Lang, query?: Record<string, string>): string {
  const url = localizedUrl(lang, routePath(name, lang, params));
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${url}?${search}` : url;
}
