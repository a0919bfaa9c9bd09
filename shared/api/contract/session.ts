// Visitor-session calls: who is logged in, and the 404 report from the error page.
import { object, optional, string, size } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { UserDetails } from "../types.ts";
import { langSchema } from "../schemas.ts";
import { queryLang } from "./input-schemas.ts";

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
  reportError: endpoint<{ ok: true }>()({
    method: "POST",
    path: "/api/dashboard-error-log/",
    input: object({ url: size(string(), 1, 2000), referrer: optional(size(string(), 0, 2000)) }),
  }),
};
