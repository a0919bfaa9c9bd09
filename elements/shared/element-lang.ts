// The language of an element: its own `lang` attribute, else the page's, else German (the default).
import { defaultLang, isLang, type Lang } from "../../shared/lib/localized.ts";

export function elementLang(own: string | null | undefined): Lang {
  if (isLang(own)) return own;
  // "de-DE" on a webshop page counts as German; no document at all (server rendering) as the default.
  const page = typeof document === "undefined" ? "" : (document.documentElement.lang ?? "").slice(0, 2).toLowerCase();
  return isLang(page) ? page : defaultLang;
}
