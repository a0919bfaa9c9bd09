// Search snippets travel as plain text with match offsets, never as HTML, and show the best passage
// of the document cut between words.
import assert from "node:assert/strict";
import { test } from "node:test";
import { HIGHLIGHT_END, HIGHLIGHT_START, parseHeadline } from "../../server/services/search/headline.ts";
import { bestPassage } from "../../server/services/search/snippet-passage.ts";
import { snippetParts } from "../../src/pages/search/snippet-parts.ts";

const marked = (word: string) => `${HIGHLIGHT_START}${word}${HIGHLIGHT_END}`;

test("parseHeadline turns ts_headline's markers into offsets of the plain text", () => {
  const snippet = parseHeadline(`Oper von ${marked("Mozart")} über die ${marked("Zauberflöte")} <b>`);
  assert.equal(snippet.text, "Oper von Mozart über die Zauberflöte <b>");
  assert.deepEqual(snippet.matches, [[9, 15], [25, 36]]);
  assert.deepEqual(snippet.matches.map(([start, end]) => snippet.text.slice(start, end)), ["Mozart", "Zauberflöte"]);
});

test("parseHeadline ignores unbalanced or empty markers", () => {
  assert.deepEqual(parseHeadline(`a${HIGHLIGHT_END}b${HIGHLIGHT_START}${HIGHLIGHT_END}c${HIGHLIGHT_START}d`), { text: "abcd", matches: [] });
});

test("snippetParts splits the text at its matches", () => {
  assert.deepEqual(snippetParts({ text: "Oper von Mozart", matches: [[9, 15]] }), [
    { text: "Oper von ", marked: false },
    { text: "Mozart", marked: true },
  ]);
  assert.deepEqual(snippetParts({ text: "Mozart", matches: [] }), [{ text: "Mozart", marked: false }]);
});

test("snippetParts skips matches out of range or overlapping, and sorts them", () => {
  const parts = snippetParts({ text: "abcdef", matches: [[4, 5], [0, 2], [1, 3], [5, 99], [3, 3]] });
  assert.deepEqual(parts, [
    { text: "ab", marked: true },
    { text: "cd", marked: false },
    { text: "e", marked: true },
    { text: "f", marked: false },
  ]);
});

/** The snippet's text between its ellipses must be a stretch of `text` that starts and ends between words. */
function assertWholeWords(snippet: string, text: string): void {
  const inner = snippet.replace(/^… /, "").replace(/ ?…$/, "");
  const at = text.indexOf(inner);
  assert.ok(at >= 0, `"${inner}" is a stretch of the text`);
  assert.ok(at === 0 || text[at - 1] === " ", `starts at a word: "${inner.slice(0, 20)}"`);
  const end = at + inner.length;
  assert.ok(end === text.length || text[end] === " ", `ends at a word: "${inner.slice(-20)}"`);
  assert.equal(snippet.startsWith("… "), at > 0, "… in front exactly when text was left out there");
  assert.equal(snippet.endsWith("…"), end < text.length, "… at the end exactly when text was left out there");
}

/** A marked document as parseHeadline gives it: `words` matched wherever they stand. */
function document(text: string, ...words: string[]) {
  const matches: [number, number][] = [];
  for (const word of words) for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) matches.push([at, at + word.length]);
  return { text, matches };
}

const filler = (count: number, word = "Theater") => Array.from({ length: count }, (_, i) => `${word}${i}`).join(" ");

test("bestPassage leaves a short text whole", () => {
  const short = document("Oper in zwei Aufzügen von Mozart", "Mozart");
  assert.deepEqual(bestPassage(short), short);
});

test("bestPassage cuts a long text between words, with … where text was left out, and moves the marks along", () => {
  const text = `${filler(40)}. Freiheit um jeden Preis: Carmen lässt sich von niemandem besitzen. ${filler(40, "Bühne")}`;
  const passage = bestPassage(document(text, "Carmen"), 120);
  assertWholeWords(passage.text, text);
  assert.ok(passage.text.length <= 120 + 3);
  assert.deepEqual(passage.matches.map(([start, end]) => passage.text.slice(start, end)), ["Carmen"]);
  assert.match(passage.text, /^… Freiheit um jeden Preis: Carmen/, "starts at the sentence that holds the match");
});

test("bestPassage takes the stretch with the most different query words", () => {
  const text = `Mozart ${filler(30)} Mozart ${filler(30)} Tamino und Pamina bei Mozart ${filler(30)}`;
  const passage = bestPassage(document(text, "Mozart", "Tamino", "Pamina"), 80);
  assertWholeWords(passage.text, text);
  assert.deepEqual(passage.matches.map(([start, end]) => passage.text.slice(start, end)), ["Tamino", "Pamina", "Mozart"]);
});

test("without a match in the text, bestPassage shows its start and leaves no separator hanging", () => {
  const text = `Großer Saal · Großes Haus · Oper in zwei Aufzügen · ${filler(30)}`;
  for (const length of [20, 25, 30, 50]) {
    const passage = bestPassage(document(text), length);
    assertWholeWords(passage.text, text);
    assert.doesNotMatch(passage.text, /[·,;:–]\s*…$/, passage.text);
    assert.deepEqual(passage.matches, []);
  }
  assert.equal(bestPassage(document(text), 25).text, "Großer Saal · Großes Haus…");
});

test("a match too long for the passage is dropped, never cut", () => {
  const text = `${filler(5)} ${"Donaudampfschifffahrt".repeat(4)} ${filler(5)}`;
  const passage = bestPassage(document(text, "Donaudampfschifffahrt".repeat(4)), 40);
  for (const [start, end] of passage.matches) assert.equal(passage.text.slice(start, end), "Donaudampfschifffahrt".repeat(4));
});
