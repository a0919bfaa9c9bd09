// The hub's "broken links": links in the current content (the modules' link fields on pages and in
// content blocks) and in items' link columns (menu items, footer links, alerts …) whose target is an
// address of this site where no page is, or only an offline one. The links are the where-used
// index's (holders.ts: the same rows, the same extraction, the same comparison of addresses).
import { inArray } from "drizzle-orm";
import { matchPath } from "react-router";
import type { BrokenLink, BrokenLinks } from "../../../shared/api/dashboard-types.ts";
import { languages, pick, type Lang } from "../../../shared/lib/localized.ts";
import { localizedUrl } from "../../../src/lib/urls.ts";
import { routePaths } from "../../../src/route-paths.ts";
import type { Db } from "../../db/client.ts";
import { containers, pages, redirects } from "../../db/schema.ts";
import { holdersOf, linksHeld, type Holder } from "../where-used/holders.ts";
import { siteAddressOf } from "../where-used/site-addresses.ts";
import { containerPlaceKey, containerPlaces } from "./container-places.ts";

/** Where an address leads: a page online, an offline page, or nothing. */
type Arrival = "page" | "offline" | "missing";

/** The site's own screens (the programme, a production …) answer without a page; their objects are not checked here. */
const screenPatterns = Object.entries(routePaths)
  .filter(([name]) => name !== "cms-page")
  .flatMap(([, paths]) => languages.map((lang) => localizedUrl(lang, paths[lang])));

const isScreen = (address: string) => screenPatterns.some((pattern) => matchPath({ path: pattern, end: true }, address) !== null);

/** Only the addresses below a language prefix are pages' (not /media/…, /admin/…). */
const isPageSpace = (address: string) => /^\/(de|en)(\/|$)/.test(address);

/** Resolves addresses as a visitor's request would: the redirect table first, then the pages, then the site's own screens. */
async function arrivals(db: Db): Promise<(address: string) => Arrival> {
  const [pageRows, redirectRows] = await Promise.all([db.select({ path: pages.path, isOnline: pages.isOnline }).from(pages), db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)]);
  const pageAt = new Map<string, boolean>();
  for (const row of pageRows) for (const lang of languages) if (typeof row.path[lang] === "string") pageAt.set(localizedUrl(lang, row.path[lang]), row.isOnline);
  const redirectAt = new Map(redirectRows.map((row) => [row.oldPath.replace(/\/+$/, "") || "/", row.newPath]));
  const arrive = (address: string, hops: number): Arrival => {
    const redirect = redirectAt.get(address);
    if (redirect !== undefined && hops < 5) return arrive(siteAddressOf(redirect, "de") ?? "", hops + 1);
    if (pageAt.has(address)) return pageAt.get(address) ? "page" : "offline";
    return isScreen(address) ? "page" : "missing";
  };
  return (address) => arrive(address, 0);
}

/** Where an editor goes to change the link: the page (its editor is on the page) in the content's language, the admin's item. */
interface Place {
  title: string;
  url: string | null;
}

async function placesOf(db: Db, holders: readonly Holder[], lang: Lang): Promise<(holder: Holder, contentLang: Lang | null) => Place> {
  const containerIds = holders.filter((holder) => holder.kind === "container").map((holder) => holder.id);
  const containerRows = containerIds.length ? await db.select({ id: containers.id, contentType: containers.contentType, objectId: containers.objectId }).from(containers).where(inArray(containers.id, containerIds)) : [];
  const places = await containerPlaces(db, containerRows);
  const objectOf = new Map(containerRows.map((row) => [row.id, places.get(containerPlaceKey(row.contentType, row.objectId))]));
  return (holder, contentLang) => {
    const shown = contentLang ?? lang;
    if (holder.path) return { title: holder.title, url: localizedUrl(shown, pick(holder.path, shown)) };
    if (holder.kind === "container") {
      const place = objectOf.get(holder.id);
      return place ? { title: pick(place.title, lang), url: place.url[shown] } : { title: holder.title, url: null };
    }
    return { title: holder.title || `#${holder.id}`, url: holder.resource ? `/admin/${holder.resource}/${holder.id}` : null };
  };
}

/** The links into nothing, at most `limit` (pages first, then content blocks, then items), titled in `lang`. */
export async function brokenLinks(db: Db, lang: Lang, limit: number): Promise<BrokenLinks> {
  const [holders, arrive] = await Promise.all([holdersOf(db, lang), arrivals(db)]);
  const found: { holder: Holder; field: string; target: string; lang: Lang | null; address: string; reason: "missing" | "offline" }[] = [];
  for (const holder of holders) {
    for (const link of linksHeld(holder)) {
      const addresses = link.addresses.filter(isPageSpace);
      // A link stored once for both languages is broken only if it leads nowhere in either.
      const ends = addresses.map((address) => ({ address, arrival: arrive(address) }));
      if (ends.length === 0 || ends.some((end) => end.arrival === "page")) continue;
      const end = ends.find((candidate) => candidate.arrival === "missing") ?? ends[0];
      found.push({ holder, field: link.field, target: link.target, lang: link.lang, address: end.address, reason: end.arrival === "offline" ? "offline" : "missing" });
    }
  }
  const shown = found.slice(0, limit);
  const placeOf = await placesOf(
    db,
    shown.map((link) => link.holder),
    lang,
  );
  const items: BrokenLink[] = shown.map(({ holder, field, target, lang: linkLang, address, reason }) => {
    const place = placeOf(holder, linkLang);
    return { holder_kind: holder.kind, holder_title: place.title, edit_url: place.url, field, lang: linkLang ?? "", target, address, reason };
  });
  return { total: found.length, items };
}
