// The external shop (WEBSHOP_URL) under the site's origin: its pages (/webshop and the other shop
// prefixes), its pages' own API calls (checkout, order, gift cards) and the build assets only a shop
// of another release has are passed to it with http-proxy-middleware, streamed both ways. The shop
// sees the visitor through X-Forwarded-For/-Proto/-Host (it trusts the site by TRUST_PROXY), its
// cookies and redirects are made the site's, and when it does not answer the visitor gets the site's
// own "Webshop offline" page within WEBSHOP_PROXY_TIMEOUT_MS. How the shop must be set up:
// docs/decisions.md "The /webshop proxy".
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { cartFailureBody } from "../../shared/api/contract/shop-cart.ts";
import { defaultLang, isLang } from "../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../shared/ticketing/cart-response-codes.ts";
import { isWebshopPath } from "../../src/lib/webshop-urls.ts";
import { csrfProtection, type CsrfOptions } from "../http/csrf.ts";
import { redactedPath } from "../http/redacted-path.ts";
import { WEBSHOP_RETRY_AFTER_SECONDS } from "../ssr/error-responses.ts";
import { siteCookies, siteLocation } from "./shop-answer-rewrites.ts";

/** The shop pages' own API calls: they belong to the shop (`/:lang/api/shop-cart/` stays the site's, through its provider). */
const SHOP_CALL = /^\/[^/]+\/api\/(?:(?:shop-checkout|shop-order)(?:\/|$)|gift-cards\/?$)/i;

/** Build assets a page of the shop names (a shop of another release has other hashes). */
const ASSET = /^\/assets\//;

/** What the site answers itself when a proxied request does: a page, a JSON call, or an asset. */
type Kind = "page" | "call" | "asset";

/**
 * Dot segments and encoded dots, slashes and backslashes: a server or gateway in front of the shop
 * may resolve them, and a call carrying the site's bearer must not land on another path of the shop
 * (its shop API). Such a path is no shop call; the site's API answers it (404).
 */
const PATH_TRICK = /(?:^|\/)\.{1,2}(?:\/|$)|%2e|%2f|%5c|\\/i;

function kindOf(path: string): Kind | null {
  if (isWebshopPath(path)) return "page";
  if (SHOP_CALL.test(path) && !PATH_TRICK.test(path)) return "call";
  return null;
}

/** Whether the site passes `path` to the external shop whatever it has itself (pages and calls; assets only when missing here). */
export const isProxiedToShop = (path: string): boolean => kindOf(path) !== null;

/** The shop answered that it cannot serve (or a gateway in front of it did). */
const SHOP_DOWN_STATUSES = new Set([502, 503, 504]);


export interface WebshopProxyOptions {
  /** WEBSHOP_URL: origin and an optional path prefix, no trailing slash. */
  shopUrl: string;
  /** WEBSHOP_API_TOKEN: the bearer the shop accepts in place of its own CSRF check. */
  apiToken: string;
  /** WEBSHOP_PROXY_TIMEOUT_MS: the longest the shop may stay silent. */
  timeoutMs: number;
  /** The site's CSRF and Origin check, done before a shop call leaves. */
  csrf: CsrfOptions;
  /** The site's own "Webshop offline" page (503). */
  offlinePage: (req: Request, res: Response) => void;
  /**
   * Whether the shop is known to be down, so a page is not even tried. SEAM: the ShopState of
   * server/ticketing/shop-state.ts (breaker and health probe) plugs in here; without it only the
   * proxy's own failures count.
   */
  shopOnline?: () => boolean;
}

export interface WebshopProxy {
  /** Shop pages and shop calls; everything else goes on. */
  pagesAndCalls: RequestHandler;
  /** `/assets/*` that the site's static files did not have. */
  missingAssets: RequestHandler;
}

