// Building site URLs: every visitor path starts with the language prefix.
import type { Lang } from "../../shared/lib/localized.ts";

/** "/de" + "/" + path, for a path below the prefix ("" is the language's home). */
export function localizedUrl(lang: Lang, path: string): string {
  const clean = path.replace(/^\/+/, "");
  return clean ? `/${lang}/${clean}` : `/${lang}`;
}

/**
 * The subscriptions page below the prefix: an editors' CMS page (seeded as "abonnements" /
 * "subscriptions"), the series pages' parent and where the webshop's series list leads. If it moves,
 * an entry in the redirect table takes visitors on; the series pages then show no parent.
 */
export const SUBSCRIPTIONS_PAGE_PATH: Record<Lang, string> = { de: "abonnements", en: "subscriptions" };

/** Menu and footer URLs are stored below the prefix; absolute URLs and anchors pass through. */
export function siteHref(lang: Lang, url: string): string {
  if (/^(https?:|mailto:|tel:|#|\/)/.test(url)) return url;
  return localizedUrl(lang, url);
}

/** Slugs for URLs: lowercase ASCII, German umlauts transliterated. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
