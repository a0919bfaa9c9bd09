// Links name pages by address, not by id: a stored link target and a page's path meet as the address
// a visitor's browser asks for ("/de/ueber-uns"), without query, anchor or trailing slash.
import { languages, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import { localizedUrl, siteHref } from "../../../src/lib/urls.ts";

/**
 * The page address a stored link leads to on this site, or null for another site, mailto:, tel: or an
 * anchor. `lang` places a path stored below the language prefix (menu items, footer links: "kontakt").
 */
export function siteAddressOf(target: string, lang: Lang): string | null {
  const href = siteHref(lang, target.trim());
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  return href.replace(/[?#].*$/, "").replace(/\/+$/, "") || null;
}

/** The addresses of a page in both languages ("/de/ueber-uns", "/en/about-us"). */
export function pageAddresses(path: Localized): Set<string> {
  return new Set(languages.map((lang) => localizedUrl(lang, path[lang] ?? "")));
}
