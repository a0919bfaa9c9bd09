// CSRF protection by double submit (shared/api/csrf.ts). The cookie is handed out by API responses,
// never with page HTML, so pages stay cacheable.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATTERN } from "../../shared/api/csrf.ts";
import { ApiError } from "../../shared/api/api-error.ts";
import { requestCookies } from "./cookie-jar.ts";

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const validToken = (req: Request) => {
  const token = requestCookies(req)[CSRF_COOKIE];
  return token && CSRF_TOKEN_PATTERN.test(token) ? token : undefined;
};

/** Gives the browser a CSRF cookie if it has none; used on API responses. */
export function issueCsrfCookie(req: Request, res: Response, secure: boolean): void {
  if (validToken(req)) return;
  res.cookie(CSRF_COOKIE, randomBytes(24).toString("base64url"), { sameSite: "lax", secure, httpOnly: false, path: "/", maxAge: 365 * 24 * 3600 * 1000 });
}

/** Rejects a state-changing request without a matching token with 403, before anything is read or written. */
export function requireCsrf(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const cookie = validToken(req);
  const header = req.get(CSRF_HEADER);
  if (!cookie || !header || !sameToken(cookie, header)) return next(new ApiError(403, { error: "forbidden", reason: "CSRF token missing or incorrect" }));
  next();
}

/** An anonymous key of the visitor's browser: the SHA-256 of its csrftoken cookie ("" without one). */
export function visitorKeyOf(req: Request): string {
  const token = validToken(req);
  return token ? createHash("sha256").update(token).digest("hex") : "";
}
