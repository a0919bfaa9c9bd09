// A new item's values, derived from its fields: empty text (in both languages where localized),
// false, no choice where the editor must choose, no reference, an empty list — or the field's own
// `default`. Only required fields may be left for the editor to fill (the schema then names them).
import type { Field } from "./field.ts";

/** A new value of one field. */
export function defaultOf(field: Field): unknown {
  const empty = (value: unknown) => ("localized" in field && field.localized ? { de: value, en: value } : value);
  switch (field.kind) {
    case "text":
    case "textarea":
      return typeof field.default === "object" ? { ...field.default } : empty(field.default ?? "");
    case "richtext":
    case "link":
      return empty("");
    case "code":
    case "url":
    case "date":
    case "datetime":
    case "time":
      return "";
    case "number":
      return field.default ?? null;
    case "boolean":
      return field.default ?? false;
    case "select":
      if (field.many) return field.default === undefined ? [] : [field.default];
      return field.default ?? (field.required ? "" : (field.options[0]?.value ?? ""));
    case "money":
      return null;
    case "lines":
      return { de: [], en: [] };
    case "reference":
      return field.many ? [] : null;
    case "list":
      return field.default ? structuredClone(field.default) : [];
  }
}

/** A new item's values: each field's default under its name. */
export function defaultsOf(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, defaultOf(field)]));
}
