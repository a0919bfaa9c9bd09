// Rich text from the editor is HTML that visitors' pages render as it is, so the server keeps only
// what the editor's toolbar can make (spec §9: bold, italic, link, lists) and drops everything else:
// scripts, event handlers, styles and links to anything but web, mail, phone and site paths.
import sanitizeHtml from "sanitize-html";
import type { Section } from "../../shared/api/page-content.ts";
import { mapFieldValues } from "../../src/modules/module-tree.ts";

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "b", "i", "a", "ul", "ol", "li"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Site-relative paths ("/de/spielplan") are allowed; protocol-relative ones ("//evil.example") are not.
  allowProtocolRelative: false,
  // Forbidden elements go with their content (a script's code must not turn into text).
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that opens a new window must not hand the opener to the other site.
    a: (tagName, attribs) => (attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs }),
  },
};

/** The rich text with only the allowed tags, attributes and link schemes left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The content with every `richtext` field (in any module and list item) sanitized. */
export function sanitizeRichTextFields(sections: readonly Section[]): Section[] {
  return mapFieldValues(sections, "richtext", (value) => (typeof value === "string" ? sanitizeRichText(value) : value));
}
