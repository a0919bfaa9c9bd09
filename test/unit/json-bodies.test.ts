// The nesting check of JSON bodies: counted on the raw text before parsing, brackets in strings aside.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../../server/http/json-bodies.ts";

const arrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

test("nesting up to the limit passes, one level more does not", () => {
  assert.equal(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH), false);
  assert.equal(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH), true);
  assert.equal(nestsDeeperThan('{"a":'.repeat(3) + "1" + "}".repeat(3), 2), true);
  assert.equal(nestsDeeperThan('{"a":[1,{"b":[]}],"c":{}}', 4), false);
  assert.equal(nestsDeeperThan(arrays(100_000), MAX_JSON_DEPTH), true);
});

test("brackets inside strings do not count, escaped quotes included", () => {
  assert.equal(nestsDeeperThan(JSON.stringify({ text: "[[[[[[{{{{" }), 1), false);
  assert.equal(nestsDeeperThan(JSON.stringify({ text: 'say "[[[[" \\' }), 1), false);
  assert.equal(nestsDeeperThan(JSON.stringify([["\"", "]]]]"], [[]]]), 2), true);
  // UTF-8 read as Latin-1: bytes of other characters never look like brackets or quotes.
  assert.equal(nestsDeeperThan(Buffer.from(JSON.stringify({ t: "ẛ[ῼ「」🎭" })).toString("latin1"), 1), false);
});
