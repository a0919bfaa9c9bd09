// A search snippet (plain text plus match offsets) as runs of text, each marked or not, so the page
// renders matches in <mark> with React's text escaping and never as HTML.
import type { SearchSnippet } from "../../../shared/api/content-types.ts";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** The snippet split at its matches; offsets out of range or overlapping earlier ones are skipped. */
export function snippetParts({ text, matches }: SearchSnippet): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of [...matches].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
