// What a visitor types, turned into the normalized form we count and the text-search query.
import assert from "node:assert/strict";
import { test } from "node:test";
import { normalizeQuery, planTsQuery, queryWords } from "../../server/services/search/query-text.ts";

test("normalizeQuery trims, collapses spaces and lowercases, umlauts included", () => {
  assert.equal(normalizeQuery("  Die   ZAUBERFLÖTE \n"), "die zauberflöte");
});

test("queryWords keeps letters and digits of any script and drops the rest", () => {
  assert.deepEqual(queryWords("»Hänsel-und-Gretel«, 1791 & l'amour %_"), ["Hänsel", "und", "Gretel", "1791", "l", "amour"]);
  assert.deepEqual(queryWords("%% -- !"), []);
});

test("plain words are all required and the last one is a prefix", () => {
  assert.deepEqual(planTsQuery("zauberfl"), { mode: "words", text: "zauberfl:*" });
  assert.deepEqual(planTsQuery("Die Zauber-flöte"), { mode: "words", text: "Die & Zauber & flöte:*" });
});

test("only letters and digits reach to_tsquery, so its syntax cannot be injected", () => {
  assert.deepEqual(planTsQuery("a & !b | c:* (d)"), { mode: "words", text: "a & b & c & d:*" });
  assert.equal(planTsQuery("&|!():*"), null);
});

test("quotes, a leading minus or OR switch to websearch syntax", () => {
  assert.equal(planTsQuery('"die zauberflöte"')?.mode, "websearch");
  assert.equal(planTsQuery("oper -mozart")?.mode, "websearch");
  assert.equal(planTsQuery("romeo or juliet")?.mode, "websearch");
  assert.equal(planTsQuery("Hänsel-und-Gretel")?.mode, "words");
});
