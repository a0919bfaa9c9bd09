// TEMPORARY, to be rewritten at the merge with the admin's conversion to shared/fields: the admin
// resources still declare links in the old vocabulary (src/admin/define-resource.ts), as `url` fields
// beside true web addresses. Every such column is read here (a web address never matches a page);
// after the merge these are the resources' `link` fields with their columns.
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { adminResource } from "../../../src/admin/resources/index.ts";
import { resourceStores } from "../../admin/resource-stores.ts";

export interface LinkColumn {
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
  found ??= Object.entries(resourceStores).flatMap(([name, binding]) =>
    notUses.has(name)
      ? []
      : (adminResource(name)?.fields ?? [])
          .filter((field) => field.kind === "url" && binding.columns[field.name])
          .map((field) => ({ table: binding.table, column: binding.columns[field.name], localized: "localized" in field && field.localized === true })),
  );
  return found;
}
