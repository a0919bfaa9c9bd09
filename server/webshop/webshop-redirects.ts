// The webshop's old and bare addresses (spec §2). `/webshop` itself leads to the cart (302: the
// language depends on where the visitor came from). The other shop prefixes an external ticketing
// shop used (/eventim.webshop, /test.webshop, /testshop, /eventim-template, each with any sub-path)
// lead to the same sub-path under /webshop; and the shop's own lists of events, item groups and
// series lead to the site's calendar, magazine and subscriptions page. Those answer 301: these
// addresses have moved for good. `/webshop/favorites/`, where the header's heart used to lead, goes
// to the favorites page like `/webshop` to the cart (302, language from `?lang` or the page the
// visitor came from). The shop's pages themselves are React routes (src/pages/webshop).
import type { NextFunction, Request, Response } from "express";
import { isLang, type Lang } from "../../shared/lib/localized.ts";
import { localizedUrl, SUBSCRIPTIONS_PAGE_PATH } from "../../src/lib/urls.ts";
import { WEBSHOP_CART_PATH, webshopHref, webshopLang } from "../../src/lib/webshop-urls.ts";
import { urlFor } from "../../src/route-paths.ts";

const OTHER_PREFIXES = /^\/(?:eventim\.webshop|test\.webshop|testshop|eventim-template)(?=\/|$)/i;

const SITE_LISTS: Record<string, (lang: Lang) => string> = {
  events: (lang) => urlFor("events", {}, lang),
  itemgroups: (lang) => urlFor("magazine", {}, lang),
  series: (lang) => localizedUrl(lang, SUBSCRIPTIONS_PAGE_PATH[lang]),
};

/** The query string of the request as it came ("?a=1"), or "". */
function queryOf(req: Request): string {
  const index = req.originalUrl.indexOf("?");
  return index < 0 ? "" : req.originalUrl.slice(index);
}

const langOf = (req: Request) => webshopLang(new URLSearchParams(queryOf(req)));

/**
 * For links that arrive without `?lang` (the site header's cart link is a plain "/webshop/"): the
 * language of the site page the visitor came from, when the Referer is one of our own pages.
 */
function langOfReferer(req: Request): Lang | null {
  const referer = req.get("referer");
  const host = req.host;
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    const first = url.pathname.split("/")[1];
    return url.host === host && isLang(first) ? first : null;
  } catch {
    return null;
  }
}

/** The visitor's language for a link that may come without `?lang`: the query's, else the Referer's. */
const langOfVisit = (req: Request) => (req.query.lang !== undefined ? langOf(req) : (langOfReferer(req) ?? langOf(req)));

export function webshopRedirects(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (/^\/webshop\/?$/i.test(req.path)) {
    return res.set("Cache-Control", "no-store").redirect(302, webshopHref(WEBSHOP_CART_PATH, langOfVisit(req)));
  }
  if (/^\/webshop\/favorites\/?$/i.test(req.path)) {
    return res.set("Cache-Control", "no-store").redirect(302, urlFor("favorites", {}, langOfVisit(req)));
  }
  const prefix = OTHER_PREFIXES.exec(req.path);
  if (prefix) {
    const rest = req.path.slice(prefix[0].length);
    // "//host" after the prefix must not turn into a protocol-relative address.
    const path = `/webshop${rest}`.replace(/\/{2,}/g, "/");
    return res.redirect(301, path + queryOf(req));
  }
  const list = /^\/webshop\/(events|itemgroups|series)(?=\/|$)/i.exec(req.path);
  if (list) return res.redirect(301, SITE_LISTS[list[1]!.toLowerCase()]!(langOf(req)));
  next();
}
