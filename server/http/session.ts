// Reads the editor's session cookie once per request; visitors without one cost no query.
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/client.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { findSessionUser, type SessionUser } from "../services/sessions.ts";
import { requestCookies } from "./cookie-jar.ts";

declare module "express-serve-static-core" {
  interface Request {
    user: SessionUser | null;
  }
}

export function session(db: Db, now: () => Date) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = requestCookies(req)[SESSION_COOKIE];
    req.user = token ? await findSessionUser(db, token, now()) : null;
    next();
  };
}
