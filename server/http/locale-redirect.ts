// "/" sends the visitor to /de or /en by the browser's languages; German unless English comes first.
import type { Request, Response } from "express";
import { defaultLang, languages, type Lang } from "../../shared/lib/localized.ts";

/** The supported language the browser prefers (Express's negotiation: "en-GB" counts as English); German when none, and for no header or "*" (German is listed first). */
export function preferredLang(req: Pick<Request, "acceptsLanguages">): Lang {
  return (req.acceptsLanguages(...languages) || defaultLang) as Lang;
}

export function localeRedirect(req: Request, res: Response): void {
  res.set("Vary", "Accept-Language");
  res.set("Cache-Control", "private, no-cache");
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(302, `/${preferredLang(req)}${query}`);
}
