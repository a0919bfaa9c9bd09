import assert from "node:assert/strict";
import { test } from "node:test";
import { object } from "superstruct";
import { validateInput } from "../../shared/api/validate-input.ts";
import { validationFailure } from "../helpers/validation-failure.ts";
import { dayMonthYear, optionalId, pageNumber } from "../../shared/api/schemas.ts";

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
