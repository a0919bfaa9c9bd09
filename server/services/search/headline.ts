// The matches in a search document: PostgreSQL's ts_headline marks them with two private-use
// characters (which the index strips from the text), and we turn that into plain text plus the
// [start, end) offsets of the matches, so no HTML from content ever reaches the page. Which
// passage is shown is chosen from that in snippet-passage.ts.
import type { SearchSnippet } from "../../../shared/api/content-types.ts";

export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_END = "\uE001";

/**
 * ts_headline options: the whole text with every match marked. ts_headline's own fragments neither
 * say whether they were cut nor keep to word boundaries, so bestPassage() cuts instead.
 */
export const headlineOptions = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_END}", HighlightAll=true`;

/** Plain text and match offsets (UTF-16, as JavaScript strings count) from a marked headline. */
export function parseHeadline(marked: string): SearchSnippet {
  let text = "";
  const matches: [number, number][] = [];
  let start: number | null = null;
  for (const char of marked) {
    if (char === HIGHLIGHT_START) {
      start = text.length;
    } else if (char === HIGHLIGHT_END) {
      if (start !== null && text.length > start) matches.push([start, text.length]);
      start = null;
    } else {
      text += char;
    }
  }
  return { text, matches };
}
