// A form field in one language: its list of choices, its default, which may name one of them, and
// the whole field as the visitor's form shows it and the check of their entry reads it.
import type { FormField } from "../../shared/api/content-types.ts";
import { pick, type Lang, type LocalizedList } from "../../shared/lib/localized.ts";
import type { formFields } from "../db/schema.ts";

/** The choices in `lang`, else the German ones: the form the visitor sees and the check of their entry use the same list. */
export function choicesIn(choices: LocalizedList, lang: Lang): string[] {
  return choices[lang]?.length ? choices[lang] : (choices.de ?? []);
}

/**
 * The default in `lang`. The stored default is one value for both languages: one that names a choice
 * (in either language) becomes the same choice, by position, in `lang`, so the English form selects
 * "Yes" where the German one selects "Ja"; any other default (a number, a date, "true", a hidden
 * field's tracking value) is language-neutral and stays as stored.
 */
export function fieldDefaultIn(defaultValue: string, choices: LocalizedList, lang: Lang): string {
  const shown = choicesIn(choices, lang);
  for (const list of [choices.de ?? [], choices.en ?? []]) {
    const index = list.indexOf(defaultValue);
    if (defaultValue !== "" && index >= 0 && index < shown.length) return shown[index];
  }
  return defaultValue;
}

/** A stored form field as the visitor sees it in `lang`. */
export function formFieldIn(field: typeof formFields.$inferSelect, lang: Lang): FormField {
  return {
    id: field.id,
    label: pick(field.label, lang),
    slug: field.slug,
    field_type: field.fieldType,
    required: field.required,
    visible: field.visible,
    choices: choicesIn(field.choices, lang),
    default: fieldDefaultIn(field.defaultValue, field.choices, lang),
    placeholder_text: pick(field.placeholderText, lang),
    help_text: pick(field.helpText, lang),
  };
}
