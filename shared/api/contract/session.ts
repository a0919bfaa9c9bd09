// Visitor-session calls: who is logged in, the editors' login and logout, the CSRF cookie, and the
// 404 report from the error page.
import { coerce, object, optional, refine, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { UserDetails } from "../types.ts";
import { langSchema } from "../schemas.ts";
import { csrfEndpoint } from "./csrf.ts";
import { queryLang } from "./input-schemas.ts";

/** The editor's session (HttpOnly, random; the server keeps only its hash). */
export const SESSION_COOKIE = "sessionid";

const email = coerce(size(string(), 1, 254), string(), (value) => value.trim().toLowerCase());

export const sessionContract = {
  userDetails: endpoint<UserDetails>()({
    method: "GET",
    path: "/:lang/api/user-details/",
    input: object({ lang: langSchema }),
  }),
  /** The same without locale prefix (`?lang=en`, German by default). */
  userDetailsUnprefixed: endpoint<UserDetails>()({
    method: "GET",
    path: "/api/user-details/",
    input: object({ lang: queryLang }),
  }),
  /** Starts an editor's session: 401 for a wrong e-mail or password, 429 after too many failures. */
  login: endpoint<UserDetails>()({
    method: "POST",
    path: "/:lang/api/user-login/",
    input: object({ lang: langSchema, email, password: size(string(), 1, 200) }),
    status: 200,
    cookies: [SESSION_COOKIE],
  }),
  /** Ends the session (spec §7 "user-logout"); answers the anonymous session. */
  logout: endpoint<UserDetails>()({
    method: "POST",
    path: "/:lang/api/user-logout/",
    input: object({ lang: langSchema }),
    status: 200,
    cookies: [SESSION_COOKIE],
  }),
  csrf: csrfEndpoint,
  reportError: endpoint<{ ok: true }>()({
    method: "POST",
    path: "/api/dashboard-error-log/",
    input: object({
      // The address of the page that showed the 404 (window.location.href).
      url: refine(size(string(), 1, 2000), "page address", (value) => /^https?:\/\/\S+$/i.test(value) || "must be an http(s) address"),
      referrer: optional(size(string(), 0, 2000)),
    }),
  }),
};
