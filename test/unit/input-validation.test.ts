import assert from "node:assert/strict";
import { test } from "node:test";
import { array, integer, object, record, string, unknown } from "superstruct";
import { validateInput } from "../../shared/api/validate-input.ts";
import { findUnstorableText } from "../../shared/api/storable-text.ts";
import { validationFailure } from "../helpers/validation-failure.ts";
import { dayMonthYear, MAX_INTEGER, optionalId, pageNumber, refineWhole, wholeNumber } from "../../shared/api/schemas.ts";

const schema = object({ room: optionalId, page: pageNumber, date: dayMonthYear });

const failure = (raw: unknown) => validationFailure(schema, raw);

test("numeric query values are coerced from digits", () => {
  assert.deepEqual(validateInput(schema, { room: "3", page: "2", date: "01-12-2026" }), { room: 3, page: 2, date: "01-12-2026" });
});

test("bad values name the field and the reason", () => {
  assert.deepEqual(failure({ room: "abc", date: "01-12-2026" }), { error: "invalid_input", field: "room", reason: 'must be a number, got "abc"' });
  assert.equal(failure({ room: "0", date: "01-12-2026" }).reason, "must be at least 1, got 0");
  assert.equal(failure({ date: "2026-12-01" }).reason, "must be a date written DD-MM-YYYY");
  assert.equal(failure({ date: "31-02-2026" }).reason, "is not a real date");
  assert.equal(failure({}).field, "date");
  assert.equal(failure({}).reason, "is required");
});

test("whole numbers stay within PostgreSQL's integer: 2^31 and more is a 400, not a database error", () => {
  assert.deepEqual(validateInput(schema, { room: String(MAX_INTEGER), page: String(MAX_INTEGER), date: "01-12-2026" }), { room: MAX_INTEGER, page: MAX_INTEGER, date: "01-12-2026" });
  for (const [field, value] of [["room", "2147483648"], ["page", "9223372036854775808"], ["room", 2 ** 63]] as const)
    assert.deepEqual(failure({ [field]: value, date: "01-12-2026" }), { error: "invalid_input", field, reason: `must be at most 2147483647, got ${Number(value)}` });
  assert.equal(validationFailure(object({ n: wholeNumber(0, 100) }), { n: -1 }).reason, "must be at least 0, got -1");
  assert.equal(validationFailure(object({ n: wholeNumber(1, 10 ** 12) }), { n: 2 ** 31 }).reason, "must be at most 2147483647, got 2147483648");
});

test("text PostgreSQL cannot store is a 400 wherever it is: NUL, or half of a character", () => {
  assert.deepEqual(failure({ date: "01-12\u0000-2026" }), { error: "invalid_input", field: "date", reason: "must not contain the NUL character" });
  const anything = object({ values: record(string(), unknown()) });
  assert.deepEqual(validationFailure(anything, { values: { title: { de: "ok", en: ["x", "a\u0000b"] } } }), { error: "invalid_input", field: "values.title.en.1", reason: "must not contain the NUL character" });
  assert.deepEqual(validationFailure(anything, { values: { "a\u0000": 1 } }), { error: "invalid_input", field: "values", reason: "has a field name that must not contain the NUL character" });
  assert.equal(validationFailure(anything, { values: { alt: "x\uD800" } }).reason, "must be valid Unicode text (it contains half of a character)");
  assert.equal(validationFailure(anything, { values: { alt: "\uDFFFx" } }).field, "values.alt");
  // Whole characters beyond the BMP (a surrogate pair) are fine.
  assert.deepEqual(validateInput(anything, { values: { alt: "🎭 Faust" } }), { values: { alt: "🎭 Faust" } });
});

test("the first unstorable text in reading order is named; deep nesting does not overflow the stack", () => {
  assert.deepEqual(findUnstorableText({ a: ["ok", "\u0000"], b: "\u0000" }), { field: "a.1", reason: "must not contain the NUL character" });
  let deep: unknown = "\u0000";
  for (let level = 0; level < 100_000; level++) deep = [deep];
  assert.equal(findUnstorableText(deep)?.reason, "must not contain the NUL character");
  assert.equal(findUnstorableText({ a: [1, true, null, "text"] }), null);
});

test("a check across fields runs on whole input only: a bad optional field beside missing ones is a 400, not a TypeError", () => {
  const pair = refineWhole(object({ list: array(integer()), other: array(integer()), extra: optionalId }), "pair", (value) => value.list.length === value.other.length || "must match");
  for (const extra of [-1, 0, 2 ** 31, 1.5, "x", null])
    assert.deepEqual(validationFailure(pair, { extra }), { error: "invalid_input", field: "list", reason: "is required" }, String(extra));
  assert.equal(validationFailure(pair, { list: [1], other: [] }).reason, "must match");
});
