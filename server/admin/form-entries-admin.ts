// Form entries for the editors (issue 13): a form's entries page by page with their unread state,
// one entry with its values in the form's words and its files (opening it marks it read), all of a
// form's entries as CSV, and an uploaded file as a download.
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import { notFound } from "../../shared/api/api-error.ts";
import { adminFormsContract, ENTRY_PAGE_SIZE, type AdminEntry, type AdminEntryFile, type AdminEntryList } from "../../shared/api/contract/admin-forms.ts";
import { endpointUrl, type FileAnswer } from "../../shared/api/endpoint.ts";
import { berlinIso, TIME_ZONE } from "../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import type { Db } from "../db/client.ts";
import { formEntries, formFields, forms, tempFiles } from "../db/schema.ts";
import { extensionOf } from "../http/uploads/file-type.ts";
import { typedFileName, uploadsDir } from "../services/uploads/temp-files.ts";
import { csvText } from "./csv-text.ts";

type Field = typeof formFields.$inferSelect;

async function formOf(db: Db, formId: number, lang: Lang) {
  const [form] = await db.select({ id: forms.id, title: forms.title }).from(forms).where(eq(forms.id, formId));
  if (!form) throw notFound("form not found");
  const fields = await db.select().from(formFields).where(eq(formFields.formId, formId)).orderBy(asc(formFields.position), asc(formFields.id));
  return { form: { id: form.id, title: pick(form.title, lang) }, fields };
}

/** A stored value as text: lists joined, yes/no for check boxes. */
function valueText(value: unknown, lang: Lang): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? (lang === "de" ? "ja" : "yes") : lang === "de" ? "nein" : "no";
  return String(value);
}

/** An uploaded file's name with the extension of its detected type (also for files kept before names were typed). */
const offeredName = (file: typeof tempFiles.$inferSelect) => typedFileName(file.originalName || null, extensionOf(file.contentType) ?? "bin");

const fileUrl = (lang: Lang, file: number) => endpointUrl(adminFormsContract.adminFormEntryFile, { lang, file });

async function filesOf(db: Db, entryIds: number[], lang: Lang): Promise<Map<number, AdminEntryFile & { entry: number }>> {
  const files = new Map<number, AdminEntryFile & { entry: number }>();
  if (entryIds.length === 0) return files;
  const rows = await db.select().from(tempFiles).where(inArray(tempFiles.formEntryId, entryIds));
  for (const row of rows) files.set(row.id, { id: row.id, name: offeredName(row), url: fileUrl(lang, row.id), entry: row.formEntryId! });
  return files;
}

/** The values of an entry in the order of the form's fields, files by name and address. */
function entryValues(fields: Field[], values: Record<string, unknown>, files: Map<number, AdminEntryFile & { entry: number }>, entryId: number, lang: Lang) {
  return fields.map((field) => {
    const raw = values[field.slug];
    const file = typeof raw === "number" ? files.get(raw) : undefined;
    const own = file && file.entry === entryId ? [{ id: file.id, name: file.name, url: file.url }] : [];
    return { slug: field.slug, label: pick(field.label, lang), value: own.length ? own[0].name : valueText(raw, lang), files: own };
  });
}

export async function listFormEntries(db: Db, formId: number, lang: Lang, page = 1): Promise<AdminEntryList> {
  const { form, fields } = await formOf(db, formId, lang);
  const [{ total }] = await db.select({ total: count() }).from(formEntries).where(eq(formEntries.formId, formId));
  const [{ unread }] = await db.select({ unread: count() }).from(formEntries).where(and(eq(formEntries.formId, formId), isNull(formEntries.readAt)));
  const pages = Math.max(1, Math.ceil(total / ENTRY_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db
    .select()
    .from(formEntries)
    .where(eq(formEntries.formId, formId))
    .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
    .limit(ENTRY_PAGE_SIZE)
    .offset((current - 1) * ENTRY_PAGE_SIZE);
  return {
    form,
    count: total,
    unread,
    page: current,
    pages,
    csv_url: endpointUrl(adminFormsContract.adminFormEntriesCsv, { lang, form: formId }),
    results: rows.map((row) => ({
      id: row.id,
      created_at: berlinIso(row.createdAt),
      lang: row.lang,
      read: row.readAt !== null,
      summary: fields
        .filter((field) => field.fieldType !== 9)
        .map((field) => valueText(row.fieldValues[field.slug], lang))
        .filter(Boolean)
        .slice(0, 3)
        .join(" · ")
        .slice(0, 160),
    })),
  };
}

/** One entry; marks it read when nobody had opened it yet. */
export async function readFormEntry(db: Db, formId: number, entryId: number, lang: Lang, now: Date): Promise<AdminEntry> {
  const { form, fields } = await formOf(db, formId, lang);
  const [row] = await db.select().from(formEntries).where(and(eq(formEntries.id, entryId), eq(formEntries.formId, formId)));
  if (!row) throw notFound("entry not found");
  if (row.readAt === null) await db.update(formEntries).set({ readAt: now }).where(and(eq(formEntries.id, entryId), isNull(formEntries.readAt)));
  const files = await filesOf(db, [entryId], lang);
  return { id: row.id, form, created_at: berlinIso(row.createdAt), lang: row.lang, values: entryValues(fields, row.fieldValues, files, row.id, lang) };
}

/** All entries of a form as CSV (UTF-8 with BOM, for spreadsheet programs), newest first; files as their download address. */
export async function formEntriesCsv(db: Db, formId: number, lang: Lang, origin: string): Promise<FileAnswer> {
  const { form, fields } = await formOf(db, formId, lang);
  const rows = await db.select().from(formEntries).where(eq(formEntries.formId, formId)).orderBy(desc(formEntries.createdAt), desc(formEntries.id));
  const files = await filesOf(db, rows.map((row) => row.id), lang);
  const header = [lang === "de" ? "Nummer" : "Number", lang === "de" ? "Eingegangen" : "Received", lang === "de" ? "Sprache" : "Language", ...fields.map((field) => pick(field.label, lang))];
  const lines = [header, ...rows.map((row) => [String(row.id), formatInTimeZone(row.createdAt, TIME_ZONE, "yyyy-MM-dd HH:mm"), row.lang, ...entryValues(fields, row.fieldValues, files, row.id, lang).map((value) => (value.files.length ? value.files.map((file) => origin + file.url).join(" ") : value.value))])];
  const body = csvText(lines, ",");
  const name = form.title.normalize("NFKD").replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "").toLowerCase() || `form-${formId}`;
  return { contentType: "text/csv; charset=utf-8", filename: `${name}-entries.csv`, body };
}

/** A file a visitor uploaded with an entry; files of no entry are not offered. */
export async function formEntryFile(db: Db, dataDir: string, fileId: number): Promise<FileAnswer> {
  const [file] = await db.select().from(tempFiles).where(eq(tempFiles.id, fileId));
  if (!file || file.formEntryId === null) throw notFound("file not found");
  const body = await fs.readFile(path.join(uploadsDir(dataDir), file.storedName)).catch(() => null);
  if (!body) throw notFound("file not found");
  return { contentType: file.contentType, filename: offeredName(file), body };
}
