// The input schemas of the newer endpoints: the language of un-prefixed calls, filter keys, counts, slugs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { object } from "superstruct";
import { validateInput } from "../../shared/api/validate-input.ts";
import { validationFailure } from "../helpers/validation-failure.ts";
import { containerSlug, filterKey, optionalCount, queryLang } from "../../shared/api/contract/input-schemas.ts";

test("queryLang: German when absent, English when asked, 400 otherwise", () => {
  const schema = object({ lang: queryLang });
  assert.deepEqual(validateInput(schema, {}), { lang: "de" });
  assert.deepEqual(validateInput(schema, { lang: "en" }), { lang: "en" });
  assert.deepEqual(validationFailure(schema, { lang: "fr" }), { error: "invalid_input", field: "lang", reason: 'must be one of the allowed values, got "fr"' });
});

test("filterKey: an id, or empty for no selection; anything else is a 400", () => {
  const schema = object({ room: filterKey });
  assert.deepEqual(validateInput(schema, { room: "7" }), { room: 7 });
  assert.equal(validateInput(schema, { room: "" }).room, undefined);
  assert.equal(validateInput(schema, {}).room, undefined);
  assert.equal(validationFailure(schema, { room: "x7" }).reason, 'must be a number, got "x7"');
  assert.equal(validationFailure(schema, { room: "0" }).reason, "must be at least 1, got 0");
});

test("optionalCount: between 1 and its maximum", () => {
  const schema = object({ limit: optionalCount(100) });
  assert.deepEqual(validateInput(schema, { limit: "100" }), { limit: 100 });
  assert.deepEqual(validationFailure(schema, { limit: "101" }), { error: "invalid_input", field: "limit", reason: "must be between 1 and 100" });
  assert.equal(validationFailure(schema, { limit: "0" }).reason, "must be between 1 and 100");
  assert.equal(validationFailure(schema, { limit: "ten" }).reason, 'must be a number, got "ten"');
});

test("containerSlug: letters, digits, - and _", () => {
  const schema = object({ slug: containerSlug });
  assert.deepEqual(validateInput(schema, { slug: "event-42_extra" }), { slug: "event-42_extra" });
  for (const slug of ["", "-x", "a.b", "a/b", "x".repeat(101)]) assert.equal(validationFailure(schema, { slug }).field, "slug", slug);
});

test("filterKey: at most PostgreSQL's largest integer", () => {
  const schema = object({ room: filterKey });
  assert.deepEqual(validateInput(schema, { room: "2147483647" }), { room: 2147483647 });
  assert.deepEqual(validationFailure(schema, { room: "2147483648" }), { error: "invalid_input", field: "room", reason: "must be at most 2147483647, got 2147483648" });
  assert.equal(validationFailure(schema, { room: "1e23" }).reason, 'must be a number, got "1e23"');
});
