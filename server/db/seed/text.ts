// Small helpers for bilingual text and the simple HTML the rich-text fields hold.
import type { Localized } from "../../../shared/lib/localized.ts";
import { slugify } from "../../../src/lib/urls.ts";

export type { Localized };

export function loc(de: string, en: string): Localized {
  return { de, en };
}

/** The same text in both languages (names, numbers). */
export function same(text: string): Localized {
  return { de: text, en: text };
}

export const empty: Localized = { de: "", en: "" };

/** A URL slug per language, from the title in each language. */
export function slugs(title: Localized): Localized {
  return { de: slugify(title.de), en: slugify(title.en) };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Plain paragraphs → "<p>…</p><p>…</p>". Inline markup in the input is kept as written. */
export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join("");
}

export function bulletList(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}
