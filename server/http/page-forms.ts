// Plain HTML forms (login, logout, the webshop cart's remove button) post to their page, whose route
// action handles them, so they work without JavaScript. They cannot carry the CSRF header, so they
// must come from our own pages: the browser's Origin header (or, failing that, the Referer) has to
// name this site. Their body is a small urlencoded form.
import express, { type NextFunction, type Request, type Response } from "express";
import { closeWhenUnread, limitedBody } from "./body-limit.ts";

/** A login or a cart button needs a few fields; more is refused (413) without reading it all. */
const FORM_LIMIT = 10 * 1024;

function isSameOrigin(req: Request): boolean {
  const host = req.get("host");
  const source = req.get("origin") ?? req.get("referer");
  if (!host || !source || source === "null") return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

export function pageForms(refuse: (req: Request, res: Response) => void) {
  const parse = limitedBody(express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 20 }), { limit: FORM_LIMIT, type: "application/x-www-form-urlencoded" });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    if (!isSameOrigin(req)) {
      req.log.warn({ path: req.path, reason: "foreign origin" }, "form_refused");
      closeWhenUnread(req, res);
      return refuse(req, res);
    }
    parse(req, res, next);
  };
}
