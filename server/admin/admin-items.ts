// The admin's items of one content type: a page of the list, one item, create, change, delete. Values
// are checked against the type's definition (400 naming every failing field), rich text is sanitized,
// and each write is logged in the same transaction.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { validate } from "superstruct";
import { ApiError, badRequest, notFound } from "../../shared/api/api-error.ts";
import { ADMIN_PAGE_SIZE, type AdminFailure, type AdminItem, type AdminList, type AdminOption } from "../../shared/api/contract/admin.ts";
import { pick, type Lang, type Localized } from "../../shared/lib/localized.ts";
import { formatPrice } from "../../shared/lib/format-price.ts";
import { staffDate, staffDateTime } from "../../shared/lib/staff-dates.ts";
import type { Field } from "../../shared/fields/field.ts";
import type { AdminResource, AdminValues } from "../../src/admin/define-resource.ts";
import type { ResourceName } from "../../src/admin/resource-names.ts";
import { failuresOf } from "../../src/modules/validate-sections.ts";
import type { Db, Tx } from "../db/client.ts";
import { images } from "../db/schema.ts";
import { isPlaceable } from "../../shared/api/image-sources.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { logActivity } from "../services/activity-log.ts";
import { reindexSearchDocuments } from "../services/search/index-documents.ts";
import type { EditorWriter } from "../services/page-content-save.ts";
import { sanitizeRichText } from "../services/rich-text-sanitizer.ts";
import { invalidValues } from "./invalid-values.ts";
import { withProposedSlugs } from "./proposed-slugs.ts";
import { resourceStores } from "./resource-stores.ts";
import { rowToValues, selection, valuesToRow, type BoundResource, type TableBinding } from "./table-binding.ts";
import { adminUsage } from "../services/where-used/admin-usage.ts";
import { usesAtDelete, usesOf } from "../services/where-used/uses-of.ts";

export type { BoundResource };

/** The definition and table of a resource name, or a 404. */
export function boundResource(name: string): BoundResource {
  if (!Object.hasOwn(resourceStores, name)) throw notFound("unknown content type");
  return resourceStores[name as ResourceName];
}

const byId = ({ binding }: BoundResource, id: number): SQL => and(eq(binding.table.id, id), scopeOf(binding))!;
export const scopeOf = (binding: TableBinding): SQL | undefined => and(binding.scope ? eq(binding.scope.column, binding.scope.value) : undefined, binding.rows);

/** The expression a field sorts by: a localized field by its text in the list's language. */
function sortExpression(binding: TableBinding, field: Field, lang: Lang): SQL | PgColumn {
  const column = binding.columns[field.name];
  return "localized" in field && field.localized ? sql`lower(${column}->>${lang})` : column;
}

export function orderOf(bound: BoundResource, sort: string | undefined, lang: Lang): SQL {
  const wanted = sort ?? bound.binding.defaultSort;
  const name = wanted.replace(/^-/, "");
  const field = bound.resource.fields.find((candidate) => candidate.name === name) ?? bound.resource.fields.find((candidate) => candidate.name === bound.binding.defaultSort.replace(/^-/, ""));
  const expression = field ? sortExpression(bound.binding, field, lang) : bound.binding.table.id;
  return wanted.startsWith("-") ? desc(expression) : asc(expression);
}

/** Titles of other items by id (a room's venue), for the list's cells. */
async function titlesOf(db: Db, resourceName: string, ids: number[], lang: Lang): Promise<Map<number, string>> {
  const titles = new Map<number, string>();
  if (ids.length === 0) return titles;
  const bound = boundResource(resourceName);
  const rows = await db.select(selection(bound.binding)).from(bound.binding.table).where(inArray(bound.binding.table.id, ids));
  for (const row of rows) titles.set(row.id as number, bound.resource.title(rowToValues(bound.resource.fields, row, bound.binding), lang));
  return titles;
}

