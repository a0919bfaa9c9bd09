// What the form screen sends: the values read from the form element in the shape the server takes
// (lists for types 5 and 7, booleans for check boxes, files aside for uploading first), and the
// checks the server makes that the browser can mirror (required, e-mail, confirm e-mail, file
// size). The server stays the authority.
import type { FormField } from "../../../shared/api/content-types.ts";
import { CONFIRM_EMAIL_SLUG, isEmailAddress, tempFileField, type FormFieldValue } from "../../../shared/api/contract/form-entries.ts";
import type { Translate } from "../../i18n/index.tsx";
import { fieldKind } from "../../lib/form-field-types.ts";

export type FieldErrors = Record<string, string>;

export interface ReadValues {
  values: Record<string, FormFieldValue>;
  /** File fields with a chosen file, by slug; uploaded before the entry is sent. */
  files: Map<string, File>;
}

export function readFormValues(element: HTMLFormElement, fields: FormField[]): ReadValues {
  const data = new FormData(element);
  const values: Record<string, FormFieldValue> = {};
  const files = new Map<string, File>();
  for (const field of fields) {
    const kind = field.visible ? fieldKind(field) : "hidden";
    const raw = data.get(field.slug);
    switch (kind) {
      case "checkbox":
        values[field.slug] = raw !== null;
        break;
      case "checkboxes":
        values[field.slug] = data.getAll(field.slug).filter((value): value is string => typeof value === "string");
        break;
      case "select":
        values[field.slug] = typeof raw === "string" && raw !== "" ? [raw] : [];
        break;
      case "file":
        values[field.slug] = null;
        // A file input without a chosen file still sends an empty, nameless file.
        if (raw instanceof File && raw.name !== "") files.set(field.slug, raw);
        break;
      default:
        values[field.slug] = typeof raw === "string" ? raw : "";
    }
  }
  return { values, files };
}

/** The errors the browser can tell before sending, keyed by slug, in the page's language. */
export function checkFormValues(fields: FormField[], { values, files }: ReadValues, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const email = fields.find((field) => fieldKind(field) === "email");
  for (const field of fields) {
    if (!field.visible) continue;
    const kind = fieldKind(field);
    const value = values[field.slug];
    const file = files.get(field.slug);
    const text = typeof value === "string" ? value.trim() : "";
    const empty =
      kind === "file" ? !file : kind === "checkbox" ? value !== true : Array.isArray(value) ? value.length === 0 : text === "";
    if (field.required && empty) errors[field.slug] = t("forms.errors.required");
    else if (kind === "email" && text !== "" && !isEmailAddress(text)) errors[field.slug] = t("forms.errors.email");
    else if (kind === "file" && file && file.size === 0) errors[field.slug] = t("forms.errors.fileEmpty");
    else if (kind === "file" && file && file.size > tempFileField.maxBytes) {
      errors[field.slug] = t("forms.errors.fileTooLarge", { max: tempFileField.maxBytes / 1024 / 1024 });
    } else if (kind === "emailconfirm" && field.slug === CONFIRM_EMAIL_SLUG && text !== "" && email) {
      const original = values[email.slug];
      if (typeof original !== "string" || original.trim().toLowerCase() !== text.toLowerCase()) errors[field.slug] = t("forms.errors.emailMismatch");
    }
  }
  return errors;
}
