// The passage of a search document shown under its hit: the stretch of about two lines that holds
// the most of the query's different words, cut only between words and marked with "…" where text
// was left out. PostgreSQL finds the matches (it knows the stemming); choosing and cutting is here,
// where we know where the document starts and ends.
import type { SearchSnippet } from "../../../shared/api/content-types.ts";

/** About two lines of a result list on a phone, as the ts_headline snippet was before. */
export const PASSAGE_LENGTH = 200;
/** How far the passage may start before its first match, so the match is read in context. */
const LEAD = 60;
const ELLIPSIS = "…";

/** Where a passage may begin: after the end of a sentence or of a " · "-joined part. */
const PART_START = /(?:[.!?]|\s·)\s+/g;
/** What may not end or begin a cut passage: separators and clause punctuation. */
const LOOSE_END = /[\s·,;:–-]+$/;
const LOOSE_START = /^[\s·,;:–-]+/;

/** Distinct matched words (lowercased) and all matches inside [start, end). */
function score(text: string, matches: [number, number][], start: number, end: number): [number, number] {
  const inside = matches.filter(([from, to]) => from >= start && to <= end);
  return [new Set(inside.map(([from, to]) => text.slice(from, to).toLowerCase())).size, inside.length];
}

/** The start of the passage around a match at `at`: a part or sentence start shortly before, else a word start. */
function startBefore(text: string, at: number): number {
  const from = Math.max(0, at - LEAD);
  let start = -1;
  for (const found of text.slice(from, at).matchAll(PART_START)) start = from + found.index + found[0].length;
  if (start >= 0) return start;
  if (from === 0) return 0;
  // The first whole word after `from`.
  const space = text.slice(from, at).search(/\s/);
  return space < 0 ? at : from + space + 1;
}

/** The end of a passage starting at `start`: the last word that ends within `length` characters. */
function endAfter(text: string, start: number, length: number): number {
  const limit = start + length;
  if (limit >= text.length) return text.length;
  if (/\s/.test(text[limit])) return limit;
  const space = text.lastIndexOf(" ", limit);
  return space > start ? space : limit;
}

/**
 * The best passage of a whole marked document (`full`, from ts_headline with HighlightAll), at most
 * about `length` characters, with "…" where it was cut and the match offsets moved along.
 */
export function bestPassage(full: SearchSnippet, length = PASSAGE_LENGTH): SearchSnippet {
  const { text } = full;
  const matches = [...full.matches].sort((a, b) => a[0] - b[0]);
  if (text.length <= length) return { text, matches };
  let start = 0;
  let best = score(text, matches, 0, endAfter(text, 0, length));
  // The opening wins ties: a text read from its start needs no "…" in front.
  for (const [at] of matches) {
    const candidate = startBefore(text, at);
    const [distinct, count] = score(text, matches, candidate, endAfter(text, candidate, length));
    if (distinct > best[0] || (distinct === best[0] && count > best[1])) [start, best] = [candidate, [distinct, count]];
  }
  let end = endAfter(text, start, length);
  // Trim separators the cut left hanging ("… · Oper in" ends "Oper in…", not "· Oper in").
  const leading = text.slice(start, end).match(LOOSE_START)?.[0].length ?? 0;
  start += leading;
  if (end < text.length) end -= text.slice(start, end).match(LOOSE_END)?.[0].length ?? 0;
  const prefix = start > 0 ? `${ELLIPSIS} ` : "";
  const suffix = end >= text.length ? "" : /[.!?]$/.test(text.slice(0, end)) ? ` ${ELLIPSIS}` : ELLIPSIS;
  const shift = prefix.length - start;
  return {
    text: prefix + text.slice(start, end) + suffix,
    matches: matches.filter(([from, to]) => from >= start && to <= end).map(([from, to]) => [from + shift, to + shift]),
  };
}
