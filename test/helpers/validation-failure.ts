// The 400 body that validateInput throws for `raw`, for tests of input schemas.
import assert from "node:assert/strict";
import type { Struct } from "superstruct";
import { validateInput } from "../../shared/api/validate-input.ts";
import { ApiError } from "../../shared/api/api-error.ts";

export function validationFailure<T>(schema: Struct<T, unknown>, raw: unknown): { field?: string; reason?: string } {
  try {
    validateInput(schema, raw);
  } catch (error) {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    return error.body;
  }
  assert.fail("expected a 400");
}
