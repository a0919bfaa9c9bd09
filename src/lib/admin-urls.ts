// Addresses of the backend admin. They have no language prefix: the editor's language is `?lang=`
// (German without it), carried on by every link, as in the webshop.
import type { Lang } from "../../shared/lib/localized.ts";
import { webshopHref, webshopLang } from "./webshop-urls.ts";

export const ADMIN_BASE = "/admin";

/** The admin's language from the address. */
export const adminLang = webshopLang;

/** `/admin/…` in `lang`, with an optional query. */
export function adminHref(path: string, lang: Lang, query: Record<string, string> = {}): string {
  return webshopHref(`${ADMIN_BASE}${path}`, lang, query);
}
