// The text of a teaser — preline, headline, subline, text and link — as the teaser list's items and
// the full teaser both have it (spec §3): the same fields and limits, written once.
import type { Field } from "../../shared/fields/field.ts";

const teaserTextFields = [
  { name: "preline", kind: "text", label: { de: "Dachzeile", en: "Preline" }, maxLength: 200, searchable: true },
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true, maxLength: 300, searchable: true },
  { name: "subline", kind: "text", label: { de: "Unterzeile", en: "Subline" }, maxLength: 300, searchable: true },
  { name: "text", kind: "textarea", label: { de: "Text", en: "Text" }, maxLength: 3000, searchable: true },
  { name: "link_text", kind: "text", label: { de: "Linktext", en: "Link text" }, maxLength: 100 },
  { name: "link", kind: "link", label: { de: "Link", en: "Link" } },
] as const satisfies readonly Field[];

/**
 * `before`, the teaser text's fields, then `after`, typed as written. A function rather than a
 * spread: a bundle that drops a type's fields (a visitor's rendering chunk, vite.config.ts) drops
 * this call too, where a spread would stay behind.
 */
export function withTeaserTextFields<const B extends readonly Field[], const A extends readonly Field[] = readonly []>(before: B, after?: A): readonly [...B, ...typeof teaserTextFields, ...A] {
  return [...before, ...teaserTextFields, ...(after ?? [])] as unknown as readonly [...B, ...typeof teaserTextFields, ...A];
}
