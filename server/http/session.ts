// Reads the editor's session cookie once per request; visitors without one cost no query.
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/client.ts";
import { readCookie } from "../../shared/lib/cookies.ts";
import { findSessionUser, SESSION_COOKIE, type SessionUser } from "../services/sessions.ts";

declare module "express-serve-static-core" {
  interface Request {
    user: SessionUser | null;
  }
}

export function session(db: Db, now: () => Date) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    req.user = token ? await findSessionUser(db, token, now()) : null;
    next();
  };
}
