// The cookies of a cart (spec §9): the HttpOnly cart key that finds the held tickets, and the two
// cookies scripts read for the header badge and the cart link — cartAmount and cartUrl, which live
// as long as the tickets are held and may be set on the parent domain so the shop's host sees them.
import type { Response } from "express";
import { CART_AMOUNT_COOKIE, CART_HOLD_MINUTES, CART_KEY_COOKIE, CART_URL_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import type { Config } from "../config.ts";

const CART_KEY_DAYS = 30;

const secure = (config: Config) => !!config.publicUrl?.startsWith("https:");

/** Where the visitor's cart is: the built-in webshop's cart page, in English with ?lang=en. */
export function cartUrl(config: Config, lang: string): string {
  return `${config.publicUrl ?? ""}/webshop/cart${lang === "en" ? "?lang=en" : ""}`;
}

/** Sets (or renews) the HttpOnly cart key cookie, on this host only. */
export function setCartKeyCookie(res: Response, config: Config, cartKey: string): void {
  res.cookie(CART_KEY_COOKIE, cartKey, { httpOnly: true, sameSite: "lax", secure: secure(config), path: "/", maxAge: CART_KEY_DAYS * 24 * 3600 * 1000 });
}

/** Sets cartAmount and cartUrl for CART_HOLD_MINUTES; with no tickets left, cartAmount is deleted. */
export function setCartDisplayCookies(res: Response, config: Config, ticketsQuantity: number, url: string): void {
  const options = { httpOnly: false, sameSite: "lax" as const, secure: secure(config), path: "/", domain: config.cartCookieDomain };
  if (ticketsQuantity > 0) res.cookie(CART_AMOUNT_COOKIE, String(ticketsQuantity), { ...options, maxAge: CART_HOLD_MINUTES * 60 * 1000 });
  else res.clearCookie(CART_AMOUNT_COOKIE, options);
  res.cookie(CART_URL_COOKIE, url, { ...options, maxAge: CART_HOLD_MINUTES * 60 * 1000 });
}
