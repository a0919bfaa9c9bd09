// Mounts every endpoint of the contract on Express: validate input → handler → JSON.
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Struct } from "superstruct";
import { contract, type EndpointName } from "../../shared/api/contract/index.ts";
import { pathParamNames } from "../../shared/api/endpoint.ts";
import { issueCsrfCookie, requireCsrf } from "../http/csrf.ts";
import { tempFileUploadRoute } from "../http/upload-route.ts";
import { eventIcsPath, eventIcsRoute } from "../http/event-ics-route.ts";
import { tempFileUpload } from "../../shared/api/contract/form-entries.ts";
import { shopCart, shopCartRemove } from "../../shared/api/contract/shop-cart.ts";
import { shopCartRoutes } from "../http/shop-cart-route.ts";
import { AttemptLimiter } from "../http/rate-limit.ts";
import { SHOP_CART_WINDOW_MS } from "../config.ts";
import { ApiError } from "../../shared/api/api-error.ts";
import { handlers } from "./handlers/index.ts";
import type { RequestContext } from "./request-context.ts";
import { validateInput } from "./validate-input.ts";

/** Express 5 pattern for a contract path: a trailing `*rest` may be empty (the home page). */
function expressPath(path: string): string {
  return path.replace(/\/\*([A-Za-z_]+)/, "{/*$1}");
}

/** Only the fields the schema knows are read from the query; others (cache busters, tracking) are ignored. */
function knownQueryFields(schema: Struct<unknown, unknown>, query: Request["query"]): Record<string, unknown> {
  const shape = (schema as { schema?: Record<string, unknown> }).schema ?? {};
  return Object.fromEntries(Object.entries(query).filter(([key]) => key in shape));
}

function paramsOf(req: Request, names: string[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of names) {
    const value = req.params[name] as string | string[] | undefined;
    params[name] = Array.isArray(value) ? value.join("/") : (value ?? "");
  }
  return params;
}

/** Where the API lives; nothing here touches page requests. */
export const apiMounts = ["/api", "/:lang/api", "/pageeditor-api", "/:lang/pageeditor-api"];

export interface ApiRouterOptions {
  secureCookies: boolean;
  /** Cart calls per client address in SHOP_CART_WINDOW_MS. */
  shopCartLimit: number;
}

export function createApiRouter(contextOf: (req: Request) => RequestContext, options: ApiRouterOptions): Router {
  const router = express.Router();
  router.use(apiMounts, (req, res, next) => {
    res.set("Cache-Control", "no-store");
    issueCsrfCookie(req, res, options.secureCookies);
    next();
  });
  router.get("/api/csrf/", (_req, res) => {
    res.json({ ok: true });
  });
  router.use(apiMounts, requireCsrf);
  // The one multipart call (form uploads): its own reader, behind the CSRF check like every write.
  router.post(expressPath(tempFileUpload.path), tempFileUploadRoute(contextOf));
  // The cart calls set cookies; they too come after the CSRF check, so a foreign page holds nothing.
  const cart = shopCartRoutes(contextOf, new AttemptLimiter(options.shopCartLimit, SHOP_CART_WINDOW_MS));
  router.post(expressPath(shopCartRemove.path), cart.remove);
  router.post(expressPath(shopCart.path), cart.add);
  // The one text/calendar answer ("add to calendar"), before the contract's /events/:id/.
  router.get(eventIcsPath, eventIcsRoute(contextOf));
  // Fixed segments win over parameters (/productions/filter/ before /productions/:id/), whatever
  // the order of the contract: fewer parameters are registered first.
  const byParams = (Object.keys(contract) as EndpointName[]).sort((a, b) => pathParamNames(contract[a].path).length - pathParamNames(contract[b].path).length);
  for (const name of byParams) {
    const { method, path } = contract[name];
    const input = contract[name].input as Struct<unknown, unknown>;
    const names = pathParamNames(path);
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    const route = async (req: Request, res: Response) => {
      const raw =
        method === "GET"
          ? { ...knownQueryFields(input, req.query), ...paramsOf(req, names) }
          : { ...(typeof req.body === "object" && req.body !== null ? req.body : {}), ...paramsOf(req, names) };
      const value = validateInput(input, raw);
      res.status(method === "POST" ? 201 : 200).json(await handler(value, contextOf(req)));
    };
    if (method === "GET") router.get(expressPath(path), route);
    else router.post(expressPath(path), route);
  }
  // Unknown API paths answer JSON, not the site's HTML 404.
  router.all(apiMounts.map((mount) => `${mount}{/*rest}`), () => {
    throw new ApiError(404, { error: "not found" });
  });
  return router;
}

/** Turns any error of an API route into a JSON answer; unexpected ones are logged and never leak. */
export function apiErrorHandler(logError: (req: Request, error: unknown) => void) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof ApiError) return void res.status(error.status).json(error.body);
    const status = (error as { status?: number; type?: string }).status;
    const type = (error as { type?: string }).type;
    if (status === 413) return void res.status(413).json({ error: "payload too large" });
    if (type === "entity.parse.failed") return void res.status(400).json({ error: "invalid_input", field: "body", reason: "is not valid JSON" });
    if (status && status >= 400 && status < 500) return void res.status(status).json({ error: "bad request" });
    logError(req, error);
    res.status(500).json({ error: "internal error" });
  };
}
