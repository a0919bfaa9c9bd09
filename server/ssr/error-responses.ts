// Whole-page error answers made outside React: the site switched off (503, or the custom page the
// settings name), this process stopping (503), an address that cannot be read (404), a screen the
// user may not open (403), a form post from another site (403), a method the page does not take (405),
// and the last resort when anything else failed (500). Each is a complete document in the site's
// style, never a stack trace.
import type { NextFunction, Request, Response } from "express";
import { isLang, langOfPath, type Lang } from "../../shared/lib/localized.ts";
import { translator } from "../../src/i18n/index.tsx";
import type { Logger } from "../logger.ts";
import { customErrorPageLoader } from "./custom-error-page.ts";
import { staticErrorPage } from "./static-error-page.ts";

/** How soon a visitor may try the external shop again. */
export const WEBSHOP_RETRY_AFTER_SECONDS = 30;

/** The page's language: its path's prefix, or `?lang=` for the pages without one (webshop, admin). */
export function pageLangOf(req: Request): Lang {
  const prefix = req.path.split("/")[1];
  return !isLang(prefix) && isLang(req.query.lang) ? req.query.lang : langOfPath(req.path);
}

export function errorResponses(options: { siteName: string; css: string[]; publicDir: string; log: Logger }) {
  const loadCustomErrorPage = customErrorPageLoader(options.publicDir, options.log);
  const page = (req: Request, status: number, extra: Partial<Parameters<typeof staticErrorPage>[0]> = {}) =>
    staticErrorPage({ status, lang: pageLangOf(req), siteName: options.siteName, css: options.css, ...extra });

  return {
    async offline(req: Request, res: Response, customPath?: string): Promise<void> {
      const custom = customPath ? await loadCustomErrorPage(customPath) : null;
      res.status(503).set({ "Cache-Control": "no-store", "Retry-After": "300" }).type("html").send(page(req, 503, { custom }));
    },

    /** The external shop does not answer (server/webshop/webshop-proxy.ts): the visitor may try again soon. */
    webshopOffline(req: Request, res: Response): void {
      const t = translator(pageLangOf(req));
      res
        .status(503)
        .set({ "Cache-Control": "no-store", "Retry-After": String(WEBSHOP_RETRY_AFTER_SECONDS) })
        .type("html")
        .send(page(req, 503, { title: t("webshop.offlineTitle"), text: t("webshop.offlineText") }));
    },

    /** This process is stopping (server/http/draining.ts): another one, or this one restarted, answers shortly. */
    restarting(req: Request, res: Response, retryAfterSeconds: number): void {
      const t = translator(pageLangOf(req));
      res
        .status(503)
        .set({ "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) })
        .type("html")
        .send(page(req, 503, { title: t("errors.restarting"), text: t("errors.restartingText") }));
    },

    /** An address that names no page at all (broken percent-encoding): the 404 page without the site's shell. */
    notFound(req: Request, res: Response): void {
      const t = translator(pageLangOf(req));
      res.status(404).set("Cache-Control", "no-store").type("html").send(page(req, 404, { title: t("errors.notFoundRoute") }));
    },

    /** A method the page does not take: `Allow` names the ones it does. */
    methodNotAllowed(req: Request, res: Response, allowed: string[]): void {
      const t = translator(pageLangOf(req));
      res
        .status(405)
        .set({ Allow: allowed.join(", "), "Cache-Control": "no-store" })
        .type("html")
        .send(page(req, 405, { title: t("errors.methodNotAllowed"), text: t("errors.methodNotAllowedText") }));
    },

    /** A screen the user's role may not open or post to (page-access.ts). */
    forbidden(req: Request, res: Response): void {
      const t = translator(pageLangOf(req));
      res.status(403).set("Cache-Control", "no-store").type("html").send(page(req, 403, { title: t("errors.forbidden"), text: t("errors.forbiddenText") }));
    },

    foreignForm(req: Request, res: Response): void {
      const t = translator(pageLangOf(req));
      res.status(403).set("Cache-Control", "no-store").type("html").send(page(req, 403, { title: t("errors.foreignForm"), text: t("errors.foreignFormText") }));
    },

    lastResort(error: unknown, req: Request, res: Response, _next: NextFunction): void {
      req.log?.error({ err: error }, "unhandled_error");
      if (res.headersSent) return void res.end();
      const status = (error as { status?: number }).status;
      const code = status && status >= 400 && status < 600 ? status : 500;
      res.status(code).set("Cache-Control", "no-store").type("html").send(page(req, code));
    },
  };
}
