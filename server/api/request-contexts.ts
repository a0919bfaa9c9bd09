// Builds the context every API call gets, over HTTP and in process alike, from its request.
import type { Request, Response } from "express";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { cookieJar } from "../http/cookie-jar.ts";
import { visitorKeyOf } from "../http/csrf.ts";
import type { SiteOrigins } from "../http/site-origin.ts";
import { undoIfUnanswered } from "../http/unanswered-writes.ts";
import type { Mailer } from "../shop/mail/mailer.ts";
import type { TicketingProvider } from "../ticketing/provider.ts";
import type { ShopState } from "../ticketing/shop-state.ts";
import type { ContextFor } from "./request-context.ts";

export function requestContexts(deps: { db: Db; config: Config; ticketing: TicketingProvider; shopState: ShopState; mailer: Mailer; now: () => Date; origins: SiteOrigins }) {
  const { config } = deps;
  const secure = !!config.publicUrl?.startsWith("https:");
  return (req: Request, res: Response): ContextFor =>
    (allowedCookies) => ({
      db: deps.db,
      config,
      log: req.log,
      user: req.user ?? null,
      ticketing: deps.ticketing,
      shopState: deps.shopState,
      mailer: deps.mailer,
      now: deps.now,
      userAgent: req.get("user-agent") ?? "",
      // Canonical links and files name the site: PUBLIC_URL, else the request's host (one of ALLOWED_HOSTS).
      origin: deps.origins.of(req),
      clientAddress: req.ip ?? "unknown",
      visitorKey: visitorKeyOf(req),
      cookies: cookieJar(req, res, { secure, allowed: allowedCookies }),
      undoIfUnanswered: (write, undo) => undoIfUnanswered(res, req.log, write, undo),
    });
}
