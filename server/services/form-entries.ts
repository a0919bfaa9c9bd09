// Visitors' form entries. The server is the authority: every posted value is checked against the
// form's own fields (form-entry-check.ts: the schema derived from them, in the entry's language),
// the confirm-email field against the e-mail field, uploads against their owner; all failing fields
// are reported together, and the entry and the links of its uploads are written in one transaction —
// or not at all.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { formEntries, formFields, forms, tempFiles } from "../db/schema.ts";
import { CONFIRM_EMAIL_SLUG, type FormEntryCreated, type FormFieldValue } from "../../shared/api/contract/form-entries.ts";
import { fieldKind } from "../../src/lib/form-field-types.ts";
import { translator, type Translate } from "../../src/i18n/index.tsx";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { TEMP_FILE_MAX_AGE_MS } from "./uploads/temp-files.ts";
import { formFieldIn } from "./form-field-language.ts";
import { checkFormEntry, postedText, type FieldErrors, type StoredValue } from "./form-entry-check.ts";

export type SubmitResult = { ok: true; entry: FormEntryCreated } | { ok: false; reason: "not_found" } | { ok: false; reason: "invalid"; fields: FieldErrors };

/** Raised inside the transaction when an upload was taken by another entry meanwhile; rolls it back. */
export class TempFileTaken extends Error {
  constructor(public readonly slugs: string[]) {
    super(`temp file already used: ${slugs.join(", ")}`);
    this.name = "TempFileTaken";
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
  const rows = await db.select().from(formFields).where(eq(formFields.formId, formId)).orderBy(asc(formFields.position), asc(formFields.id));
  const fields = rows.map((row) => formFieldIn(row, lang));
  const t = translator(lang);

  // A hidden field carries its default unless the page set another value; the confirm-email field only confirms.
  // (fromEntries: a posted "__proto__" stays a key of its own.)
  const posted: Record<string, FormFieldValue> = Object.fromEntries(
    Object.entries(values).filter(([slug]) => slug !== CONFIRM_EMAIL_SLUG || fields.some((field) => field.slug === slug)),
  );
  for (const field of fields) if (!field.visible && !Object.hasOwn(posted, field.slug)) posted[field.slug] = field.default;
  const { values: stored, errors } = checkFormEntry(fields, posted, t);

  // Spec §3: the confirm-email field is optional; when given it must repeat the form's e-mail field.
  // It only confirms, so it is not stored.
  const confirm = postedText(values[CONFIRM_EMAIL_SLUG]);
  const emailField = fields.find((field) => fieldKind(field) === "email");
  if (confirm === undefined) errors[CONFIRM_EMAIL_SLUG] = t("forms.errors.invalid");
  else if (confirm !== "" && emailField) {
    const email = stored[emailField.slug];
    if (typeof email !== "string" || email.toLowerCase() !== confirm.toLowerCase()) errors[CONFIRM_EMAIL_SLUG] = t("forms.errors.emailMismatch");
  }

  // A file field's value is the id of the visitor's upload.
  const files = new Map<string, number>();
  for (const field of fields) {
    const id = stored[field.slug];
    if (fieldKind(field) === "file" && typeof id === "number" && !(field.slug in errors)) files.set(field.slug, id);
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
