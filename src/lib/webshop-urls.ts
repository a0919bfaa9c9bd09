// The built-in webshop's addresses. They have no language prefix (DESIGN.md "Decisions"): the
// language is the `lang` query parameter, German unless it is exactly one "en". Links inside the
// shop carry it on. The React routes and the server's redirects both read this.
import { defaultLang, isLang, type Lang } from "../../shared/lib/localized.ts";

export const WEBSHOP_CART_PATH = "/webshop/cart";

/** The shop's addresses: /webshop and the prefixes an external ticketing shop used, each with its sub-paths (any case). */
const WEBSHOP_PATHS = /^\/(?:webshop|eventim\.webshop|test\.webshop|testshop|eventim-template)(?=[/?#]|$)/i;

/** Whether `href` (a path, maybe with query) leads into the shop: always a full page load, as the shop may be another server. */
export const isWebshopPath = (href: string): boolean => WEBSHOP_PATHS.test(href);
export const WEBSHOP_REMOVE_PATH = "/webshop/cart/remove";
export const WEBSHOP_CHECKOUT_PATH = "/webshop/checkout";
export const WEBSHOP_GIFT_CARD_PATH = "/webshop/gift-card";

/** An order's page (the link in its confirmation mail); its code and secret are the key. */
export const webshopOrderPath = (code: string, secret: string) => `/webshop/order/${encodeURIComponent(code)}/${encodeURIComponent(secret)}`;

/** A performance's booking page in the shop. */
export const webshopEventPath = (idJet: number) => `/webshop/event/${idJet}`;

/** `?lang=en` → "en"; anything else (absent, "fr", given twice) → German. */
export function webshopLang(query: URLSearchParams): Lang {
  const values = query.getAll("lang");
  return values.length === 1 && isLang(values[0]) ? values[0] : defaultLang;
}

/** A webshop path in a language: German is the default and needs no query. */
export function webshopHref(path: string, lang: Lang, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(lang === defaultLang ? query : { lang, ...query });
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
