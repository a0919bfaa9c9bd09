// The fuzz test's generator: bounds found by asking the schema, mutations per field, the same inputs for the same seed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { object, size, string } from "superstruct";
import { id, langSchema, MAX_INTEGER, pageNumber } from "../../shared/api/schemas.ts";
import { containerSlug } from "../../shared/api/contract/input-schemas.ts";
import { fuzzInputs, lengthBound, numberBounds, OMIT, validObjectOf } from "../helpers/fuzz-inputs.ts";

test("bounds come from the schema itself", () => {
  assert.deepEqual(numberBounds(id, 1), { min: 1, max: MAX_INTEGER });
  assert.deepEqual(numberBounds(pageNumber, 1), { min: 1, max: MAX_INTEGER });
  assert.equal(lengthBound(containerSlug, (n) => "a".repeat(n), 1, 1 << 16), 100);
  assert.equal(lengthBound(string(), (n) => "a".repeat(n), 1, 1 << 16), undefined);
});

test("every field gets missing, wrong types, bounds ± 1 and hostile text; the rest stays valid", () => {
  const schema = object({ lang: langSchema, id, title: size(string(), 1, 50) });
  assert.deepEqual(validObjectOf(schema), { lang: "de", id: 1, title: "fuzz" });
  const inputs = fuzzInputs(schema, { seed: 1 });
  const find = (label: string) => inputs.find((input) => input.label === label)?.input;
  assert.deepEqual(find("id max + 1"), { lang: "de", id: MAX_INTEGER + 1, title: "fuzz" });
  assert.deepEqual(find("id min - 1"), { lang: "de", id: 0, title: "fuzz" });
  assert.deepEqual(find("title longest + 1"), { lang: "de", id: 1, title: "f".repeat(51) });
  assert.deepEqual(find("lang missing"), { id: 1, title: "fuzz" });
  assert.deepEqual(find("title NUL inside"), { lang: "de", id: 1, title: "a\u0000b" });
  assert.deepEqual(find("id array for the value"), { lang: "de", id: [1], title: "fuzz" });
  assert.ok(inputs.every(({ input }) => !Object.values(input).includes(OMIT)));
});

test("the same seed gives the same inputs", () => {
  const schema = object({ query: string() });
  assert.deepEqual(fuzzInputs(schema, { seed: 7 }), fuzzInputs(schema, { seed: 7 }));
  assert.notDeepEqual(fuzzInputs(schema, { seed: 7 }), fuzzInputs(schema, { seed: 8 }));
});
