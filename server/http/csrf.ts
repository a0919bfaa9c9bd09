// CSRF protection by double submit (Django's convention): the `csrftoken` cookie is readable by our
// scripts, which send it back in the X-CSRFToken header. Another site can send the cookie but can
// neither read it nor set the header. The cookie is handed out by API responses, never with page HTML,
// so pages stay cacheable.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { readCookie } from "../../shared/lib/cookies.ts";
import { ApiError } from "../../shared/api/api-error.ts";

export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Gives the browser a CSRF cookie if it has none; used on API responses. */
export function issueCsrfCookie(req: Request, res: Response, secure: boolean): void {
  const current = readCookie(req.headers.cookie, CSRF_COOKIE);
  if (current && TOKEN_PATTERN.test(current)) return;
  res.cookie(CSRF_COOKIE, randomBytes(24).toString("base64url"), {
    sameSite: "lax",
    secure,
    httpOnly: false,
    path: "/",
    maxAge: 365 * 24 * 3600 * 1000,
  });
}

/** Rejects a state-changing request without a matching token with 403, before anything is read or written. */
export function requireCsrf(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const cookie = readCookie(req.headers.cookie, CSRF_COOKIE);
  const header = req.get(CSRF_HEADER);
  if (!cookie || !header || !TOKEN_PATTERN.test(cookie) || !sameToken(cookie, header)) {
    return next(new ApiError(403, { error: "forbidden", reason: "CSRF token missing or incorrect" }));
  }
  next();
}

/** An anonymous key of the visitor's browser: the SHA-256 of its csrftoken cookie ("" without one). */
export function visitorKeyOf(cookieHeader: string | undefined): string {
  const token = readCookie(cookieHeader, CSRF_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? createHash("sha256").update(token).digest("hex") : "";
}
