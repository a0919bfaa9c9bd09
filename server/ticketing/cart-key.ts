// The visitor's cart key: 32 random bytes (base64url) in the HttpOnly cart cookie. It is the only
// thing that ties held tickets to a browser, so it is unguessable and never readable by scripts.
import { randomBytes } from "node:crypto";

const CART_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh cart key. */
export function newCartKey(): string {
  return randomBytes(32).toString("base64url");
}

/** The cart key in the cart cookie's value, or null when there is none (or it is not one of ours). */
export function cartKeyOf(value: string | undefined): string | null {
  return value && CART_KEY_PATTERN.test(value) ? value : null;
}
