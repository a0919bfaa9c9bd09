// The request's cookies, parsed with the `cookie` library, and the cookies an answer sets. An API call
// may set only the cookies its contract entry names, so no handler sets a cookie by surprise.
import { parse } from "cookie";
import type { CookieOptions, Request, Response } from "express";

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string, options?: CookieOptions): void;
}

/** The cookies the browser sent (parsed once per request). */
export function requestCookies(req: Request): Record<string, string | undefined> {
  return (req.parsedCookies ??= parse(req.headers.cookie ?? ""));
}

declare module "express-serve-static-core" {
  interface Request {
    parsedCookies?: Record<string, string | undefined>;
  }
}

/** Site-wide, Lax, and Secure when the site is served over https. */
export function cookieJar(req: Request, res: Response, options: { secure: boolean; allowed: readonly string[] }): CookieJar {
  const check = (name: string) => {
    if (!options.allowed.includes(name)) throw new Error(`this call may not set the cookie "${name}"`);
  };
  const defaults: CookieOptions = { path: "/", sameSite: "lax", secure: options.secure };
  return {
    get: (name) => requestCookies(req)[name],
    set(name, value, cookieOptions) {
      check(name);
      if (!res.headersSent) res.cookie(name, value, { ...defaults, ...cookieOptions });
    },
    clear(name, cookieOptions) {
      check(name);
      if (!res.headersSent) res.clearCookie(name, { ...defaults, ...cookieOptions });
    },
  };
}
