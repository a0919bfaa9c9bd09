// What the form screen sends: the values read from the form element in the shape the server takes
// (lists for types 5 and 7, booleans for check boxes, files aside for uploading first), and the
// checks the server makes that the browser can mirror (required, e-mail, confirm e-mail, file
// size), read from the fields as the vocabulary declares them. The server stays the authority.
import type { FormField } from "../../../shared/api/content-types.ts";
import { CONFIRM_EMAIL_SLUG, tempFileField, type FormFieldValue } from "../../../shared/api/contract/form-entries.ts";
import type { Translate } from "../../i18n/index.tsx";
import { fieldKind } from "../../lib/form-field-types.ts";
import { formFieldAsField } from "../../lib/form-fields-as-fields.ts";

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
    const shown = formFieldAsField(field);
    const raw = data.get(field.slug);
    // A hidden field sends its value as text, whatever its kind.
    switch (field.visible ? shown.kind : "hidden") {
      case "boolean":
        values[field.slug] = raw !== null;
        break;
      case "select":
        // A drop-down list sends its one choice as a list, check boxes each ticked one.
        values[field.slug] = "maxItems" in shown && shown.maxItems === 1 ? (typeof raw === "string" && raw !== "" ? [raw] : []) : data.getAll(field.slug).filter((value): value is string => typeof value === "string");
        break;
      case "reference":
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
    const shown = formFieldAsField(field);
    const value = values[field.slug];
    const file = files.get(field.slug);
    const text = typeof value === "string" ? value.trim() : "";
    const empty = shown.kind === "reference" ? !file : shown.kind === "boolean" ? value !== true : Array.isArray(value) ? value.length === 0 : text === "";
    const confirm = field.slug === CONFIRM_EMAIL_SLUG && fieldKind(field) === "emailconfirm";
    if (shown.required && empty) errors[field.slug] = t("forms.errors.required");
    // The confirm-email field is only compared with the e-mail field, as on the server.
    else if (shown.kind === "text" && shown.check && !confirm && text !== "" && shown.check.validate(text)[0]) errors[field.slug] = t("forms.errors.email");
    else if (file && file.size === 0) errors[field.slug] = t("forms.errors.fileEmpty");
    else if (file && file.size > tempFileField.maxBytes) {
      errors[field.slug] = t("forms.errors.fileTooLarge", { max: tempFileField.maxBytes / 1024 / 1024 });
    } else if (confirm && text !== "" && email) {
      const original = values[email.slug];
      if (typeof original !== "string" || original.trim().toLowerCase() !== text.toLowerCase()) errors[field.slug] = t("forms.errors.emailMismatch");
    }
  }
  return errors;
}