export function webshopProxy(options: WebshopProxyOptions): WebshopProxy {
  const shop = new URL(options.shopUrl);
  const shopPrefix = shop.pathname.replace(/\/$/, "");
  const csrf = csrfProtection(options.csrf);

  /** The site's own answer for a request the shop did not answer. */
  const shopDown = (req: Request, res: Response) => {
    const kind = kindOf(req.path) ?? "asset";
    res.set({ "Cache-Control": "no-store", "Retry-After": String(WEBSHOP_RETRY_AFTER_SECONDS) });
    if (kind === "page") return options.offlinePage(req, res);
    if (kind === "call") {
      const lang = req.path.split("/")[1];
      return void res.status(503).json(cartFailureBody(cartResponseCodes.shopOffline, isLang(lang) ? lang : defaultLang));
    }
    res.status(503).end();
  };

  const proxy = createProxyMiddleware<Request, Response>({
    target: options.shopUrl,
    // The shop sees its own host (which its ALLOWED_HOSTS names); the visitor's host travels in X-Forwarded-Host.
    changeOrigin: true,
    // Set below from what the site itself trusts (req.ip), not appended from the socket: behind a
    // load balancer the socket's address is the balancer's.
    xfwd: false,
    // The shop's silence ends the wait (the visitor then gets the offline page). Not http-proxy's
    // `timeout`: that one times the visitor's own socket and would hang up on them instead.
    proxyTimeout: options.timeoutMs,
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.setHeader("X-Forwarded-For", req.ip ?? req.socket.remoteAddress ?? "");
        proxyReq.setHeader("X-Forwarded-Proto", req.protocol);
        proxyReq.setHeader("X-Forwarded-Host", req.host ?? "");
        proxyReq.setHeader("X-Request-Id", req.id);
        // A call the site has checked (CSRF, Origin) carries the site's bearer: the shop does not check it again.
        if (kindOf(req.path) === "call") proxyReq.setHeader("Authorization", `Bearer ${options.apiToken}`);
        else proxyReq.removeHeader("Authorization");
      },
      proxyRes(proxyRes, req, res) {
        if (SHOP_DOWN_STATUSES.has(proxyRes.statusCode ?? 0) && kindOf(req.path) === "page") {
          req.log.warn({ path: redactedPath(req.path), status: proxyRes.statusCode }, "webshop_unavailable");
          proxyRes.resume();
          return shopDown(req, res);
        }
        const location = proxyRes.headers.location;
        if (location) proxyRes.headers.location = siteLocation(location, shop.origin, shopPrefix);
        const cookies = proxyRes.headers["set-cookie"];
        if (cookies) proxyRes.headers["set-cookie"] = siteCookies(cookies, shop.hostname);
      },
      error(error, req, res) {
        const request = req as Request;
        const code = (error as NodeJS.ErrnoException).code;
        request.log.warn({ path: redactedPath(request.path), code: code ?? error.message }, "webshop_unreachable");
        // A socket (a WebSocket upgrade) has no page to show.
        if (!("setHeader" in res)) return void res.destroy();
        if ((res as ServerResponse).headersSent) return void (res as ServerResponse).destroy();
        shopDown(request, res as Response);
      },
    },
  });

  const pass = (req: Request, res: Response, next: NextFunction) => void proxy(req, res, next);

  return {
    async pagesAndCalls(req, res, next) {
      const kind = kindOf(req.path);
      if (!kind) return next();
      if (kind === "page" && options.shopOnline && !options.shopOnline()) return shopDown(req, res);
      // The visitor's page is the site's: the shop's calls are checked here, where its cookie lives.
      if (kind === "call") await csrf(req, res, () => undefined);
      pass(req, res, next);
    },
    missingAssets(req, res, next) {
      if (!ASSET.test(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return next();
      pass(req, res, next);
    },
  };
}

/** For the middleware that must leave the shop's answers alone (security headers, compression). */
export function unlessProxiedToShop(handler: RequestHandler, enabled: boolean): RequestHandler {
  if (!enabled) return handler;
  return (req, res, next) => (isProxiedToShop(req.path) ? next() : handler(req, res, next));
}
