// A form builder's field as the visitor's form receives it (one language), for unit tests.
import type { FormField } from "../../shared/api/content-types.ts";

/** A visible text line that is not required, with no choices, default, placeholder or help, unless `more` says otherwise. */
export function formField(slug: string, field_type: FormField["field_type"], more: Partial<FormField> = {}): FormField {
  const empty = { choices: [], default: "", placeholder_text: "", help_text: "" };
  return { id: 1, label: slug, slug, field_type, required: false, visible: true, ...empty, ...more };
}
