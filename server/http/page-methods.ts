// A method a page does not take (issue 16): PUT, DELETE, OPTIONS … on any page, and POST on a page
// that has no form, answer 405 with the site's error page in the page's language and an `Allow`
// header naming what the page takes (src/accepted-methods.ts). It runs before the form check
// (page-forms.ts): a post to a page that takes none is a 405 wherever it came from.
import type { NextFunction, Request, Response } from "express";
import { closeWhenUnread } from "./body-limit.ts";

export function pageMethods(methodsOf: (pathname: string) => Promise<string[]>, refuse: (req: Request, res: Response, allowed: string[]) => void) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const allowed = await methodsOf(req.path);
    if (allowed.includes(req.method)) return next();
    closeWhenUnread(req, res);
    refuse(req, res, allowed);
  };
}
