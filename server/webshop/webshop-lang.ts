// The webshop's paths have no language prefix (DESIGN.md "Decisions"): the language is the `lang`
// query parameter, German unless it says "en". Links inside the shop carry it on.
import type { Request } from "express";
import { defaultLang, isLang, langOfPath, type Lang } from "../../shared/lib/localized.ts";

/** `?lang=en` → "en"; anything else (absent, "fr", a list) → German. */
export function webshopLangOf(req: Request): Lang {
  const value = req.query.lang;
  return isLang(value) ? value : defaultLang;
}

/**
 * For links that arrive without `?lang` (the site header's cart link is a plain "/webshop/"): the
 * language of the site page the visitor came from, when the Referer is one of our own pages.
 */
export function webshopLangFromReferer(req: Request): Lang | null {
  const referer = req.get("referer");
  const host = req.get("host");
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    if (url.host !== host) return null;
    const first = url.pathname.split("/")[1];
    return isLang(first) ? langOfPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** A webshop path in a language: German is the default and needs no query. */
export function webshopHref(path: string, lang: Lang, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(lang === defaultLang ? query : { lang, ...query });
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const WEBSHOP_CART_PATH = "/webshop/cart";
