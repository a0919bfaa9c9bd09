// The cookies of a cart (spec §9): the HttpOnly cart key that finds the held tickets, and the two
// cookies scripts read for the header badge and the cart link — cartAmount and cartUrl, which live
// as long as the tickets are held and may be set on the parent domain so the shop's host sees them.
import { CART_AMOUNT_COOKIE, CART_HOLD_MINUTES, CART_KEY_COOKIE, CART_URL_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import type { Config } from "../config.ts";
import type { CookieJar } from "../http/cookie-jar.ts";

const CART_KEY_DAYS = 30;

/** Where the visitor's cart is: the built-in webshop's cart page, in English with ?lang=en. */
export function cartUrl(config: Config, lang: string): string {
  return `${config.publicUrl ?? ""}/webshop/cart${lang === "en" ? "?lang=en" : ""}`;
}

/** Sets (or renews) the HttpOnly cart key cookie, on this host only. */
export function setCartKeyCookie(cookies: CookieJar, cartKey: string): void {
  cookies.set(CART_KEY_COOKIE, cartKey, { httpOnly: true, maxAge: CART_KEY_DAYS * 24 * 3600 * 1000 });
}

/** Sets cartAmount and cartUrl for CART_HOLD_MINUTES; with no tickets left, cartAmount is deleted. */
export function setCartDisplayCookies(cookies: CookieJar, config: Config, ticketsQuantity: number, url: string): void {
  const options = { httpOnly: false, domain: config.cartCookieDomain };
  if (ticketsQuantity > 0) cookies.set(CART_AMOUNT_COOKIE, String(ticketsQuantity), { ...options, maxAge: CART_HOLD_MINUTES * 60 * 1000 });
  else cookies.clear(CART_AMOUNT_COOKIE, options);
  cookies.set(CART_URL_COOKIE, url, { ...options, maxAge: CART_HOLD_MINUTES * 60 * 1000 });
}
