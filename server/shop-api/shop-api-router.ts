// The shop API (docs/shop-api.openapi.yaml) under /shop-api: the calls a ticketing shop answers for a
// Kulisse site, served by this process's built-in ticketing when SHOP_API_TOKEN is set. It lies before
// the site's JSON API and apart from it: no session, no CSRF check, no per-address call limits: its one
// caller is the site, which proves itself with the bearer token and limits its own visitors.
import express, { type Request, type Response, type Router } from "express";
import type { Struct } from "superstruct";
import { isApiError } from "../../shared/api/api-error.ts";
import { knownFields, validateInput } from "../../shared/api/validate-input.ts";
import { isLang } from "../../shared/lib/localized.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { closeWhenUnread } from "../http/body-limit.ts";
import { JSON_LIMIT, jsonParser } from "../http/json-bodies.ts";
import { undoIfUnanswered } from "../http/unanswered-writes.ts";
import type { Logger } from "../logger.ts";
import { createBuiltinTicketing } from "../ticketing/builtin-provider.ts";
import { addTickets, availability, cartContents, health, releaseHolds, removeTicket, type ShopApiDeps } from "./shop-api-calls.ts";
import { isShopApiCaller } from "./shop-api-caller.ts";
import { serveShopApiDocument } from "./shop-api-document.ts";
import { invalidInput, shopApiErrors } from "./shop-api-failures.ts";
import { addBody, availabilityQuery, cartQuery, releaseBody, removeParams } from "./shop-api-input.ts";

export interface ShopApiOptions {
  config: Config;
  db: Db;
  log: Logger;
  now: () => Date;
}

/** The input of a call, checked; a refusal is a -100 in the language the call asked for (German if it named none we know). */
function checked<T>(schema: Struct<T, unknown>, raw: Record<string, unknown>, lang: unknown = raw.lang): T {
  try {
    return validateInput(schema, raw);
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    throw invalidInput(String(error.body.field), String(error.body.reason), isLang(lang) ? lang : "de");
  }
}

/** The JSON body with the path's parameters (and `?lang=`); a body that is not a JSON object is refused. */
function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidInput("body", "must be a JSON object");
  return { ...(body as Record<string, unknown>), ...req.params };
}

/** The query's fields the call knows (others, such as cache busters, are ignored) with the path's parameters, checked. */
const fromQuery = <T>(req: Request, schema: Struct<T, unknown>): T => checked(schema, { ...knownFields(schema as Struct<unknown, unknown>, req.query), ...req.params });

/** 404 without a token (no shop API here), 401 with `WWW-Authenticate: Bearer` for a caller without it. */
function onlyTheSite(token: string | undefined) {
  return (req: Request, res: Response, next: () => void) => {
    res.set("Cache-Control", "no-store");
    if (token && isShopApiCaller(req, token)) return next();
    // A stranger's body is never read.
    closeWhenUnread(req, res);
    if (!token) return void res.status(404).json({ error: "not_found" });
    res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "unauthorized" });
  };
}

export function createShopApi(options: ShopApiOptions): Router {
  const { config, db, log, now } = options;
  // Always this process's own seats and carts, whatever provider its own pages use.
  const ticketing = createBuiltinTicketing(db, { perEvent: config.cartMaxTicketsPerEvent, total: config.cartMaxTickets });
  const deps: ShopApiDeps = { db, ticketing, log, now };
  const router = express.Router({ caseSensitive: true, strict: false });

  router.get("/v1/openapi.yaml", serveShopApiDocument);
  router.use(onlyTheSite(config.shopApiToken));
  router.use(jsonParser(JSON_LIMIT));

  router.get("/v1/health", async (_req, res) => {
    const answer = await health(deps);
    res.status(answer.status === "ok" ? 200 : 503).json(answer);
  });
  router.get("/v1/availability", async (req, res) => {
    const query = fromQuery(req, availabilityQuery);
    res.json(await availability(deps, query.seat_groups.split(",").map(Number)));
  });
  router.post("/v1/carts/:cart_id/tickets", async (req, res) => {
    const input = checked(addBody, bodyOf(req));
    const lines = input.lines.map((line) => ({ saleTypeId: line.sale_type_id, quantity: line.quantity }));
    const add = { cartKey: input.cart_id, eventJetId: input.event_id, seatGroupId: input.seat_group_id, blockId: input.block_id, lines, lang: input.lang };
    res.status(201).json(await addTickets(deps, add, (write, undo) => undoIfUnanswered(res, req.log, write, undo)));
  });
  router.get("/v1/carts/:cart_id", async (req, res) => {
    const input = fromQuery(req, cartQuery);
    res.json(await cartContents(deps, input.cart_id, input.lang));
  });
  router.delete("/v1/carts/:cart_id/tickets/:hold_id", async (req, res) => {
    const input = fromQuery(req, removeParams);
    res.json(await removeTicket(deps, input.cart_id, input.hold_id, input.lang));
  });
  router.post("/v1/carts/:cart_id/release", async (req, res) => {
    // Its only failure is a bad input: `?lang=` says the language of that message.
    const input = checked(releaseBody, bodyOf(req), req.query.lang);
    res.json(await releaseHolds(deps, input.cart_id, input.hold_ids));
  });
  router.use((_req, res) => void res.status(404).json({ error: "not_found" }));
  router.use(shopApiErrors());
  return router;
}
