// Editors log in at /{lang}/login with a plain HTML form, and log out at /{lang}/logout. The session
// is an HttpOnly cookie; failed attempts are limited per client address.
import express, { type Request, type Response, type Router } from "express";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { readCookie } from "../../shared/lib/cookies.ts";
import { isLang, type Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import { verifyPassword } from "../services/passwords.ts";
import { createSession, endSession, SESSION_COOKIE, SESSION_DAYS } from "../services/sessions.ts";
import { AttemptLimiter } from "./rate-limit.ts";
import { isSameOrigin } from "./same-origin.ts";

/** 10 failed logins per client address in 15 minutes, then 429 until the window has passed. */
const failedLogins = new AttemptLimiter(10, 15 * 60 * 1000);

/** Where to go after logging in: only a path of this site, never another host. */
export function safeNext(value: unknown, lang: Lang): string {
  if (typeof value === "string" && /^\/(de|en)(\/|$|\?)/.test(value) && !value.startsWith("//") && value.length < 500) return value;
  return urlFor("home", {}, lang);
}

function loginPage(lang: Lang, error: string, next: string): string {
  const query = new URLSearchParams({ error });
  if (next !== urlFor("home", {}, lang)) query.set("next", next);
  return `${urlFor("login", {}, lang)}?${query}`;
}

export function loginRouter(options: {
  db: Db;
  now: () => Date;
  secureCookies: boolean;
  rejected: (req: Request, res: Response, status: 403 | 429) => void;
}): Router {
  const { db, now } = options;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "10kb" });

  router.post("/:lang/login", form, async (req, res, next) => {
    const lang = req.params.lang;
    if (!isLang(lang)) return next();
    if (!isSameOrigin(req)) return options.rejected(req, res, 403);
    const client = req.ip ?? "unknown";
    if (!failedLogins.allows(client)) return options.rejected(req, res, 429);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const target = safeNext(body.next, lang);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!email || !password || email.length > 254 || password.length > 200) return res.redirect(303, loginPage(lang, "missing", target));

    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isActive, true)))
      .limit(1);
    if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) {
      failedLogins.record(client);
      req.log.warn({ email_domain: email.split("@")[1] ?? "" }, "login_failed");
      return res.redirect(303, loginPage(lang, "invalid", target));
    }
    failedLogins.reset(client);
    const token = await createSession(db, user.id, now());
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: options.secureCookies,
      path: "/",
      maxAge: SESSION_DAYS * 24 * 3600 * 1000,
    });
    req.log.info({ user_id: user.id }, "login");
    res.redirect(303, target);
  });

  router.post("/:lang/logout", form, async (req, res, next) => {
    const lang = req.params.lang;
    if (!isLang(lang)) return next();
    if (!isSameOrigin(req)) return options.rejected(req, res, 403);
    await endSession(db, readCookie(req.headers.cookie, SESSION_COOKIE));
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secureCookies });
    res.redirect(303, urlFor("home", {}, lang));
  });

  return router;
}
