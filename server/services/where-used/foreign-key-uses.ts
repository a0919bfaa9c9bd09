// Uses held by foreign keys: every row of another table whose key points at the item. Read from the
// schema's own foreign keys, so a new reference (a partner's logo) is covered without a list. A join
// table's row (a production's tag) is a use by the item its other key names.
import { eq, getTableName, is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { pick, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import { localizedUrl } from "../../../src/lib/urls.ts";
import type { Db, Tx } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import type { Use } from "./use.ts";

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

const columnNamed = (table: PgTable, name: string): PgColumn | undefined => getTableConfig(table).columns.find((column) => column.name === name);

/** The single-column foreign keys of `table`, with the table each points at. */
const keysOf = (table: PgTable) =>
  getTableConfig(table)
    .foreignKeys.map((key) => key.reference())
    .filter((reference) => reference.columns.length === 1)
    .map((reference) => ({ column: reference.columns[0], to: reference.foreignTable }));

/** What one row of a table is called: "production" for productions, "event_teaser", "series". */
export function kindOf(table: PgTable): string {
  const name = getTableName(table);
  return name === "series" ? name : name.replace(/ies$/, "y").replace(/s$/, "");
}

/** A column's text in `lang`: a `{de, en}` column falls back to German, as pick() does. */
function textOf(column: PgColumn, lang: Lang): SQL<string> {
  return column.getSQLType() === "jsonb" ? sql<string>`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'de')` : sql<string>`${column}::text`;
}

/** A row's name as editors know it: its title, name or headline, a person's name, else its slug. */
export function titleOf(table: PgTable, lang: Lang): SQL<string> {
  const named = ["title", "name", "headline"].map((name) => columnNamed(table, name)).find((column) => column !== undefined);
  const [first, last, slug] = ["first_name", "last_name", "slug"].map((name) => columnNamed(table, name));
  const text = named ? textOf(named, lang) : first && last ? sql<string>`concat_ws(' ', ${first}, ${last})` : slug ? textOf(slug, lang) : sql<string>`''`;
  return sql<string>`coalesce(${text}, '')`;
}

/** The address of a row with a page path (a page), else null. */
function urlOf(table: PgTable, row: { path?: unknown }, lang: Lang): string | null {
  return columnNamed(table, "path") && row.path ? localizedUrl(lang, pick(row.path as Localized, lang)) : null;
}

/** The rows of other tables whose foreign key points at row `id` of `target`; `except` tables belong to the item itself. */
export async function foreignKeyUses(db: Db | Tx, target: PgTable, id: number, lang: Lang, except: readonly PgTable[]): Promise<Use[]> {
  const uses: Use[] = [];
  // One query after another: inside a transaction they share one connection.
  for (const table of tables) {
    if (except.includes(table)) continue;
    const source = getTableName(table);
    for (const key of keysOf(table).filter((candidate) => candidate.to === target)) {
      const own = columnNamed(table, "id");
      const owner = own ? null : keysOf(table).find((other) => other.column !== key.column);
      if (own) {
        const path = columnNamed(table, "path");
        const rows = await db.select({ id: own, title: titleOf(table, lang), ...(path ? { path } : {}) }).from(table).where(eq(key.column, id));
        const field = key.column.name.replace(/_id$/, "");
        uses.push(...rows.map((row) => ({ source, via: "key" as const, kind: kindOf(table), id: row.id as number, title: row.title, field, url: urlOf(table, row, lang) })));
      } else if (owner) {
        const ownerId = columnNamed(owner.to, "id")!;
        const rows = await db.select({ id: ownerId, title: titleOf(owner.to, lang) }).from(table).innerJoin(owner.to, eq(ownerId, owner.column)).where(eq(key.column, id));
        uses.push(...rows.map((row) => ({ source, via: "key" as const, kind: kindOf(owner.to), id: row.id as number, title: row.title, field: source, url: null })));
      }
    }
  }
  return uses;
}
