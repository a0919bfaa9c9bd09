// How often each of several items is used, for lists that show many at once (the link finder's
// hits): the index's uses that lead a visitor to the item — links to its address from content and
// items' link columns, and the references modules hold in content (a teaser list showing an
// article) — counted per page or item that holds them, as the admin counts them. One query for the
// whole list, however long it is.
import { or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { placeableTargets } from "./content-references.ts";
import { holdersOf, linksHeld, referencesHeld, type Holder } from "./holders.ts";
import { containsAnyOf } from "./link-uses.ts";
import { idToken, type UseTarget } from "./uses-of.ts";
import type { ReferenceTarget } from "../../../shared/fields/reference-targets.ts";

export interface CountTarget {
  target: UseTarget;
  id: number;
  /** Where the item is on the site, in both languages ("/de/ueber-uns", "/en/about-us"). */
  addresses: readonly string[];
}

/** The address below its language prefix: what a stored link to it contains in any of its forms. */
const belowPrefix = (address: string) => address.replace(/^\/(de|en)(\/|$)/, "");

/** Holds `holder` a use of `target`? A page's links to itself are not uses of it. */
function holdsUse(holder: Holder, target: CountTarget, links: ReturnType<typeof linksHeld>, references: ReturnType<typeof referencesHeld>): boolean {
  if (target.target === "pages" && holder.kind === "page" && holder.id === target.id) return false;
  return links.some((link) => link.addresses.some((address) => target.addresses.includes(address))) || references.some((reference) => reference.to === target.target && reference.id === target.id);
}

/** For each of `targets`, in its order, how many pages, content blocks and items use it. */
export async function countUsesOf(db: Db, targets: readonly CountTarget[]): Promise<number[]> {
  if (targets.length === 0) return [];
  const byAddress = containsAnyOf([...new Set(targets.flatMap((target) => target.addresses.map(belowPrefix)))]);
  const placedIds = targets.filter((target) => placeableTargets().has(target.target as ReferenceTarget)).map((target) => target.id);
  const content = (json: SQL) => (placedIds.length ? or(byAddress(json), sql`${json} ~ ${idToken([...new Set(placedIds)])}`)! : byAddress(json));
  const holders = await holdersOf(db, "de", { content, columns: byAddress });
  // An item with two link columns is one holder, a page's draft and its published content one page: counted once.
  const users = targets.map(() => new Set<string>());
  for (const holder of holders) {
    const [links, references] = [linksHeld(holder), referencesHeld(holder)];
    targets.forEach((target, index) => {
      if (holdsUse(holder, target, links, references)) users[index].add(`${holder.kind}:${holder.id}`);
    });
  }
  return users.map((holders) => holders.size);
}
