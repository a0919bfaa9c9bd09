// While this process drains (server/http/draining.ts), whatever arrives is answered at once and not
// taken on: 503 with Retry-After (and, from draining.ts, Connection: close), JSON on the API, the
// site's page elsewhere. Nothing of the request has been read or done, so a client or a load
// balancer may send it again, to another process, safely (deploy/nginx.conf does).
import type { NextFunction, Request, Response } from "express";
import { isApiPath } from "../api/router.ts";

/** Seconds after which another process, or this one restarted, answers. */
export const RETRY_AFTER_SECONDS = 5;

export function refuseWhileDraining(isDraining: () => boolean, restartingPage: (req: Request, res: Response, retryAfterSeconds: number) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isDraining()) return next();
    // The body is not read: the connection closes after this answer anyway.
    if (!isApiPath(req.path)) return restartingPage(req, res, RETRY_AFTER_SECONDS);
    res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) }).json({ error: "restarting" });
  };
}
