// Menus and footer links, as trees in the request's language. Every page shows them, so they are
// kept in memory until a content change (content-cache.ts).
import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { footerLinks, menuItems } from "../db/schema.ts";
import type { MenuItem, Navigation } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { siteHref } from "../../src/lib/urls.ts";
import { cachedContent } from "./content-cache.ts";

/** Primary and secondary menus with their children, and the footer links. */
export function getNavigation(db: Db, lang: Lang): Promise<Navigation> {
  return cachedContent(db, `navigation:${lang}`, () => readNavigation(db, lang));
}

async function readNavigation(db: Db, lang: Lang): Promise<Navigation> {
  const [items, links] = await Promise.all([
    db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
    db.select().from(footerLinks).orderBy(asc(footerLinks.position), asc(footerLinks.id)),
  ]);
  const toItem = (row: (typeof items)[number]): MenuItem => ({
    url: siteHref(lang, pick(row.url, lang)),
    menu_name: pick(row.title, lang),
    has_tab_navigation: row.hasTabNavigation,
    children: items.filter((child) => child.parentId === row.id).map(toItem),
  });
  const roots = (menu: "primary" | "secondary") =>
    items.filter((row) => row.menu === menu && row.parentId === null).map(toItem);
  return {
    menu: { primary: roots("primary"), secondary: roots("secondary") },
    footer: links.map((row) => ({ kind: row.kind, title: pick(row.title, lang), url: siteHref(lang, pick(row.url, lang)) })),
  };
}