function cellText(field: Field, value: unknown, lang: Lang, references: Map<number, string> | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (field.kind === "boolean") return value ? (lang === "de" ? "ja" : "yes") : lang === "de" ? "nein" : "no";
  if (field.kind === "select") return pick(field.options.find((option) => option.value === value)?.label ?? { de: String(value), en: String(value) }, lang);
  if (field.kind === "lines") return ((value as { de: string[]; en: string[] })[lang] ?? []).join(", ");
  if (field.kind === "reference") return references?.get(value as number) ?? `#${String(value)}`;
  if (field.kind === "money") return formatPrice(value as number, lang);
  if (field.kind === "date") return staffDate(String(value), lang);
  if (field.kind === "datetime") return staffDateTime(String(value), lang);
  if (typeof value === "object") return pick(value as Localized, lang);
  return String(value);
}

/** One page of the list, searched and sorted. */
/** `of` ("production:12"): only the items whose reference field names that item; a wrong field is a 400. */
function parentCondition(bound: BoundResource, of: string | undefined): SQL | undefined {
  if (!of) return undefined;
  const [name, id] = of.split(":");
  const field = bound.resource.fields.find((candidate) => candidate.name === name && candidate.kind === "reference" && !candidate.many);
  if (!field) throw badRequest("of", `${bound.resource.name} has no reference field ${name}`);
  return eq(bound.binding.columns[name], Number(id));
}

