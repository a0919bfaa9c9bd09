// How an admin definition's values sit in its table: one column per field, with the conversions a
// column kind needs (instants as Date, empty optional values as NULL).
import type { SQL } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AdminField, AdminValues } from "../../src/admin/define-resource.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";

export interface TableBinding {
  table: PgTable & { id: PgColumn };
  /** Field name → column. */
  columns: Record<string, PgColumn>;
  /** Only the rows of one vocabulary of a shared table (tags by scope). */
  scope?: { column: PgColumn; value: string };
  /** The sort of a list when none is asked for. */
  defaultSort: string;
  /** A condition the list's search text must meet; localized columns are searched in both languages. */
  search?: (pattern: string) => SQL | undefined;
  /** Read-only values for the title and the site address (an event's production title and slug). */
  extras?: Record<string, SQL>;
  /** Tables whose rows belong to the item and go with it (a page's versions): not counted as uses. */
  owned?: PgTable[];
  /** `references` fields: the join table, its column naming this item and the one naming the other. */
  links?: Record<string, { table: PgTable; own: PgColumn; other: PgColumn }>;
  /** A column whose stored form differs from the field's (a weekday stored as a number, chosen as "1"…"7"). */
  convert?: Record<string, { read: (stored: unknown) => unknown; write: (value: unknown) => unknown }>;
  /** Columns a new row gets beside its fields (an account's unusable password hash). */
  insertExtras?: () => Record<string, unknown>;
  /**
   * Checks that need the database or the writer (a page's place in the tree, a menu item's parent,
   * an admin's own account), run in the write's transaction before the row is written; a 400 there
   * writes nothing.
   */
  beforeWrite?: (tx: Tx, write: BindingWrite) => Promise<void>;
  /** Work in the same transaction after the row is written (a deactivated account's sessions end, a moved page's subtree follows). */
  afterWrite?: (tx: Tx, write: BindingWrite & { id: number }) => Promise<void>;
}

/** One create (`id` null) or change of a bound row, by `userId`. */
export interface BindingWrite {
  id: number | null;
  values: AdminValues;
  /** The values before a change; null for a new item. */
  before: AdminValues | null;
  userId: number;
  now: Date;
}

/** A stored value as the form and the API show it. */
export function valueFromColumn(field: AdminField, value: unknown): unknown {
  if (field.kind === "datetime") return value instanceof Date ? berlinIso(value) : "";
  if (field.kind === "time") return typeof value === "string" ? value.slice(0, 5) : "";
  if ((field.kind === "reference" || field.kind === "image" || field.kind === "money") && value === undefined) return null;
  if (field.kind === "references") return value ?? [];
  if (field.kind === "date") return value ?? "";
  // Optional text columns hold NULL for "nothing"; the form shows an empty input.
  if ((field.kind === "text" || field.kind === "textarea" || field.kind === "richtext" || field.kind === "url") && value === null) return "";
  return value;
}

/** A checked value as its column stores it. */
export function valueToColumn(field: AdminField, value: unknown): unknown {
  if (field.kind === "datetime") return value ? new Date(String(value)) : null;
  if (field.kind === "date") return value || null;
  if (field.kind === "time") return value ? String(value) : null;
  if (field.kind === "reference" || field.kind === "image" || field.kind === "money") return value ?? null;
  return value;
}

/** The columns to select: the id and every field, under the field's name. */
export function selection(binding: TableBinding): Record<string, PgColumn | SQL> {
  return { id: binding.table.id, ...binding.columns, ...binding.extras };
}

/** A row's values, with the binding's read-only extras beside them. */
export function rowToValues(fields: readonly AdminField[], row: Record<string, unknown>, binding?: TableBinding): AdminValues {
  const values: AdminValues = Object.fromEntries(
    fields.map((field) => {
      const convert = binding?.convert?.[field.name];
      return [field.name, convert ? convert.read(row[field.name]) : valueFromColumn(field, row[field.name])];
    }),
  );
  for (const key of Object.keys(binding?.extras ?? {})) values[key] = row[key];
  return values;
}

/** The checked values as the table's insert or update row (keys are the table's property names). */
export function valuesToRow(fields: readonly AdminField[], binding: TableBinding, values: AdminValues): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    if (binding.links?.[field.name]) continue;
    const column = binding.columns[field.name];
    const key = Object.entries(binding.table).find(([, candidate]) => candidate === column)?.[0];
    if (!key) throw new Error(`${field.name} has no column`);
    const convert = binding.convert?.[field.name];
    const value = convert ? convert.write(values[field.name]) : valueToColumn(field, values[field.name]);
    row[key] = value === "" && !column.notNull ? null : value;
  }
  if (binding.scope) {
    const key = Object.entries(binding.table).find(([, candidate]) => candidate === binding.scope!.column)?.[0];
    if (key) row[key] = binding.scope.value;
  }
  return row;
}
