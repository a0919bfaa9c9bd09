// The HTML cache as one step of the request path: it answers visitors' pages from memory, and keeps
// the pages the page handler renders for them. Only GET and HEAD of visitors: editors (a session),
// page versions (?v=), the editor (?edit) and the draft's preview (?preview) always get a fresh render. The key is the origin the
// request was made to (canonical and Open Graph URLs name it when PUBLIC_URL is not set) with the
// path and the query.
import type { NextFunction, Request, Response } from "express";
import type { Writable } from "node:stream";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { requestCookies } from "../http/cookie-jar.ts";
import { requestOrigin } from "../http/site-origin.ts";
import type { ShownData } from "../services/render-dependencies.ts";
import { createHtmlCache, type CacheOutcome, type HtmlCache, type RenderTicket } from "./html-cache.ts";
import { logHtmlCacheSummaries } from "./html-cache-summary.ts";
import { fillNonce, splitAtNonce } from "./nonce-template.ts";
import { keepRenderedPage } from "./page-keeper.ts";

declare module "express-serve-static-core" {
  interface Locals {
    /** How the HTML cache answered this page request (for the request log); unset for other requests. */
    htmlCache?: CacheOutcome;
    /** The cache's part in this request's render (set by the step, used by the page handler). */
    pageCache?: PageCaching;
  }
}

/** Anonymous HTML: the browser may keep it but must ask again; no shared cache may (each answer has its own nonce). */
export const ANONYMOUS_PAGE_CACHE_CONTROL = "private, no-cache";

/** What the page handler knows of a rendered document once it has been written. */
export interface RenderedPage {
  status: number;
  perVisitor: boolean;
  /** What the page shows that changes without a write (render-dependencies.ts). */
  shown: ShownData;
  /** Why the finished document may not be kept (a failed render, a cookie set …), or null. */
  whyNotKept: () => string | null;
}

/** The cache's part in one page render: answer from memory, or keep what the render writes. */
export interface PageCaching {
  /** Before the render reads anything: true when the page was answered from memory. */
  answered(): boolean;
  /** The render answered without a document (a redirect, a data response). */
  skip(): void;
  /** Where the render writes its document: the response, through the cache when the page may be kept. */
  destination(page: RenderedPage): Writable;
  /** The render is over, whatever its end (idempotent). */
  end(): void;
}

/** The cache key of a request whose page may be cached, or null. */
function pageCacheKey(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if ("v" in req.query || "edit" in req.query || "preview" in req.query) return null;
  return requestOrigin(req) + req.originalUrl;
}

/** Notes how the cache answered, for the request log; the summary counts the last word when the answer is sent. */
function noteOutcome(cache: HtmlCache, res: Response, outcome: CacheOutcome): void {
  if (!res.locals.htmlCache) res.once("finish", () => cache.count(res.locals.htmlCache!));
  res.locals.htmlCache = outcome;
}

/** Answers the request with the page kept under `key`, with this response's nonce; false when there is none. */
function sendCachedPage(cache: HtmlCache, key: string, req: Request, res: Response): boolean {
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

/** The page handler's view of the cache for one request; the session check has run by then. */
function pageCaching(cache: HtmlCache, req: Request, res: Response): PageCaching {
  let ticket: RenderTicket | null = null;
  let key: string | null = null;
  const end = () => {
    if (ticket) cache.finishRender();
    ticket = null;
  };
  const skip = () => {
    end();
    noteOutcome(cache, res, "bypass");
  };
  return {
    answered() {
      // Only visitors' pages are kept; an invalid session cookie is a visitor too, and one whose
      // session has run out was not answered by the step before the session check.
      key = req.user ? null : pageCacheKey(req);
      if (key && sendCachedPage(cache, key, req, res)) return true;
      if (key) ticket = cache.beginRender();
      return false;
    },
    skip,
    destination(page) {
      const kept = ticket;
      if (!kept || !key || page.status !== 200 || page.perVisitor) {
        skip();
        return res;
      }
      // The whole document passes by on its way out; once it has ended, it is kept if nothing
      // about it depended on more than its URL.
      noteOutcome(cache, res, "miss");
      const storeKey = key;
      return keepRenderedPage(res, (html) => {
        const reason = page.whyNotKept();
        if (reason) {
          res.locals.htmlCache = "bypass";
          req.log.debug({ reason }, "html_cache_not_kept");
        } else {
          cache.set(storeKey, splitAtNonce(html, res.locals.nonce), page.shown, kept);
        }
        end();
      });
    },
    end,
  };
}

/**
 * The step, early in the path: answers a visitor's page from memory before the static files, the
 * API and the page rules. None of them can answer a path that has an entry (an entry exists only
 * where the page handler rendered a 200), and whatever would change their answer (redirects,
 * settings, pages) is an editor's write, which empties the cache. Requests with a session cookie go
 * on to the session check and a render. Off in development: a change of the code must show at once.
 */
export function htmlCacheStep(options: { config: Config; now: () => Date; log: Logger; dev: boolean }) {
  const { config, now, log } = options;
  const cache = options.dev ? null : createHtmlCache({ maxBytes: config.htmlCacheMb * 1024 * 1024, maxAgeMs: config.htmlCacheMaxAgeSeconds * 1000, now });
  if (cache) logHtmlCacheSummaries(cache, log);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!cache) return next();
    if (req.method === "GET" || req.method === "HEAD") {
      const key = req.headers.cookie && requestCookies(req)[SESSION_COOKIE] ? null : pageCacheKey(req);
      if (key && sendCachedPage(cache, key, req, res)) return;
    }
    res.locals.pageCache = pageCaching(cache, req, res);
    next();
  };
}