export async function listItems(db: Db, bound: BoundResource, lang: Lang, query: { q?: string; sort?: string; page?: number; of?: string }): Promise<AdminList> {
  const { resource, binding } = bound;
  const text = query.q?.trim() ?? "";
  const where = and(scopeOf(binding), parentCondition(bound, query.of), text && binding.search ? binding.search(containsPattern(text)) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(binding.table).where(where);
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pages);
  const rows = await db
    .select(selection(binding))
    .from(binding.table)
    .where(where)
    .orderBy(orderOf(bound, query.sort, lang), asc(binding.table.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map((row) => ({ id: row.id as number, values: rowToValues(resource.fields, row, binding) }));
  const columns = resource.columns.map((name) => resource.fields.find((field) => field.name === name)!);
  const references = new Map<string, Map<number, string>>();
  for (const field of columns) {
    if (field.kind !== "reference" || field.many || field.to === "image") continue;
    const ids = [...new Set(items.map((item) => item.values[field.name]).filter((value): value is number => typeof value === "number"))];
    references.set(field.name, await titlesOf(db, field.to, ids, lang));
  }
  return {
    count: total,
    page,
    pages,
    results: items.map((item) => ({
      id: item.id,
      title: resource.title(item.values, lang),
      cells: Object.fromEntries(columns.map((field) => [field.name, cellText(field, item.values[field.name], lang, references.get(field.name))])),
      site_url: resource.siteUrl?.(item, lang) ?? null,
    })),
  };
}

/** Every item as a choice for another type's form, sorted by title. */
export async function itemOptions(db: Db, bound: BoundResource, lang: Lang): Promise<AdminOption[]> {
  const rows = await db.select(selection(bound.binding)).from(bound.binding.table).where(scopeOf(bound.binding)).limit(500);
  return rows
    .map((row) => ({ id: row.id as number, title: bound.resource.title(rowToValues(bound.resource.fields, row, bound.binding), lang) }))
    .sort((a, b) => a.title.localeCompare(b.title, lang));
}

/** The ids each `many` reference field of the item names, from its join table. */
async function linkedIds(db: Db | Tx, binding: TableBinding, id: number): Promise<Record<string, number[]>> {
  const linked: Record<string, number[]> = {};
  for (const [name, link] of Object.entries(binding.links ?? {})) {
    const rows = await db.select({ other: link.other }).from(link.table).where(eq(link.own, id));
    linked[name] = rows.map((row) => row.other as number).sort((a, b) => a - b);
  }
  return linked;
}

/** Makes the join tables name exactly the ticked items. */
async function writeLinks(tx: Tx, binding: TableBinding, id: number, values: AdminValues): Promise<void> {
  for (const [name, link] of Object.entries(binding.links ?? {})) {
    await tx.delete(link.table).where(eq(link.own, id));
    const ids = (values[name] as number[] | undefined) ?? [];
    const ownKey = Object.entries(link.table).find(([, column]) => column === link.own)![0];
    const otherKey = Object.entries(link.table).find(([, column]) => column === link.other)![0];
    if (ids.length) await tx.insert(link.table).values(ids.map((other) => ({ [ownKey]: id, [otherKey]: other })));
  }
}

export async function readItem(db: Db, bound: BoundResource, id: number, lang: Lang): Promise<AdminItem> {
  const [row] = await db.select(selection(bound.binding)).from(bound.binding.table).where(byId(bound, id));
  if (!row) throw notFound();
  const values = { ...rowToValues(bound.resource.fields, row, bound.binding), ...(await linkedIds(db, bound.binding, id)) };
  return {
    id,
    title: bound.resource.title(values, lang),
    values,
    usage: adminUsage(await usesOf(db, bound.resource.name, id, lang), lang),
    site_url: bound.resource.siteUrl?.({ id, values }, lang) ?? null,
  };
}

/** The values as they may be stored: checked against the definition, rich text sanitized. */
export function checkedValues(resource: AdminResource, values: unknown): AdminValues {
  const [error, checked] = validate(values, resource.schema);
  if (error) throw invalidValues(failuresOf(error));
  const clean = { ...(checked as AdminValues) };
  for (const field of resource.fields) {
    if (field.kind !== "richtext") continue;
    const value = clean[field.name];
    clean[field.name] = typeof value === "string" ? sanitizeRichText(value) : { de: sanitizeRichText((value as Localized).de), en: sanitizeRichText((value as Localized).en) };
  }
  return clean;
}

/** Every chosen item of a reference field exists (in its vocabulary): else a 400 at the field, before anything is written. */
async function checkReferences(db: Db | Tx, resource: AdminResource, values: AdminValues, previous?: AdminValues): Promise<void> {
  const failures: AdminFailure[] = [];
  for (const field of resource.fields) {
    if (field.kind !== "reference") continue;
    // A newly chosen image must exist and have alt text in both languages (issue 13); one placed before keeps working.
    if (field.to === "image") {
      if (typeof values[field.name] !== "number" || values[field.name] === previous?.[field.name]) continue;
      const [image] = await db.select({ alt: images.alt }).from(images).where(eq(images.id, values[field.name] as number));
      if (!image) failures.push({ field: field.name, reason: "must be chosen from the media library" });
      else if (!isPlaceable({ de: image.alt.de ?? "", en: image.alt.en ?? "" })) failures.push({ field: field.name, reason: "needs alt text in German and English before it can be placed" });
      continue;
    }
    const raw = values[field.name];
    const ids = (Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw]) as number[];
    if (ids.length === 0) continue;
    const other = boundResource(field.to).binding;
    const found = await db.select({ id: other.table.id }).from(other.table).where(and(inArray(other.table.id, ids), scopeOf(other)));
    if (found.length !== new Set(ids).size) failures.push({ field: field.name, reason: "must be chosen from the list" });
  }
  if (failures.length) throw invalidValues(failures);
}

/** A unique column's clash ("slug already used") as a 400 at that field; other database errors pass. */
function constraintFailure(bound: BoundResource, error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === "23503") {
    // A chosen item was deleted between the check and the write.
    const field = bound.resource.fields.find((candidate) => cause.constraint?.includes(bound.binding.columns[candidate.name]?.name ?? "\u0000"))?.name ?? bound.resource.fields[0].name;
    throw invalidValues([{ field, reason: "must be chosen from the list" }]);
  }
  if (cause?.code === "23505") {
    const field = bound.resource.fields.find((candidate) => cause.constraint?.includes(bound.binding.columns[candidate.name]?.name ?? "\u0000"))?.name ?? bound.resource.fields[0].name;
    throw invalidValues([{ field, reason: "is already used by another item" }]);
  }
  throw error;
}

