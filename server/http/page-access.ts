// The policy check in front of the pages (shared/policies.ts), as authorize.ts is for the API: a page
// whose routes need an ability (RouteHandle.access: the admin's screens) is refused before any of its
// loaders or actions runs, for reading and for posting its form alike. A visitor is sent to the login
// (and back afterwards); a logged-in user without the ability gets the site's 403 page, which says it
// is about rights. The form's body is not read.
import type { NextFunction, Request, Response } from "express";
import { can, roleOf, type Ability } from "../../shared/policies.ts";
import { urlFor } from "../../src/route-paths.ts";
import { closeWhenUnread } from "./body-limit.ts";
import { pageLangOf } from "../ssr/error-responses.ts";

export function pageAccess(abilitiesOf: (pathname: string) => Promise<Ability[]>, refuse: (req: Request, res: Response) => void) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const abilities = await abilitiesOf(req.path);
    const missing = abilities.find((ability) => !can(req.user, ability));
    if (!missing) {
      // A screen of the staff's (the admin's forms): page-forms.ts takes their larger forms.
      res.locals.staffPage = abilities.length > 0;
      return next();
    }
    closeWhenUnread(req, res);
    if (!req.user) {
      // As the admin's layout does for a visitor's read; a form post's answer is the login page, fetched with GET (303).
      const status = req.method === "POST" ? 303 : 302;
      return void res.set("Cache-Control", "no-store").redirect(status, `${urlFor("login", {}, pageLangOf(req))}?next=${encodeURIComponent(req.originalUrl)}`);
    }
    req.log.warn({ path: req.path, method: req.method, role: roleOf(req.user), ability: missing }, "page_refused");
    refuse(req, res);
  };
}
