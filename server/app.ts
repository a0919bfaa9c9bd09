// The Express application. The order of the middleware below is the request path of DESIGN.md,
// read top to bottom.
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Connect } from "vite";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { apiErrorHandler, createApiRouter } from "./api/router.ts";
import type { RequestContext } from "./api/request-context.ts";
import { requestLog } from "./http/request-log.ts";
import { scriptOriginsOf, securityHeaders } from "./http/security-headers.ts";
import { session } from "./http/session.ts";
import { localeRedirect } from "./http/locale-redirect.ts";
import { redirectTable, siteOfflineRule, userAreaAliases, versionParamRule } from "./http/page-rules.ts";
import { pageHandler } from "./ssr/page-handler.ts";
import type { RenderModule } from "./ssr/render-module.ts";
import { customErrorPageLoader } from "./ssr/custom-error-page.ts";
import { staticErrorPage } from "./ssr/static-error-page.ts";
import { langOfPath } from "../shared/lib/localized.ts";
import { translator } from "../src/i18n/index.tsx";
import { urlFor } from "../src/route-paths.ts";
import { loginRouter } from "./http/login.ts";
import { visitorKeyOf } from "./http/csrf.ts";
import { webshopRouter } from "./webshop/webshop-router.ts";
import { createBuiltinTicketing } from "./ticketing/builtin-provider.ts";
import type { TicketingProvider } from "./ticketing/provider.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const publicDir = path.join(root, "public");
export const distDir = path.join(root, "dist");

export interface AppOptions {
  config: Config;
  database: Database;
  log: Logger;
  renderModule: RenderModule;
  /** Vite's dev middleware (development only). */
  viteMiddleware?: Connect.Server;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Seats and carts; the built-in ticketing on `database` unless given. */
  ticketing?: TicketingProvider;
}

export function createApp(options: AppOptions): express.Express {
  const { config, database, log, renderModule } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const ticketing = options.ticketing ?? createBuiltinTicketing(db);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.set("query parser", "simple");

  const contextOf = (req: Request): RequestContext => ({
    db,
    config,
    log: req.log,
    user: req.user ?? null,
    ticketing,
    now,
    userAgent: req.get("user-agent") ?? "",
    visitorKey: visitorKeyOf(req.headers.cookie),
  });

  // 1. Request id, structured log, security headers, compression.
  app.use(requestLog(log));
  app.use(securityHeaders({ dev: !!options.viteMiddleware, scriptOrigins: scriptOriginsOf(config) }));
  app.use(compression());

  // 2. Health: 200 only while the database answers.
  app.get("/healthz", async (_req, res) => {
    try {
      await database.pool.query("select 1");
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "database unavailable" });
    }
  });

  // 3. Static files: hashed build assets (immutable), media, public files.
  if (options.viteMiddleware) app.use(options.viteMiddleware);
  else app.use("/assets", express.static(path.join(distDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
  // The standalone web components and their demo: file names carry no hash (a webshop links them
  // by a fixed address), so browsers keep them an hour and then revalidate.
  app.use("/elements", express.static(path.join(distDir, "elements"), { index: false, setHeaders: (res) => res.set("Cache-Control", "public, max-age=3600, must-revalidate") }));
  app.use("/media", express.static(path.join(config.dataDir, "media"), { maxAge: "7d", index: false }));
  // The service worker must be revalidated on every load, so a new version reaches visitors at once.
  app.get("/sw.js", (_req, res, next) => res.sendFile(path.join(publicDir, "sw.js"), { headers: { "Cache-Control": "no-cache" } }, (error) => error && next(error)));
  app.use(express.static(publicDir, { maxAge: "1h", index: false }));

  // 4. JSON API.
  app.use(session(db, now));
  app.use(express.json({ limit: "100kb" }));
  const secureCookies = !!config.publicUrl?.startsWith("https:");
  app.use(createApiRouter(contextOf, { secureCookies, shopCartLimit: config.shopCartLimit }));
  app.use(apiErrorHandler((req, error) => req.log.error({ err: error }, "api_error")));

  // 5. Editors' login and logout (plain form posts).
  app.use(
    loginRouter({
      db,
      now,
      secureCookies,
      rejected: (req, res, status) => {
        const lang = langOfPath(req.path);
        const t = translator(lang);
        res
          .status(status)
          .set("Cache-Control", "no-store")
          .type("html")
          .send(
            staticErrorPage({
              status,
              lang,
              siteName: config.siteName,
              css: renderModule.css,
              title: t(status === 429 ? "auth.tooMany" : "auth.foreign"),
              text: t(status === 429 ? "auth.tooManyText" : "auth.foreignText"),
              back: { href: urlFor("login", {}, lang), label: t("auth.title") },
            }),
          );
      },
    }),
  );

  // 5b. The built-in webshop's pages (no language prefix): cart, booking page, old shop addresses.
  app.use(webshopRouter({ db, config, css: renderModule.css, ticketing, now }));

  // 6. Pages: locale → redirect table → ?v= rule → site offline → React Router.
  app.get("/", localeRedirect);
  app.use(redirectTable(db));
  app.use(userAreaAliases);
  app.use(versionParamRule);
  const loadCustomErrorPage = customErrorPageLoader(publicDir, log);
  app.use(
    siteOfflineRule(db, async (req, res, customPath) => {
      const custom = customPath ? await loadCustomErrorPage(customPath) : null;
      res
        .status(503)
        .set({ "Cache-Control": "no-store", "Retry-After": "300" })
        .type("html")
        .send(staticErrorPage({ status: 503, lang: langOfPath(req.path), siteName: config.siteName, css: renderModule.css, custom }));
    }),
  );
  app.use(pageHandler({ renderModule, config, publicDir, log, contextOf }));

  // 7. Last resort: never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err: error }, "unhandled_error");
    if (res.headersSent) return res.end();
    const status = (error as { status?: number }).status;
    const code = status && status >= 400 && status < 600 ? status : 500;
    res.status(code).set("Cache-Control", "no-store").type("html").send(staticErrorPage({ status: code, lang: langOfPath(req.path), siteName: config.siteName, css: renderModule.css }));
  });
  return app;
}
