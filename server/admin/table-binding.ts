// How an admin definition's values sit in its table. Each field has its column by naming convention
// (drizzle's property of the snake_case name in camelCase: `link_url` → `linkUrl`; a reference's
// `…Id`, money's `…Cents`), so a binding states only its table, its list's sort and search, the
// exceptions and its hooks. A field whose column is neither there nor stated is a type error at the
// binding. Column kinds get their conversions (instants as Date, empty optional values as NULL).
import { getTableColumns, type SQL } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Field } from "../../shared/fields/field.ts";
import type { AdminResource, AdminValues } from "../../src/admin/define-resource.ts";
import type { ResourceName } from "../../src/admin/resource-names.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";

type BoundTable = PgTable & { id: PgColumn };

/** A `many` reference's join table: its column naming this item and the one naming the other. */
export interface LinkTable {
  table: PgTable;
  own: PgColumn;
  other: PgColumn;
}

/** What a binding states beside the convention. */
interface BindingOptions {
  /** Only the rows of one vocabulary of a shared table (tags by scope). */
  scope?: { column: PgColumn; value: string };
  /** Only the rows meeting this condition (the staff's accounts among every account): others are not found. */
  rows?: SQL;
  /** The sort of a list when none is asked for. */
  defaultSort: string;
  /** A condition the list's search text must meet; localized columns are searched in both languages. */
  search?: (pattern: string) => SQL | undefined;
  /** Read-only values for the title and the site address (an event's production title and slug). */
  extras?: Record<string, SQL>;
  /** Tables whose rows belong to the item and go with it (a page's versions): not counted as uses. */
  owned?: PgTable[];
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

/** A binding as a resource-stores entry writes it. */
export interface BindingDeclaration<Table extends BoundTable, Exceptions extends string, Links extends string> extends BindingOptions {
  table: Table;
  /** Fields whose column breaks the convention (an event's `parent` in `parentEventId`). */
  columns?: Record<Exceptions, PgColumn>;
  /** `many` reference fields: their join tables. */
  links?: Record<Links, LinkTable>;
}

/** A binding as the admin's items use it: every field's column resolved. */
export interface TableBinding extends BindingOptions {
  table: BoundTable;
  /** Field name → column (a `many` reference has none: its ids are in `links`). */
  columns: Record<string, PgColumn>;
  links?: Record<string, LinkTable>;
}

/** A resource with its table. */
export interface BoundResource {
  resource: AdminResource;
  binding: TableBinding;
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

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** The table property a field is stored in by convention; a `many` reference has none (its join table is a link). */
type ConventionalColumn<F extends Field> = F extends { kind: "reference"; many: true }
  ? never
  : F extends { kind: "reference" }
    ? `${CamelCase<F["name"]>}Id`
    : F extends { kind: "money" }
      ? `${CamelCase<F["name"]>}Cents`
      : CamelCase<F["name"]>;

/** The names of the fields that have neither their conventional column on `Table` nor a stated one. */
type Unbound<F extends Field, Table, Stated extends string> = F extends Field
  ? F["name"] extends Stated
    ? never
    : F extends { kind: "reference"; many: true }
      ? F["name"]
      : ConventionalColumn<F> extends keyof Table
        ? never
        : F["name"]
  : never;

/** Nothing when every field has a column; otherwise a property the binding lacks, which names the fields. */
type EveryFieldBound<Missing> = [Missing] extends [never] ? unknown : { "fields without a column (state them in columns or links)": Missing };

/** `link_url` → `linkUrl`, a reference `venue` → `venueId`, money `price` → `priceCents`. */
export function conventionalColumn(field: Field): string {
  const camel = field.name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  if (field.kind === "reference") return `${camel}Id`;
  if (field.kind === "money") return `${camel}Cents`;
  return camel;
}

/** The resource bound to its table: each field's column by convention unless stated. */
export function bind<Name extends ResourceName, Fields extends readonly Field[], Table extends BoundTable, Exceptions extends string = never, Links extends string = never>(
  resource: AdminResource<Name, Fields>,
  declaration: BindingDeclaration<Table, Exceptions, Links> & EveryFieldBound<Unbound<Fields[number], Table, Exceptions | Links>>,
): BoundResource & { resource: AdminResource<Name, Fields> } {
  const tableColumns: Record<string, PgColumn> = getTableColumns(declaration.table);
  const stated: Record<string, PgColumn> = declaration.columns ?? {};
  const columns: Record<string, PgColumn> = {};
  for (const field of resource.fields) {
    if (declaration.links && field.name in declaration.links) continue;
    const column = stated[field.name] ?? tableColumns[conventionalColumn(field)];
    if (!column) throw new Error(`${resource.name}.${field.name} has no column ${conventionalColumn(field)}`);
    columns[field.name] = column;
  }
  return { resource, binding: { ...declaration, columns } };
}

/** A stored value as the form and the API show it. */
export function valueFromColumn(field: Field, value: unknown): unknown {
  if (field.kind === "datetime") return value instanceof Date ? berlinIso(value) : "";
  if (field.kind === "time") return typeof value === "string" ? value.slice(0, 5) : "";
  if (field.kind === "reference" && field.many) return value ?? [];
  if ((field.kind === "reference" || field.kind === "money") && value === undefined) return null;
  if (field.kind === "date") return value ?? "";
  // Optional text columns hold NULL for "nothing"; the form shows an empty input.
  if ((field.kind === "text" || field.kind === "textarea" || field.kind === "richtext" || field.kind === "link" || field.kind === "url") && value === null) return "";
  return value;
}

/** A checked value as its column stores it. */
export function valueToColumn(field: Field, value: unknown): unknown {
  if (field.kind === "datetime") return value ? new Date(String(value)) : null;
  if (field.kind === "date") return value || null;
  if (field.kind === "time") return value ? String(value) : null;
  if (field.kind === "reference" || field.kind === "money") return value ?? null;
  return value;
}

/** The columns to select: the id and every field, under the field's name. */
export function selection(binding: TableBinding): Record<string, PgColumn | SQL> {
  return { id: binding.table.id, ...binding.columns, ...binding.extras };
}

/** A row's values, with the binding's read-only extras beside them. */
export function rowToValues(fields: readonly Field[], row: Record<string, unknown>, binding?: TableBinding): AdminValues {
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
export function valuesToRow(fields: readonly Field[], binding: TableBinding, values: AdminValues): Record<string, unknown> {
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
