// Visitors' form entries. The server is the authority: every posted value is checked against the
// form's own fields (required, e-mail format, confirm e-mail, choices of the entry's language,
// numbers, dates, uploads), all failing fields are reported together, and the entry and the links
// of its uploads are written in one transaction — or not at all.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { formEntries, formFields, forms, tempFiles } from "../db/schema.ts";
import {
  CONFIRM_EMAIL_SLUG,
  formEntryLimits,
  isEmailAddress,
  type FormEntryCreated,
  type FormFieldValue,
} from "../../shared/api/contract/form-entries.ts";
import { fieldKind, type FieldKind } from "../../src/lib/form-field-types.ts";
import { translator, type Translate } from "../../src/i18n/index.tsx";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { TEMP_FILE_MAX_AGE_MS } from "./uploads/temp-files.ts";
import { choicesIn, fieldDefaultIn } from "./form-field-language.ts";

/** Slug → the reason its value was refused, in the entry's language. */
export type FieldErrors = Record<string, string>;

export type SubmitResult = { ok: true; entry: FormEntryCreated } | { ok: false; reason: "not_found" } | { ok: false; reason: "invalid"; fields: FieldErrors };

type FieldRow = typeof formFields.$inferSelect;
type StoredValue = string | number | boolean | null | string[];

/** Raised inside the transaction when an upload was taken by another entry meanwhile; rolls it back. */
export class TempFileTaken extends Error {
  constructor(public readonly slugs: string[]) {
    super(`temp file already used: ${slugs.join(", ")}`);
    this.name = "TempFileTaken";
  }
}

const truthy = new Set(["true", "on", "1", "yes"]);
const falsy = new Set(["false", "off", "0", "no", ""]);
const numberPattern = /^[+-]?\d{1,15}(\.\d{1,10})?$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const idPattern = /^\d{1,9}$/;

function isRealDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A text value: strings trimmed, numbers as digits, null as empty; anything else is no text. */
function asText(value: FormFieldValue | undefined): string | undefined {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return undefined;
}

/** A list value: a single text becomes a list of one, empty texts are dropped. */
function asList(value: FormFieldValue | undefined): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (Array.isArray(value)) return value.filter((item) => item.trim() !== "");
  return undefined;
}

interface Checked {
  value: StoredValue;
  error?: string;
  /** A referenced upload (file fields). */
  fileId?: number;
}

function checkField(field: FieldRow, kind: FieldKind, raw: FormFieldValue | undefined, lang: Lang, t: Translate): Checked {
  const required = field.required && field.visible;
  const maxLength = formEntryLimits.valueLength;
  switch (kind) {
    case "checkbox": {
      let checked: boolean | undefined;
      if (raw === undefined || raw === null) checked = false;
      else if (typeof raw === "boolean") checked = raw;
      else if (typeof raw === "string" && truthy.has(raw.trim().toLowerCase())) checked = true;
      else if (typeof raw === "string" && falsy.has(raw.trim().toLowerCase())) checked = false;
      if (checked === undefined) return { value: false, error: t("forms.errors.invalid") };
      return { value: checked, error: required && !checked ? t("forms.errors.required") : undefined };
    }
    case "select":
    case "checkboxes": {
      const list = asList(raw);
      if (list === undefined) return { value: [], error: t("forms.errors.invalid") };
      const chosen = [...new Set(list)];
      if (chosen.length > formEntryLimits.listLength || chosen.some((item) => item.length > maxLength)) {
        return { value: [], error: t("forms.errors.choice") };
      }
      if (required && chosen.length === 0) return { value: chosen, error: t("forms.errors.required") };
      const allowed = choicesIn(field.choices, lang);
      const fits = chosen.every((item) => allowed.includes(item)) && (kind === "checkboxes" || chosen.length <= 1);
      return { value: chosen, error: fits ? undefined : t("forms.errors.choice") };
    }
    case "file": {
      if (raw === undefined || raw === null || raw === "") {
        return { value: null, error: required ? t("forms.errors.required") : undefined };
      }
      const id = typeof raw === "number" ? raw : typeof raw === "string" && idPattern.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { value: null, error: t("forms.errors.fileMissing") };
      return { value: id, fileId: id };
    }
    default: {
      const text = asText(raw);
      if (text === undefined) return { value: "", error: t("forms.errors.invalid") };
      if (text.length > maxLength) return { value: "", error: t("forms.errors.tooLong", { max: maxLength }) };
      if (text === "") {
        const empty = kind === "number" || kind === "date" ? null : "";
        return { value: empty, error: required ? t("forms.errors.required") : undefined };
      }
      if (kind === "email" && !isEmailAddress(text)) return { value: text, error: t("forms.errors.email") };
      if (kind === "number") {
        if (!numberPattern.test(text)) return { value: text, error: t("forms.errors.number") };
        return { value: Number(text) };
      }
      if (kind === "date" && !isRealDate(text)) return { value: text, error: t("forms.errors.date") };
      return { value: text };
    }
  }
}

