// Search snippets travel as plain text with match offsets, never as HTML.
import assert from "node:assert/strict";
import { test } from "node:test";
import { HIGHLIGHT_END, HIGHLIGHT_START, parseHeadline } from "../../server/services/search/headline.ts";
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
