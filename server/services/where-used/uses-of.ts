// The one where-used index (issue 24 point 4): every use of an image, a page or an item, from the
// tables' foreign keys, the references the modules' fields hold in content, and — for a page — the
// links that lead to it. The admin's delete and item screen, the media library's usage and delete all
// ask here, so a referenced thing cannot be deleted from anywhere.
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ReferenceTarget } from "../../../shared/fields/reference-targets.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Db, Tx } from "../../db/client.ts";
import { images, pages } from "../../db/schema.ts";
import { resourceStores } from "../../admin/resource-stores.ts";
import type { ResourceName } from "../../../src/admin/resource-names.ts";
import { placeableTargets } from "./content-references.ts";
import { foreignKeyUses } from "./foreign-key-uses.ts";
import { resourceLinkColumns } from "./resource-link-columns.ts";
import { holdersOf, referencesHeld, useBy } from "./holders.ts";
import { linkUses } from "./link-uses.ts";
import type { Use } from "./use.ts";

/** What can be used: an image of the library, or an item of an admin resource (by its name). */
export type UseTarget = ReferenceTarget | (string & {});

/** Content is read only for what a module type can place. */
const isPlaceable = (target: string): target is ReferenceTarget => placeableTargets().has(target as ReferenceTarget);

/** The admin's binding of `target`'s table, if it is a resource. */
const bindingOf = (target: UseTarget) => (Object.hasOwn(resourceStores, target) ? resourceStores[target as ResourceName].binding : undefined);

/** The table of `target`'s items. */
export function tableOf(target: UseTarget): PgTable & { id: PgColumn } {
  const table = target === "image" ? images : bindingOf(target)?.table;
  if (!table) throw new Error(`no table for ${target}`);
  return table;
}

/** Tables whose rows belong to the item and go with it (its tags, a page's versions): not uses. */
function ownTables(target: UseTarget): PgTable[] {
  const binding = bindingOf(target);
  return binding ? [...Object.values(binding.links ?? {}).map((link) => link.table), ...(binding.owned ?? [])] : [];
}

/** A pattern that finds any of `ids` as a whole number in a text. */
export const idToken = (ids: readonly number[]) => `(^|[^0-9])(${ids.join("|")})([^0-9]|$)`;

/** Every use of item `id` of `target`, titled in `lang`: rows of other tables first, then content, then links. */
export async function usesOf(db: Db | Tx, target: UseTarget, id: number, lang: Lang): Promise<Use[]> {
  const uses = await foreignKeyUses(db, tableOf(target), id, lang, ownTables(target));
  if (isPlaceable(target)) {
    // The id as a whole number anywhere in the JSON narrows the rows; the walk then decides.
    const holders = await holdersOf(db, lang, { content: (json) => sql`${json} ~ ${idToken([id])}`, columns: false });
    for (const holder of holders)
      uses.push(...referencesHeld(holder).flatMap((reference) => (reference.to === target && reference.id === id ? [useBy(holder, reference.path, "content", lang)] : [])));
  }
  if (target === "pages") {
    const [page] = await db.select({ path: pages.path }).from(pages).where(eq(pages.id, id));
    if (page) uses.push(...(await linkUses(db, { id, path: page.path }, lang)));
  }
  return uses;
}

/**
 * The uses at a delete, inside its transaction, after the item's row is locked for update. Foreign
 * keys and content saves (placed-references.ts) lock the rows they newly refer to, so they wait for
 * that lock; links in items' columns do not, so for a page their tables are locked against writes
 * until the delete commits, after the writes already under way.
 */
export async function usesAtDelete(tx: Tx, target: UseTarget, id: number, lang: Lang): Promise<Use[]> {
  if (target === "pages") for (const table of new Set(resourceLinkColumns().map((column) => column.table))) await tx.execute(sql`lock table ${table} in share mode`);
  return usesOf(tx, target, id, lang);
}
