// The text of values that finds them in the site search: every `searchable` field's text in `lang`
// (list items included). Rich text is returned as stored; the index strips its markup.
import type { Lang, Localized } from "../lib/localized.ts";
import type { Field } from "./field.ts";

type Values = Record<string, unknown>;

/** Calls `visit` with each group of fields and its values: the top level, then every list item, depth first. */
export function visitFieldGroups(fields: readonly Field[], values: Values, visit: (fields: readonly Field[], values: Values) => void): void {
  visit(fields, values);
  for (const field of fields) {
    if (field.kind !== "list") continue;
    const items = values[field.name];
    if (!Array.isArray(items)) continue;
    for (const item of items) if (item && typeof item === "object") visitFieldGroups(field.item, item as Values, visit);
  }
}

/** The searchable texts of one group of fields (no list items). */
export function ownSearchText(fields: readonly Field[], values: Values, lang: Lang): string[] {
  const texts: string[] = [];
  for (const field of fields) {
    if (!("searchable" in field) || !field.searchable) continue;
    const stored = values[field.name];
    const text = stored && typeof stored === "object" ? (stored as Localized)[lang] : stored;
    if (typeof text === "string" && text.trim() !== "") texts.push(text);
  }
  return texts;
}

/** Every searchable text of `values`, list items included. */
export function searchTextOf(fields: readonly Field[], values: Values, lang: Lang): string[] {
  const texts: string[] = [];
  visitFieldGroups(fields, values, (group, groupValues) => texts.push(...ownSearchText(group, groupValues, lang)));
  return texts;
}
