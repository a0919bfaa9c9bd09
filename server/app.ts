// The Express application. The order of the middleware below is the request path of DESIGN.md,
// read top to bottom.
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import type { Connect } from "vite";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { apiErrorHandler, createApiRouter, forApiPaths } from "./api/router.ts";
import { callLimits } from "./api/call-limits.ts";
import { requestContexts } from "./api/request-contexts.ts";
import { jsonBodies } from "./http/json-bodies.ts";
import { refuseWhileDraining } from "./http/refuse-while-draining.ts";
import { requestLog } from "./http/request-log.ts";
import { originFormTarget } from "./http/request-target.ts";
import { allowedHostsOf, hostCheck } from "./http/allowed-hosts.ts";
import { siteOrigins } from "./http/site-origin.ts";
import { scriptOriginsOf, securityHeaders } from "./http/security-headers.ts";
import { session } from "./http/session.ts";
import { localeRedirect } from "./http/locale-redirect.ts";
import { redirectTable, siteOfflineRule, userAreaAliases, versionParamRule } from "./http/page-rules.ts";
import { pageForms } from "./http/page-forms.ts";
import { pageMethods } from "./http/page-methods.ts";
import { pageAccess } from "./http/page-access.ts";
import { publicFiles } from "./http/public-files.ts";
import { wellFormedPathRule } from "./http/well-formed-path.ts";
import { pageHandler } from "./ssr/page-handler.ts";
import type { RenderModule } from "./ssr/render-module.ts";
import { errorResponses } from "./ssr/error-responses.ts";
import { htmlCacheStep } from "./ssr/html-cache-step.ts";
import { webshopRedirects } from "./webshop/webshop-redirects.ts";
import { unlessProxiedToShop, webshopProxy } from "./webshop/webshop-proxy.ts";
import { orderDocuments } from "./webshop/order-documents.ts";
import { createMailer, type Mailer } from "./shop/mail/mailer.ts";
import { createBuiltinTicketing } from "./ticketing/builtin-provider.ts";
import { connectExternalShop } from "./ticketing/external-shop.ts";
import { builtinShopState } from "./ticketing/shop-state.ts";
import { tellThisProcess } from "./services/cache-notifications.ts";
import { serverSecret } from "./services/server-secrets.ts";
import type { TicketingProvider } from "./ticketing/provider.ts";
import { createShopApi } from "./shop-api/shop-api-router.ts";

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
  /** The shop's mail; SMTP_URL or the outbox folder unless given. */
  mailer?: Mailer;
  /** True once the server is stopping (SIGTERM): /healthz and every other new request answer 503. */
  isStopping?: () => boolean;
}

