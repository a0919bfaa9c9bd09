// One address per page (issue 16): a detail page (a route ending in `:id`) reached with an outdated
// or wrong slug answers 301 to the address its loader names for it in the page's language (its
// `alternates`), keeping the query. Links, bookmarks and search engines then end on one URL, and the
// canonical link, which is the address the page is shown at, is always the current one.
import { redirect } from "react-router";
import type { Lang } from "../../shared/lib/localized.ts";
import type { WithAlternates } from "./screen.ts";

/** Routes whose address holds a slug beside the id: the slug may be outdated, the id decides. */
export function isSlugAndIdPath(path: string): boolean {
  return /\/:id$/.test(path);
}

/** The path as characters, so "b%C3%BChne" and "bühne" (or "%c3" and "%C3") count as one address. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Throws a 301 to the page's current address when `request` names it otherwise. */
export function redirectToCurrentAddress(request: Request, lang: Lang, data: unknown): void {
  const current = (data as WithAlternates | undefined)?.alternates?.[lang];
  if (!current) return;
  const url = new URL(request.url);
  if (decoded(url.pathname) === decoded(current)) return;
  throw redirect(current + url.search, 301);
}
