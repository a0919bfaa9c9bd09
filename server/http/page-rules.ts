// Rules that answer a page request before anything is rendered, in this order:
// the redirect table (301), aliases of the user area (301), the `?v=` rule for visitors (301), and
// the site-offline switch (503).
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/client.ts";
import { findRedirect } from "../services/redirects.ts";
import { getSiteSettings } from "../services/site-settings.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { can } from "../../shared/policies.ts";
import { urlFor } from "../../src/route-paths.ts";

/** Old paths that moved answer 301 with their new path; the query string is kept. */
export function redirectTable(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const target = await findRedirect(db, req.path);
    if (!target) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.redirect(301, target + (target.includes("?") ? "" : query));
  };
}

/** Page versions are for editors: a visitor asking for `?v=` is sent to the page without it. */
export function versionParamRule(req: Request, res: Response, next: NextFunction) {
  if (can(req.user, "readDrafts") || !("v" in req.query)) return next();
  const url = new URL(req.originalUrl, "http://site.invalid");
  url.searchParams.delete("v");
  res.redirect(301, url.pathname + url.search);
}

/** When the settings say the site is offline, or cannot be read, visitors get the 503 page. */
export function siteOfflineRule(db: Db, renderOffline: (req: Request, res: Response, customPath?: string) => Promise<void>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    let settings;
    try {
      settings = await getSiteSettings(db);
    } catch (error) {
      req.log.error({ err: error }, "site_settings_unreadable");
      return renderOffline(req, res);
    }
    // Staff keep working on a site that is switched off for visitors (the box office sells and checks in).
    if (settings.is_site_online || can(req.user, "openAdmin")) return next();
    return renderOffline(req, res, settings.error_pages["503"]);
  };
}

/** The spec's other reading of the user area (/{lang}/user/profile, …/settings) leads to our localized paths. */
export function userAreaAliases(req: Request, res: Response, next: NextFunction) {
  const match = /^\/(de|en)\/user\/(profile|settings)\/?$/.exec(req.path);
  if (!match) return next();
  const [, lang, page] = match as unknown as [string, Lang, "profile" | "settings"];
  res.redirect(301, urlFor(page === "profile" ? "user-profile" : "user-settings", {}, lang));
}
