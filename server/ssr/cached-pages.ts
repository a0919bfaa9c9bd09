// Which page requests the HTML cache may answer or keep, and the answer from memory. Only GET and
// HEAD of visitors: editors (a session), page versions (?v=) and the editor (?edit) always get a
// fresh render. The key is the origin the request was made to (canonical and Open Graph URLs name
// it when PUBLIC_URL is not set) with the path and the query.
import type { NextFunction, Request, Response } from "express";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { requestCookies } from "../http/cookie-jar.ts";
import { requestOrigin } from "../http/site-origin.ts";
import type { CacheOutcome, HtmlCache } from "./html-cache.ts";
import { fillNonce } from "./nonce-template.ts";

declare module "express-serve-static-core" {
  interface Locals {
    /** How the HTML cache answered this page request (for the request log); unset for other requests. */
    htmlCache?: CacheOutcome;
  }
}

/** Anonymous HTML: the browser may keep it but must ask again; no shared cache may (each answer has its own nonce). */
export const ANONYMOUS_PAGE_CACHE_CONTROL = "private, no-cache";

/** The cache key of a request whose page may be cached, or null. */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if ("v" in req.query || "edit" in req.query) return null;
  return requestOrigin(req) + req.originalUrl;
}

/** Notes how the cache answered, for the request log; the summary counts the last word when the answer is sent. */
export function noteOutcome(cache: HtmlCache, res: Response, outcome: CacheOutcome): void {
  if (!res.locals.htmlCache) res.once("finish", () => cache.count(res.locals.htmlCache!));
  res.locals.htmlCache = outcome;
}

/**
 * Answers a visitor's page from memory, before the static files, the API and the page rules: none
 * of them can answer a path that has an entry (an entry exists only where the page handler rendered
 * a 200), and whatever would change their answer (redirects, settings, pages) is an editor's write,
 * which empties the cache. Requests with a session cookie go on to the session check and a render.
 */
export function serveCachedPages(cache: HtmlCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.headers.cookie && requestCookies(req)[SESSION_COOKIE]) return next();
    const key = pageCacheKey(req);
    if (!key || !sendCachedPage(cache, key, req, res)) next();
  };
}

/** Answers the request with the page kept under `key`, with this response's nonce; false when there is none. */
export function sendCachedPage(cache: HtmlCache, key: string, req: Request, res: Response): boolean {
  const page = cache.get(key);
  if (!page) return false;
  noteOutcome(cache, res, "hit");
  const body = fillNonce(page.template, res.locals.nonce);
  // Written directly: Express's send would hash the body for an ETag that can never match.
  res.statusCode = 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", ANONYMOUS_PAGE_CACHE_CONTROL);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