/** Checks the uploads an entry names: they exist, are recent, were uploaded by this browser and belong to no entry yet. */
async function checkTempFiles(db: Db, files: Map<string, number>, now: Date, visitorKey: string, t: Translate): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (files.size === 0) return errors;
  const rows = await db
    .select({ id: tempFiles.id, formEntryId: tempFiles.formEntryId, createdAt: tempFiles.createdAt, ownerKey: tempFiles.ownerKey })
    .from(tempFiles)
    .where(inArray(tempFiles.id, [...new Set(files.values())]));
  const usable = new Set(
    rows
      .filter((row) => row.formEntryId === null && now.getTime() - row.createdAt.getTime() < TEMP_FILE_MAX_AGE_MS)
      .filter((row) => visitorKey !== "" && row.ownerKey === visitorKey)
      .map((row) => row.id),
  );
  const seen = new Set<number>();
  for (const [slug, id] of files) {
    // One upload belongs to one field: naming it twice is as wrong as naming a used one.
    if (!usable.has(id) || seen.has(id)) errors[slug] = t("forms.errors.fileMissing");
    seen.add(id);
  }
  return errors;
}

/** Stores a checked entry and links its uploads to it, in one transaction; throws TempFileTaken (and writes nothing) if an upload was used meanwhile. */
export async function saveFormEntry(
  db: Db,
  entry: { formId: number; lang: Lang; values: Record<string, StoredValue>; files: Map<string, number> },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(formEntries).values({ formId: entry.formId, lang: entry.lang, fieldValues: entry.values }).returning({ id: formEntries.id });
    const ids = [...entry.files.values()];
    if (ids.length) {
      // The condition makes the claim atomic: a concurrent entry naming the same upload finds it taken.
      const claimed = await tx
        .update(tempFiles)
        .set({ formEntryId: row.id })
        .where(and(inArray(tempFiles.id, ids), isNull(tempFiles.formEntryId)))
        .returning({ id: tempFiles.id });
      const got = new Set(claimed.map((file) => file.id));
      const missing = [...entry.files].filter(([, id]) => !got.has(id)).map(([slug]) => slug);
      if (missing.length) throw new TempFileTaken(missing);
    }
    return row.id;
  });
}

/** Checks a visitor's entry against the form and stores it; says which fields failed and why, or that the form is not there. */
export async function submitFormEntry(
  db: Db,
  input: { formId: number; lang: Lang; values: Record<string, FormFieldValue>; now: Date; visitorKey: string },
): Promise<SubmitResult> {
  const { formId, lang, values } = input;
  const [form] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  // Offline forms take no entries, not even from editors previewing them.
  if (!form || !form.isOnline) return { ok: false, reason: "not_found" };
  const fields = await db.select().from(formFields).where(eq(formFields.formId, formId)).orderBy(asc(formFields.position), asc(formFields.id));
  const t = translator(lang);
  const errors: FieldErrors = {};
  const stored: Record<string, StoredValue> = {};
  const files = new Map<string, number>();

  const known = new Set(fields.map((field) => field.slug));
  for (const slug of Object.keys(values)) {
    if (!known.has(slug) && slug !== CONFIRM_EMAIL_SLUG) errors[slug] = t("forms.errors.unknownField");
  }

  for (const field of fields) {
    // A hidden field carries its default unless the page set another value.
    const raw = field.slug in values ? values[field.slug] : field.visible ? undefined : fieldDefaultIn(field.defaultValue, field.choices, lang);
    const checked = checkField(field, fieldKind({ field_type: field.fieldType }), raw, lang, t);
    stored[field.slug] = checked.value;
    if (checked.error) errors[field.slug] = checked.error;
    else if (checked.fileId !== undefined) files.set(field.slug, checked.fileId);
  }

  // Spec §3: the confirm-email field is optional; when given it must repeat the form's e-mail field.
  // It only confirms, so it is not stored.
  const confirm = asText(values[CONFIRM_EMAIL_SLUG]);
  const emailField = fields.find((field) => fieldKind({ field_type: field.fieldType }) === "email");
  if (confirm === undefined) errors[CONFIRM_EMAIL_SLUG] = t("forms.errors.invalid");
  else if (confirm !== "" && emailField) {
    const email = stored[emailField.slug];
    if (typeof email !== "string" || email.toLowerCase() !== confirm.toLowerCase()) errors[CONFIRM_EMAIL_SLUG] = t("forms.errors.emailMismatch");
  }

  Object.assign(errors, await checkTempFiles(db, files, input.now, input.visitorKey, t));
  if (Object.keys(errors).length) return { ok: false, reason: "invalid", fields: errors };

  let id: number;
  try {
    id = await saveFormEntry(db, { formId, lang, values: stored, files });
  } catch (error) {
    if (!(error instanceof TempFileTaken)) throw error;
    return { ok: false, reason: "invalid", fields: Object.fromEntries(error.slugs.map((slug) => [slug, t("forms.errors.fileMissing")])) };
  }
  return { ok: true, entry: { id, message: pick(form.thankYou, lang) || `<p>${t("forms.thanks")}</p>` } };
}
