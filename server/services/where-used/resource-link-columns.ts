// The table columns that hold link targets: the admin resources' `link` fields with their bound
// columns (a menu item's target, a footer link, an alert's link …).
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { resourceStores } from "../../admin/resource-stores.ts";

export interface LinkColumn {
  /** The admin resource whose items the table holds ("menu-items"). */
  resource: string;
  table: PgTable & { id: PgColumn };
  column: PgColumn;
  /** Stored per language (`{de, en}`); a path without its language prefix belongs to that language. */
  localized: boolean;
}

/**
 * Redirects keep old addresses working; one that leads to a page is bookkeeping, not a use: after the
 * page is gone it ends where the page's own address ends.
 */
const notUses = new Set(["redirects"]);

let found: LinkColumn[] | null = null;

/** The table columns that hold link targets, from the admin resources' fields. */
export function resourceLinkColumns(): LinkColumn[] {
  found ??= Object.entries(resourceStores).flatMap(([name, { resource, binding }]) =>
    notUses.has(name)
      ? []
      : resource.fields
          .filter((field) => field.kind === "link" && binding.columns[field.name])
          .map((field) => ({ resource: name, table: binding.table, column: binding.columns[field.name], localized: "localized" in field && field.localized === true })),
  );
  return found;
}
