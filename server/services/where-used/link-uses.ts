// Uses of a page by link: link fields in content and link columns of items (menu items, footer
// links, alerts …) whose target is the page's address in either language. A link to a deleted page
// is a dead link, so it counts as a use; the page's links to itself go with it and do not.
import { or, sql, type SQL } from "drizzle-orm";
import { languages, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import type { Db, Tx } from "../../db/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { holdersOf, linksHeld, useBy } from "./holders.ts";
import { pageAddresses } from "./site-addresses.ts";
import type { Use } from "./use.ts";

/** Any form of a link to one of `paths` (below the language prefix) contains it: the text narrows the rows. */
export const containsAnyOf = (paths: readonly string[]) => (text: SQL) => or(...paths.map((path) => sql`${text} ilike ${containsPattern(path)}`)) ?? sql`false`;

/** Every link to page `page` from content and items, in the editor's language `lang`. */
export async function linkUses(db: Db | Tx, page: { id: number; path: Localized }, lang: Lang): Promise<Use[]> {
  const addresses = pageAddresses(page.path);
  const narrow = containsAnyOf(languages.map((pathLang) => page.path[pathLang] ?? ""));
  const holders = await holdersOf(db, lang, { content: narrow, columns: narrow });
  return holders
    .filter((holder) => !(holder.kind === "page" && holder.id === page.id))
    .flatMap((holder) =>
      linksHeld(holder)
        .filter((link) => link.addresses.some((address) => addresses.has(address)))
        .map((link) => useBy(holder, link.field, "link", lang)),
    );
}
