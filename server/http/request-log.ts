// Gives every request an id (kept from X-Request-Id when sane) and a logger whose lines carry it
// (req.log), and logs one "request" line when the response is sent, or "request_abandoned" when the
// visitor went away before it was.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logger.ts";
import { redactedPath } from "./redacted-path.ts";

declare module "express-serve-static-core" {
  interface Request {
    id: string;
    log: Logger;
  }
}

export function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    req.id = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.log = log.child({ request_id: req.id });
    res.set("X-Request-Id", req.id);
    const started = performance.now();
    res.on("finish", () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // Page requests say how the HTML cache answered them (server/ssr/html-cache-step.ts).
      const cache = res.locals.htmlCache;
      req.log.info({ method: req.method, path: redactedPath(req.path), status: res.statusCode, ms, ...(cache && { cache }) }, "request");
    });
    res.on("close", () => {
      if (res.writableFinished) return;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      req.log.info({ method: req.method, path: redactedPath(req.path), ms }, "request_abandoned");
    });
    next();
  };
}
