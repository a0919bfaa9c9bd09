// The input schemas of the newer endpoints: the language of un-prefixed calls, filter keys, counts, slugs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { object, type Struct } from "superstruct";
import { validateInput } from "../../server/api/validate-input.ts";
import { HttpError } from "../../server/http/http-error.ts";
import { containerSlug, filterKey, optionalCount, queryLang } from "../../src/api/contract/input-schemas.ts";

function failure<T>(schema: Struct<T, unknown>, raw: unknown): { field?: string; reason?: string } {
  try {
    validateInput(schema, raw);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.equal(error.status, 400);
    return error.body;
  }
  assert.fail("expected a 400");
}

test("queryLang: German when absent, English when asked, 400 otherwise", () => {
  const schema = object({ lang: queryLang });
  assert.deepEqual(validateInput(schema, {}), { lang: "de" });
  assert.deepEqual(validateInput(schema, { lang: "en" }), { lang: "en" });
  assert.deepEqual(failure(schema, { lang: "fr" }), { error: "invalid_input", field: "lang", reason: 'must be one of the allowed values, got "fr"' });
});

test("filterKey: an id, or empty for no selection; anything else is a 400", () => {
  const schema = object({ room: filterKey });
  assert.deepEqual(validateInput(schema, { room: "7" }), { room: 7 });
  assert.equal(validateInput(schema, { room: "" }).room, undefined);
  assert.equal(validateInput(schema, {}).room, undefined);
  assert.equal(failure(schema, { room: "x7" }).reason, 'must be a number, got "x7"');
  assert.equal(failure(schema, { room: "0" }).reason, "must be at least 1, got 0");
});

test("optionalCount: between 1 and its maximum", () => {
  const schema = object({ limit: optionalCount(100) });
  assert.deepEqual(validateInput(schema, { limit: "100" }), { limit: 100 });
  assert.deepEqual(failure(schema, { limit: "101" }), { error: "invalid_input", field: "limit", reason: "must be between 1 and 100" });
  assert.equal(failure(schema, { limit: "0" }).reason, "must be between 1 and 100");
  assert.equal(failure(schema, { limit: "ten" }).reason, 'must be a number, got "ten"');
});

test("containerSlug: letters, digits, - and _", () => {
  const schema = object({ slug: containerSlug });
  assert.deepEqual(validateInput(schema, { slug: "event-42_extra" }), { slug: "event-42_extra" });
  for (const slug of ["", "-x", "a.b", "a/b", "x".repeat(101)]) assert.equal(failure(schema, { slug }).field, "slug", slug);
});
