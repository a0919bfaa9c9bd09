// The breadcrumb trail of spec §2 — Home, the page's parents, the page itself last — as data. The
// visible breadcrumb and its schema.org BreadcrumbList are both made from one trail
// (components/breadcrumb.tsx), so they cannot disagree. A screen's parents are the screens its path
// lies below (/de/magazine/tags/… is below the magazine and its topics); CMS pages get theirs from the
// page tree (server/services/pages.ts).
import type { LinkRef } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../i18n/index.tsx";
import { urlFor, type RouteName } from "../route-paths.ts";
import { SCHEMA } from "./json-ld.ts";

/** The screens without parameters that appear in trails, by the text that names them. */
const SCREEN_TITLES = {
  events: "screens.events.title",
  productions: "screens.productions.title",
  ensemble: "screens.ensemble.title",
  magazine: "screens.magazine.title",
  "magazine-tags": "screens.magazine.tagsTitle",
  search: "screens.search.title",
  "user-profile": "user.profile",
  "user-settings": "user.settings",
} as const satisfies Partial<Record<RouteName, TranslationKey>>;

export type TrailScreen = keyof typeof SCREEN_TITLES;

/** A screen's crumb: its name and its address without query (filters and pages are the same page). */
export function screenCrumb(name: TrailScreen, lang: Lang): LinkRef {
  return { title: translator(lang)(SCREEN_TITLES[name]), url: urlFor(name, {}, lang) };
}

/** Home, then `below`: the parents and, last, the page itself. */
export function trailFromHome(lang: Lang, ...below: LinkRef[]): LinkRef[] {
  return [{ title: translator(lang)("home"), url: urlFor("home", {}, lang) }, ...below];
}

/** The trail as a schema.org BreadcrumbList: positions from 1, the crumbs' site paths made absolute on `origin`. */
export function breadcrumbJsonLd(trail: readonly LinkRef[], origin: string): Record<string, unknown> {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.title, item: origin + crumb.url })),
  };
}
