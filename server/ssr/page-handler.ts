// The Express end of server rendering: request in, streamed HTML out, with the status the page shows.
import type { NextFunction, Request, Response } from "express";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { CallLimits } from "../api/call-limits.ts";
import { createInProcessClient } from "../api/in-process-client.ts";
import type { ContextFor } from "../api/request-context.ts";
import { requestOrigin, type SiteOrigins } from "../http/site-origin.ts";
import type { RenderModule } from "./render-module.ts";
import { customErrorPageLoader } from "./custom-error-page.ts";

/** Rendering that takes longer than this is cut off; the visitor gets what was streamed so far. */
const RENDER_TIMEOUT_MS = 10_000;

/** The request as React Router reads it; a form post's body (parsed by page-forms.ts) travels along. */
function toFetchRequest(req: Request): globalThis.Request {
  // Appended, not resolved: a path such as "//other.example/x" must not become another host.
  const url = new URL(requestOrigin(req) + req.originalUrl);
  const controller = new AbortController();
  req.on("close", () => controller.abort());
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
    try {
      const entry = await deps.renderModule.load();
      const result = await entry.render({
        request: toFetchRequest(req),
        api: createInProcessClient(deps.contextFor(req, res), { limits: deps.limits, setHeaders: (headers) => res.set(headers) }),
        nonce: res.locals.nonce,
        config: siteConfigFor(req),
        clientModules: deps.renderModule.clientModules,
        routeAssets: deps.renderModule.routeAssets,
        loadCustomErrorPage,
        onError: (error) => req.log.error({ err: error }, "render_error"),
      });
      if (result.kind === "response") {
        const location = result.response.headers.get("Location");
        if (location && result.response.status >= 300 && result.response.status < 400) return res.redirect(result.response.status, location);
        res.status(result.response.status).send(await result.response.text());
        return;
      }
      res.status(result.status);
      res.set("Content-Type", "text/html; charset=utf-8");
      // Anonymous HTML holds nothing per visitor, so shared caches may keep it briefly; a page that
      // does (the webshop's cart) is never stored.
      if (result.perVisitor) res.set("Cache-Control", "no-store");
      else res.set("Cache-Control", req.user || result.status >= 400 ? "private, no-store" : "public, max-age=0, s-maxage=60");
      if (result.status === 503) res.set("Retry-After", "300");
      const timer = setTimeout(result.abort, RENDER_TIMEOUT_MS);
      res.on("close", () => clearTimeout(timer));
      result.pipe(res);
    } catch (error) {
      // The last resort (error-responses.ts) logs it and answers the 500 page.
      next(error);
    }
  };
}