export function createApp(options: AppOptions): express.Express {
  const { config, database, log, renderModule } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  // With WEBSHOP_URL the seats and carts are the external shop's, asked over its API.
  const externalShop = config.webshopUrl ? connectExternalShop({ db, url: config.webshopUrl, token: config.webshopApiToken ?? "", timeoutMs: config.webshopTimeoutMs, log, now }) : null;
  const ticketing = options.ticketing ?? externalShop?.ticketing ?? createBuiltinTicketing(db, { perEvent: config.cartMaxTicketsPerEvent, total: config.cartMaxTickets });
  const shopState = externalShop?.state ?? builtinShopState;
  // Cached pages show "Webshop offline" or not: a flip of this process's view of the shop forgets them.
  shopState.onChange(() => tellThisProcess({ kind: "content" }));
  const origins = siteOrigins(config);
  const secure = !!config.publicUrl?.startsWith("https:");
  const mailer = options.mailer ?? createMailer(config, log);
  const contextFor = requestContexts({ db, config, ticketing, shopState, mailer, now, origins });
  const limits = callLimits(config, database.pool);
  const errors = errorResponses({ siteName: config.siteName, css: renderModule.css, publicDir, log });
  const csrf = { key: () => serverSecret(db, "csrf"), origins, secureCookies: secure, shopApiToken: config.shopApiToken };
  // WEBSHOP_URL: the shop's pages and calls are another server's (server/webshop/webshop-proxy.ts).
  const external = !!config.webshopUrl;
  const shopProxy = config.webshopUrl
    ? webshopProxy({ shopUrl: config.webshopUrl, apiToken: config.webshopApiToken!, timeoutMs: config.webshopProxyTimeoutMs, csrf, offlinePage: errors.webshopOffline, shopOnline: () => shopState.online() })
    : null;
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For/-Proto/-Host count only from the proxies TRUST_PROXY names (none by default).
  app.set("trust proxy", config.trustProxy);
  app.set("query parser", "simple");

  // 1. Request id, structured log, security headers, compression. The external shop's answers keep
  //    their own headers (its CSP, its caching) and pass as they come: neither is applied to them.
  app.use(requestLog(log));
  // A request line's absolute-form target (`GET http://host/de`): its host replaces Host, its path is the request's.
  app.use(originFormTarget);
  app.use(unlessProxiedToShop(securityHeaders({ dev: !!options.viteMiddleware, scriptOrigins: scriptOriginsOf(config), hsts: secure }), external));
  app.use(unlessProxiedToShop(compression(), external));

  // 2. Health: 200 only while the database answers and the server is not stopping. Any Host: load
  //    balancers probe by address.
  app.get("/healthz", async (_req, res) => {
    if (options.isStopping?.()) return void res.status(503).set("Cache-Control", "no-store").json({ status: "stopping" });
    const ok = await database.pool.query("select 1").then(() => true, () => false);
    res.status(ok ? 200 : 503).set("Cache-Control", "no-store").json({ status: ok ? "ok" : "database unavailable" });
  });

  // 2a. Stopping: every other request from now on is answered 503 at once, and nothing of it is done.
  if (options.isStopping) app.use(refuseWhileDraining(options.isStopping, errors.restarting));

  // 2b. Everything else only for the site's own hosts (ALLOWED_HOSTS): 400 before anything uses the host.
  app.use(hostCheck(allowedHostsOf(config)));

  // 2c. The webshop's bare and old addresses (spec §2), then, with an external shop, its pages and
  //     its pages' calls (checked for CSRF and Origin here): before anything reads a body or caches.
  app.use(webshopRedirects);
  if (shopProxy) app.use(shopProxy.pagesAndCalls);

  // 2d. The HTML cache: visitors' pages from memory (server/ssr/html-cache-step.ts says why this
  //     early is right); the pages rendered in step 6 are kept by it.
  app.use(htmlCacheStep({ config, now, log, dev: !!options.viteMiddleware }));

  // 3. Static files: hashed build assets (immutable), the standalone web components (fixed names a
  //    webshop links to: an hour, then revalidated), media, the service worker (always revalidated,
  //    so a new version reaches visitors at once), public files (listed at start: pages skip the disk).
  if (options.viteMiddleware) app.use(options.viteMiddleware);
  else app.use("/assets", express.static(path.join(distDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
  // A page of a shop of another release names assets this build does not have.
  if (shopProxy && !options.viteMiddleware) app.use(shopProxy.missingAssets);
  app.use("/elements", express.static(path.join(distDir, "elements"), { index: false, setHeaders: (res) => res.set("Cache-Control", "public, max-age=3600, must-revalidate") }));
  app.use("/media", express.static(path.join(config.dataDir, "media"), { maxAge: "7d", index: false }));
  app.get("/sw.js", (_req, res, next) => res.sendFile(path.join(publicDir, "sw.js"), { headers: { "Cache-Control": "no-cache" } }, (error) => error && next(error)));
  const publicOptions = { maxAge: "1h", index: false } as const;
  // In development a file added to public/ must show at once.
  app.use(options.viteMiddleware ? express.static(publicDir, publicOptions) : publicFiles(publicDir, publicOptions));

  // 3a. The shop API (docs/shop-api.openapi.yaml): the site's bearer token, no session, CSRF or call limits.
  app.use("/shop-api", createShopApi({ config, db, log, now }));

  // 4. The editor's session, then the JSON API (every call of the contract).
  app.use(session(db, now));
  app.use(jsonBodies());
  app.use(forApiPaths(createApiRouter({ contextFor, limits, csrf, dataDir: config.dataDir })));
  app.use(apiErrorHandler());

  // 5. An order's files: its tickets as PDF, its GiroCode (the secret in the path is the key).
  app.use(orderDocuments({ db, config, notFound: errors.notFound }));

  // 6. Pages: readable path → locale → redirect table → aliases → ?v= rule → site offline → methods → rights → form posts → React Router.
  app.use(wellFormedPathRule(errors.notFound));
  app.get("/", localeRedirect);
  app.use(redirectTable(db));
  app.use(userAreaAliases);
  app.use(versionParamRule);
  app.use(siteOfflineRule(db, errors.offline));
  app.use(pageMethods(async (pathname) => (await renderModule.load()).pageMethods(pathname), errors.methodNotAllowed));
  app.use(pageAccess(async (pathname) => (await renderModule.load()).pageAbilities(pathname), errors.forbidden));
  app.use(pageForms(origins, errors.foreignForm));
  app.use(pageHandler({ renderModule, config, publicDir, log, contextFor, limits, origins }));

  // 7. Last resort: never a stack trace.
  app.use(errors.lastResort);
  return app;
}
