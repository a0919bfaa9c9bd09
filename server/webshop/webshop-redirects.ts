// Spec §2: the other shop prefixes an external ticketing shop used (/eventim.webshop, /test.webshop,
// /testshop, /eventim-template, each with any sub-path) lead to the same sub-path under /webshop; and
// the shop's own lists of events, item groups and series lead to the site's calendar, magazine and
// subscriptions page. All answer 301: these addresses have moved for good.
import type { NextFunction, Request, Response } from "express";
import type { Lang } from "../../shared/lib/localized.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import { urlFor } from "../../src/route-paths.ts";
import { webshopLangOf } from "./webshop-lang.ts";

const OTHER_PREFIXES = /^\/(?:eventim\.webshop|test\.webshop|testshop|eventim-template)(?=\/|$)/i;

/**
 * The subscriptions page is an editors' CMS page (seeded as "abonnements" / "subscriptions"); if it
 * moves, an entry in the redirect table can take visitors on from here.
 */
const SUBSCRIPTIONS_PATH: Record<Lang, string> = { de: "abonnements", en: "subscriptions" };

const SITE_LISTS: Record<string, (lang: Lang) => string> = {
  events: (lang) => urlFor("events", {}, lang),
  itemgroups: (lang) => urlFor("magazine", {}, lang),
  series: (lang) => localizedUrl(lang, SUBSCRIPTIONS_PATH[lang]),
};

/** The query string of the request as it came ("?a=1"), or "". */
function queryOf(req: Request): string {
  const index = req.originalUrl.indexOf("?");
  return index < 0 ? "" : req.originalUrl.slice(index);
}

export function webshopRedirects(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const prefix = OTHER_PREFIXES.exec(req.path);
  if (prefix) {
    const rest = req.path.slice(prefix[0].length);
    // "//host" after the prefix must not turn into a protocol-relative address.
    const path = `/webshop${rest}`.replace(/\/{2,}/g, "/");
    return res.redirect(301, path + queryOf(req));
  }
  const list = /^\/webshop\/(events|itemgroups|series)(?=\/|$)/i.exec(req.path);
  if (list) return res.redirect(301, SITE_LISTS[list[1]!.toLowerCase()]!(webshopLangOf(req)));
  next();
}
