// CSRF protection by double submit (shared/api/csrf.ts) with tokens the server signed: a random part
// and its HMAC under a key from server_secrets, so a token made up by anyone else (or set into the
// browser by another site) is refused. The cookie is handed out by API responses, never with page
// HTML, so pages stay cacheable. Writes must also come from one of the site's own pages (Origin, or
// the Referer over HTTPS), as Django checks them.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATTERN } from "../../shared/api/csrf.ts";
import { ApiError } from "../../shared/api/api-error.ts";
import { requestCookies } from "./cookie-jar.ts";
import type { SiteOrigins } from "./site-origin.ts";
import { redactedPath } from "./redacted-path.ts";
import { isShopApiCaller } from "../shop-api/shop-api-caller.ts";

declare module "express-serve-static-core" {
  interface Request {
    /** The visitor's CSRF token when its cookie holds one this server signed. */
    csrfToken?: string;
  }
}

const COOKIE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const signatureOf = (key: Buffer, nonce: string) => createHmac("sha256", key).update(`csrftoken:${nonce}`).digest("base64url");

/** A new token: 16 random bytes and their signature, "nonce.signature" in base64url. */
export function signedCsrfToken(key: Buffer): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${signatureOf(key, nonce)}`;
}

/** Whether `token` has the token's shape and a signature made with `key`. */
export function isSignedCsrfToken(key: Buffer, token: string): boolean {
  if (!CSRF_TOKEN_PATTERN.test(token)) return false;
  const [nonce, signature] = token.split(".");
  return sameText(signature!, signatureOf(key, nonce!));
}

/** Why a write's Origin or Referer is not one of the site's own pages; null when it is (or a non-browser client over plain http sent neither). */
function foreignSource(req: Request, origins: SiteOrigins): string | null {
  const origin = req.get("origin");
  if (origin !== undefined) return origins.isOwn(req, origin) ? null : "Origin is not this site";
  // Without Origin, HTTPS asks for the Referer (Django's rule): a page over https sends one to its own site.
  if (!origins.isSecure(req)) return null;
  const referer = req.get("referer");
  if (!referer) return "Referer missing on a request over HTTPS";
  return referer.startsWith("https:") && origins.isOwn(req, referer) ? null : "Referer is not this site";
}

export interface CsrfOptions {
  /** The signing key (server_secrets, read once per process). */
  key: () => Promise<Buffer>;
  origins: SiteOrigins;
  secureCookies: boolean;
  /** SHOP_API_TOKEN: a call with it as bearer comes from the site in front of this shop, which checked it. */
  shopApiToken?: string;
}

/**
 * For API requests: reads the visitor's token (a cookie this server signed, else none), hands out a
 * fresh cookie when there is none, and refuses a write with 403, before anything is read or written,
 * when it comes from a foreign page or its X-CSRFToken header does not match the signed cookie.
 */
export function csrfProtection(options: CsrfOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // The site checked its visitor's call (the CSRF cookie is the site's, signed with its key): nothing
    // to check again here, and no cookie of this shop's to hand out over the site's own.
    if (isShopApiCaller(req, options.shopApiToken)) return next();
    const key = await options.key();
    const cookie = requestCookies(req)[CSRF_COOKIE];
    req.csrfToken = cookie && isSignedCsrfToken(key, cookie) ? cookie : undefined;
    if (!req.csrfToken) {
      res.cookie(CSRF_COOKIE, signedCsrfToken(key), { sameSite: "lax", secure: options.secureCookies, httpOnly: false, path: "/", maxAge: COOKIE_MAX_AGE_MS });
    }
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const foreign = foreignSource(req, options.origins);
    if (foreign) {
      req.log.warn({ path: redactedPath(req.path), origin: req.get("origin")?.slice(0, 200), reason: foreign }, "write_refused");
      throw new ApiError(403, { error: "forbidden", reason: foreign });
    }
    const header = req.get(CSRF_HEADER);
    if (!req.csrfToken || !header || !sameText(req.csrfToken, header)) throw new ApiError(403, { error: "forbidden", reason: "CSRF token missing or incorrect" });
    next();
  };
}

/** An anonymous key of the visitor's browser: the SHA-256 of its signed csrftoken cookie ("" without one, and on pages). */
export function visitorKeyOf(req: Request): string {
  return req.csrfToken ? createHash("sha256").update(req.csrfToken).digest("hex") : "";
}
