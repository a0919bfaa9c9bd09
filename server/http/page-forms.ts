// Plain HTML forms (login, logout, the webshop cart's remove button) post to their page, whose route
// action handles them, so they work without JavaScript. They cannot carry the CSRF header, so they
// must come from our own pages: the browser's Origin header (or, failing that, the Referer) has to
// name this site, by the same rule as API writes (site-origin.ts). Their body is a small urlencoded
// form; the admin's screens (for those let in) take larger ones.
import express, { type NextFunction, type Request, type Response } from "express";
import { closeWhenUnread, limitedBody } from "./body-limit.ts";
import { EDITOR_JSON_LIMIT } from "./json-bodies.ts";
import type { SiteOrigins } from "./site-origin.ts";
import { redactedPath } from "./redacted-path.ts";

/** A login or a cart button needs a few fields; more is refused (413) without reading it all. */
const FORM_LIMIT = 10 * 1024;
/**
 * The admin's forms (a production: dozens of fields, rich text in both languages), posted without
 * JavaScript; only for a user the screen's rights let in (page-access.ts), as the editor's JSON writes.
 */
const STAFF_FORM_LIMIT = EDITOR_JSON_LIMIT;

export function pageForms(origins: SiteOrigins, refuse: (req: Request, res: Response) => void) {
  const isSameOrigin = (req: Request) => {
    const source = req.get("origin") ?? req.get("referer");
    return !!source && origins.isOwn(req, source);
  };
  const parser = (limit: number, parameterLimit: number) => limitedBody(express.urlencoded({ extended: false, limit, parameterLimit }), { limit, type: "application/x-www-form-urlencoded" });
  const parse = parser(FORM_LIMIT, 20);
  const parseStaffForm = parser(STAFF_FORM_LIMIT, 2000);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    if (!isSameOrigin(req)) {
      req.log.warn({ path: redactedPath(req.path), reason: "foreign origin" }, "form_refused");
      closeWhenUnread(req, res);
      return refuse(req, res);
    }
    (res.locals.staffPage ? parseStaffForm : parse)(req, res, next);
  };
}
