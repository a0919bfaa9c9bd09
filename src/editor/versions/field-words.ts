// The words that changed inside a changed module: per text field (one line, several lines, rich text
// by its text), the words removed and added, found by jsdiff's word diff. Long unchanged stretches
// keep a few words of context on each side, so that the changes stay in view.
import { diffWords } from "diff";
import type { ModuleData } from "../../../shared/api/page-content.ts";
import { pick, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import { moduleDefinition } from "../../modules/index.ts";

export interface WordPart {
  text: string;
  change: "same" | "removed" | "added";
}

export interface FieldWords {
  /** The field's label in the definition. */
  label: string;
  parts: WordPart[];
}

/** Words of context kept on each side of a change in an unchanged stretch. */
const CONTEXT_WORDS = 8;
const GAP = "…";

/** `before` to `after` word by word; whitespace runs count as the same. */
export function wordParts(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : "same" }));
}

/** Unchanged stretches longer than twice the context keep its words next to the changes only. */
export function withContext(parts: WordPart[]): WordPart[] {
  return parts.map((part, index) => {
    if (part.change !== "same") return part;
    // Words and the whitespace between them, alternating: the context counts both.
    const tokens = part.text.split(/(\s+)/);
    const limit = CONTEXT_WORDS * 2;
    if (tokens.length <= limit * 2) return part;
    const head = tokens.slice(0, limit).join("").trimEnd();
    const tail = tokens.slice(-limit).join("").trimStart();
    if (index === 0) return { text: `${GAP} ${tail}`, change: "same" };
    if (index === parts.length - 1) return { text: `${head} ${GAP}`, change: "same" };
    return { text: `${head} ${GAP} ${tail}`, change: "same" };
  });
}

/** The text of rich text's HTML, as a browser reads it. */
export function textOfHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  // Block ends become spaces, so that the last word of a paragraph does not run into the next one.
  for (const block of body.querySelectorAll("p, li, h1, h2, h3, h4, h5, h6, br, div, blockquote")) block.after(" ");
  return (body.textContent ?? "").replace(/\s+/g, " ").trim();
}

const textKinds = new Set(["text", "textarea", "richtext"]);

function textValue(value: unknown, lang: Lang): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") return pick(value as Localized, lang);
  return "";
}

/** The changed text fields of a module of a known type, in the definition's order, with their word changes. */
export function changedWords(before: ModuleData, after: ModuleData, lang: Lang, htmlText: (html: string) => string = textOfHtml): FieldWords[] {
  const definition = moduleDefinition(after.type);
  if (!definition) return [];
  const found: FieldWords[] = [];
  for (const field of definition.fields) {
    if (!textKinds.has(field.kind)) continue;
    const read = (module: ModuleData) => {
      const text = textValue(module[field.name], lang);
      return field.kind === "richtext" ? htmlText(text) : text;
    };
    const [old, now] = [read(before), read(after)];
    if (old === now) continue;
    found.push({ label: pick(field.label, lang), parts: withContext(wordParts(old, now)) });
  }
  return found;
}
