// Full visitor URLs ("/de/…") for links stored in content, built from the app's route table so the
// seed and the router cannot drift apart.
import type { Lang } from "../../../shared/lib/localized.ts";
import { localizedUrl } from "../../../src/lib/urls.ts";
import { routePath, type RouteName, type RouteParams } from "../../../src/route-paths.ts";
import type { Localized } from "./text.ts";

/** A route's URL in both languages; `params` may differ per language (slugs). */
export function routeUrls(name: RouteName, params: (lang: Lang) => RouteParams = () => ({})): Localized {
  return { de: localizedUrl("de", routePath(name, "de", params("de"))), en: localizedUrl("en", routePath(name, "en", params("en"))) };
}

/** The URL of an object page addressed by slug and id, e.g. a production. */
export function detailUrls(name: RouteName, slug: Localized, id: number): Localized {
  return routeUrls(name, (lang) => ({ slug: slug[lang], id }));
}

/** A CMS page by its path below the prefix. */
export function pageUrls(path: Localized): Localized {
  return { de: localizedUrl("de", path.de), en: localizedUrl("en", path.en) };
}
