// A form's fields (rows of the form builder, in one language) as fields of the one vocabulary
// (shared/fields/): the visitor's form renders them and the server checks an entry with the schema
// derived from them (schemaOf), so kind, required-ness, limits and choices are read in one place.
import { refine, string } from "superstruct";
import type { FormField } from "../../shared/api/content-types.ts";
import { formEntryLimits, isEmailAddress } from "../../shared/api/contract/form-entries.ts";
import type { Field } from "../../shared/fields/field.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import { fieldKind } from "./form-field-types.ts";

/** An address we can write to (stricter than the browser's type=email, see isEmailAddress). */
export const emailAddress = refine(string(), "e-mail address", (value) => isEmailAddress(value) || "must be a valid e-mail address");

/** A visitor's number: up to 15 digits before the point and 10 after it, as the form has always taken. */
export const visitorNumber = { min: -1e15, max: 1e15, decimals: 10 } as const;

/**
 * `field` as a field of the vocabulary. The row is already in the entry's language, so its label
 * and help serve both of the field's languages. A hidden field is never required: it carries its
 * default. Drop-down lists (type 5) and check box groups (type 7) store a list of choices, a
 * drop-down list at most one; a file field names the visitor's upload.
 */
export function formFieldAsField(field: FormField): Field {
  const both = (text: string): Localized => ({ de: text, en: text });
  const base = { name: field.slug, label: both(field.label), required: field.required && field.visible, help: field.help_text ? both(field.help_text) : undefined };
  const maxLength = formEntryLimits.valueLength;
  const options = field.choices.map((choice) => ({ value: choice, label: both(choice) }));
  switch (fieldKind(field)) {
    case "textarea":
      return { ...base, kind: "textarea", maxLength };
    case "email":
    case "emailconfirm":
      return { ...base, kind: "text", maxLength, check: emailAddress };
    case "number":
      return { ...base, kind: "number", ...visitorNumber };
    case "select":
      return { ...base, kind: "select", options, many: true, maxItems: 1 };
    case "checkboxes":
      return { ...base, kind: "select", options, many: true };
    case "checkbox":
      return { ...base, kind: "boolean" };
    case "date":
      return { ...base, kind: "date" };
    case "file":
      return { ...base, kind: "reference", to: "temp-files" };
    case "text":
      return { ...base, kind: "text", maxLength };
  }
}
