// The text of a teaser — preline, headline, subline, text and link — as the teaser list's items and
// the full teaser both have it (spec §3): the same fields and limits, written once.
import { optional } from "superstruct";
import type { FieldDefinition } from "./define-module.ts";
import { optionalLinkTarget, plainText, requiredText } from "./field-schemas.ts";

// Functions rather than spread constants: a bundle that drops a type's schema and fields (a visitor's
// rendering chunk, vite.config.ts) drops these calls too, where a spread would stay behind.

const teaserTextSchema = {
  preline: optional(plainText(200)),
  headline: requiredText(300),
  subline: optional(plainText(300)),
  text: optional(plainText(3000)),
  link_text: optional(plainText(100)),
  link: optional(optionalLinkTarget),
};

const teaserTextFields: FieldDefinition[] = [
  { name: "preline", kind: "text", label: { de: "Dachzeile", en: "Preline" }, maxLength: 200, searchable: true },
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true, maxLength: 300, searchable: true },
  { name: "subline", kind: "text", label: { de: "Unterzeile", en: "Subline" }, maxLength: 300, searchable: true },
  { name: "text", kind: "textarea", label: { de: "Text", en: "Text" }, maxLength: 3000, searchable: true },
  { name: "link_text", kind: "text", label: { de: "Linktext", en: "Link text" }, maxLength: 100 },
  { name: "link", kind: "link", label: { de: "Link", en: "Link" } },
];

/** `before`'s schema entries, the teaser text's, then `after`'s. */
export function withTeaserTextSchema<B extends object, A extends object>(before: B, after: A): B & typeof teaserTextSchema & A {
  return { ...before, ...teaserTextSchema, ...after };
}

/** `before`, the teaser text's fields, then `after`. */
export function withTeaserTextFields(before: FieldDefinition[], after: FieldDefinition[] = []): FieldDefinition[] {
  return [...before, ...teaserTextFields, ...after];
}