/** Runs a write with its activity log line and the item's search documents, in one transaction. */
async function logged(writer: EditorWriter, bound: BoundResource, action: string, id: number | null, summary: string, lang: Lang, work: (tx: Tx) => Promise<number | void>): Promise<number> {
  return writer.db.transaction(async (tx) => {
    const written = (await work(tx)) ?? id!;
    await logActivity(tx, { userId: writer.user.id, action: `${bound.resource.name}.${action}`, objectKind: bound.resource.name, objectId: written, lang, summary, at: writer.now });
    if (bound.resource.searchKind) await reindexSearchDocuments(tx, bound.resource.searchKind, [written], writer.now);
    return written;
  });
}

export async function createItem(writer: EditorWriter, bound: BoundResource, raw: unknown, lang: Lang): Promise<AdminItem> {
  const values = checkedValues(bound.resource, await withProposedSlugs(writer.db, bound.resource, raw, null));
  await checkReferences(writer.db, bound.resource, values);
  let id = 0;
  try {
    id = await logged(writer, bound, "create", null, bound.resource.title(values, lang), lang, async (tx) => {
      const write = { id: null, values, before: null, userId: writer.user.id, now: writer.now };
      await bound.binding.beforeWrite?.(tx, write);
      const [row] = await tx
        .insert(bound.binding.table)
        .values({ ...valuesToRow(bound.resource.fields, bound.binding, values), ...bound.binding.insertExtras?.() })
        .returning({ id: bound.binding.table.id });
      await writeLinks(tx, bound.binding, row.id as number, values);
      await bound.binding.afterWrite?.(tx, { ...write, id: row.id as number });
      return row.id as number;
    });
  } catch (error) {
    constraintFailure(bound, error);
  }
  return readItem(writer.db, bound, id, lang);
}

export async function updateItem(writer: EditorWriter, bound: BoundResource, id: number, raw: unknown, lang: Lang): Promise<AdminItem> {
  const values = checkedValues(bound.resource, await withProposedSlugs(writer.db, bound.resource, raw, id));
  const before = (await readItem(writer.db, bound, id, lang)).values;
  await checkReferences(writer.db, bound.resource, values, before);
  try {
    await logged(writer, bound, "update", id, bound.resource.title(values, lang), lang, async (tx) => {
      const write = { id, values, before, userId: writer.user.id, now: writer.now };
      await bound.binding.beforeWrite?.(tx, write);
      const updated = await tx.update(bound.binding.table).set(valuesToRow(bound.resource.fields, bound.binding, values)).where(byId(bound, id)).returning({ id: bound.binding.table.id });
      if (updated.length === 0) throw notFound();
      await writeLinks(tx, bound.binding, id, values);
      await bound.binding.afterWrite?.(tx, write);
    });
  } catch (error) {
    constraintFailure(bound, error);
  }
  return readItem(writer.db, bound, id, lang);
}

/** Deletes an item nothing refers to; otherwise a 409 with the usage, and nothing changes. */
export async function deleteItem(writer: EditorWriter, bound: BoundResource, id: number, lang: Lang): Promise<{ deleted: true }> {
  if (bound.resource.deletable === false) throw new ApiError(405, { error: "not_deletable", reason: `${bound.resource.name} are deactivated, not deleted` });
  const item = await readItem(writer.db, bound, id, lang);
  await logged(writer, bound, "delete", id, item.title, lang, async (tx) => {
    // The row lock makes a reference written meanwhile wait (a foreign key or a content save locks
    // this row for share), so the usage counted here is the usage at the delete.
    await tx.select({ id: bound.binding.table.id }).from(bound.binding.table).where(byId(bound, id)).for("update");
    const usage = adminUsage(await usesAtDelete(tx, bound.resource.name, id, lang), lang);
    if (usage.length > 0) throw new ApiError(409, { error: "in_use", reason: "the item is still used", usage });
    await tx.delete(bound.binding.table).where(byId(bound, id));
  });
  return { deleted: true };
}
