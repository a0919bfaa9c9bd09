// Menus and footer links, as trees in the request's language.
import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { footerLinks, menuItems } from "../db/schema.ts";
import type { MenuItem, Navigation } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { siteHref } from "../../src/lib/urls.ts";

/** Primary and secondary menus with their children, and the footer links. */
export async function getNavigation(db: Db, lang: Lang): Promise<Navigation> {
  const items = await db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  const toItem = (row: (typeof items)[number]): MenuItem => ({
    url: siteHref(lang, pick(row.url, lang)),
    menu_name: pick(row.title, lang),
    has_tab_navigation: row.hasTabNavigation,
    children: items.filter((child) => child.parentId === row.id).map(toItem),
  });
  const roots = (menu: "primary" | "secondary") =>
    items.filter((row) => row.menu === menu && row.parentId === null).map(toItem);
  const links = await db.select().from(footerLinks).orderBy(asc(footerLinks.position), asc(footerLinks.id));
  return {
    menu: { primary: roots("primary"), secondary: roots("secondary") },
    footer: links.map((row) => ({ kind: row.kind, title: pick(row.title, lang), url: siteHref(lang, pick(row.url, lang)) })),
  };
}
