// The Express end of server rendering: request in, streamed HTML out, with the status the page shows.
import type { NextFunction, Request, Response } from "express";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { CallLimits } from "../api/call-limits.ts";
import { createInProcessClient } from "../api/in-process-client.ts";
import type { ContextFor } from "../api/request-context.ts";
import { requestOrigin, type SiteOrigins } from "../http/site-origin.ts";
import { recordShownData } from "../services/render-dependencies.ts";
import type { RenderModule } from "./render-module.ts";
import { customErrorPageLoader } from "./custom-error-page.ts";
import { ANONYMOUS_PAGE_CACHE_CONTROL } from "./html-cache-step.ts";
import { watchPageCalls } from "./page-call-watch.ts";

/** Rendering that takes longer than this is cut off; the visitor gets what was streamed so far. */
const RENDER_TIMEOUT_MS = 10_000;

/** The request as React Router reads it; a form post's body (parsed by page-forms.ts) travels along. */
function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // Appended, not resolved: a path such as "//other.example/x" must not become another host.
  const url = new URL(requestOrigin(req) + req.originalUrl);
  // Aborted when the visitor goes away: the answer closes before it is finished. (The request's own
  // "close" comes as soon as its body has been read, with the visitor still waiting.)
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (key === "content-length") continue;
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
  }
  const body = req.method === "POST" ? new URLSearchParams(req.body as Record<string, string>).toString() : undefined;
  return new Request(url, { method: req.method, headers, body, signal: controller.signal });
}

export function pageHandler(deps: {
  renderModule: RenderModule;
  config: Config;
  publicDir: string;
  log: Logger;
  contextFor: (req: Request, res: Response) => ContextFor;
  /** The API's call limits, taken by the pages' calls too. */
  limits: CallLimits;
  origins: SiteOrigins;
}) {
  const loadCustomErrorPage = customErrorPageLoader(deps.publicDir, deps.log);
  const siteConfigFor = (req: Request) => ({
    siteName: deps.config.siteName,
    // Canonical and Open Graph URLs must be absolute: PUBLIC_URL, else the request's (allowed) host.
    publicUrl: deps.origins.of(req),
    assets: { css: deps.renderModule.css },
    tagManagerUrl: deps.config.tagManagerUrl ?? "",
    quickBuy: deps.config.quickBuy,
  });

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") return next();
    // The HTML cache's part (html-cache-step.ts): unset when the cache is off.
    const cache = res.locals.pageCache;
    if (cache?.answered()) return;
    const request = toFetchRequest(req, res);
    try {
      const entry = await deps.renderModule.load();
      const calls = watchPageCalls(
        createInProcessClient(deps.contextFor(req, res), { limits: deps.limits, setHeaders: (headers) => res.set(headers) }),
        deps.limits,
      );
      let renderFailed = false;
      // What the page shows that changes without a write is noted while it renders (render-dependencies.ts).
      const { shown, result: rendering } = recordShownData(() =>
        entry.render({
          request,
          api: calls.client,
          nonce: res.locals.nonce,
          config: siteConfigFor(req),
          clientModules: deps.renderModule.clientModules,
          startAfterFirstPaint: deps.renderModule.startAfterFirstPaint,
          routeAssets: deps.renderModule.routeAssets,
          loadCustomErrorPage,
          onError: (error) => {
            renderFailed = true;
            req.log.error({ err: error }, "render_error");
          },
        }),
      );
      const result = await rendering;
      if (result.kind === "response") {
        cache?.skip();
        const location = result.response.headers.get("Location");
        if (location && result.response.status >= 300 && result.response.status < 400) return res.redirect(result.response.status, location);
        res.status(result.response.status).send(await result.response.text());
        return;
      }
      res.status(result.status);
      res.set("Content-Type", "text/html; charset=utf-8");
      // Anonymous HTML holds nothing per visitor, but each answer carries its own CSP nonce: browsers
      // may keep it (and ask again), shared caches may not. A page for one visitor (the webshop's
      // cart) is never stored anywhere.
      if (result.perVisitor) res.set("Cache-Control", "no-store");
      else res.set("Cache-Control", req.user || result.status >= 400 ? "private, no-store" : ANONYMOUS_PAGE_CACHE_CONTROL);
      // An order page's address is its key: kept by no cache, and never handed to another site as a
      // Referer. Not "no-referrer": Chromium then sends `Origin: null` with the page's own form posts,
      // which the form check (page-forms.ts) rightly refuses.
      if (result.secretInPath) res.set({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });
      if (result.status === 503) res.set("Retry-After", "300");
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        result.abort();
      }, RENDER_TIMEOUT_MS);
      res.on("close", () => {
        clearTimeout(timer);
        cache?.end();
      });
      const whyNotKept = () => {
        if (renderFailed || timedOut) return "render failed";
        if (res.destroyed) return "answer cut off";
        return calls.reason() ?? (res.getHeader("Set-Cookie") ? "cookie set" : null);
      };
      result.pipe(cache ? cache.destination({ status: result.status, perVisitor: result.perVisitor, shown, whyNotKept }) : res);
    } catch (error) {
      cache?.end();
      // The visitor went away while the page's data loaded (React Router rejects with the abort):
      // nobody is left to answer, and nothing went wrong on our side.
      if (request.signal.aborted) {
        req.log.info("page_render_abandoned");
        return;
      }
      // The last resort (error-responses.ts) logs it and answers the 500 page.
      next(error);
    }
  };
}
