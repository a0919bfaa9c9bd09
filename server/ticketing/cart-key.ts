// The visitor's cart key: 32 random bytes (base64url) in the HttpOnly cart cookie. It is the only
// thing that ties held tickets to a browser, so it is unguessable and never readable by scripts.
import { randomBytes } from "node:crypto";
import { CART_KEY_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import { readCookie } from "../../shared/lib/cookies.ts";

const CART_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh cart key. */
export function newCartKey(): string {
  return randomBytes(32).toString("base64url");
}

/** The cart key of the request's cookie, or null when there is none (or it is not one of ours). */
export function cartKeyOf(cookieHeader: string | undefined): string | null {
  const value = readCookie(cookieHeader, CART_KEY_COOKIE);
  return value && CART_KEY_PATTERN.test(value) ? value : null;
}
