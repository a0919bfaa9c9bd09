// Assertions for per-type schema tests: a module's values pass its definition's schema, or fail at
// exactly the named field (list items as "children.0.headline") with a reason that reads as a sentence.
import assert from "node:assert/strict";
import { validate, type Struct } from "superstruct";

/** Any module definition, typed or as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only validated, never read as M
type Definition = { type: string; schema: Struct<any, any>; defaults: unknown };

/** The failures of `values` (over the definition's defaults) as "path: reason" strings. */
export function schemaFailures(definition: Definition, values: Record<string, unknown>): string[] {
  const [error] = validate({ ...structuredClone(definition.defaults as Record<string, unknown>), ...values }, definition.schema);
  return error?.failures().map((failure) => `${failure.path.join(".")}: ${failure.message}`) ?? [];
}

export function assertValid(definition: Definition, values: Record<string, unknown>): void {
  assert.deepEqual(schemaFailures(definition, values), [], `${definition.type} accepts ${JSON.stringify(values)}`);
}

/** Fails exactly at `path` (and nowhere else); `reason`, when given, must be part of the message. */
export function assertFailsAt(definition: Definition, values: Record<string, unknown>, path: string, reason?: string | RegExp): void {
  const failures = schemaFailures(definition, values);
  const paths = failures.map((failure) => failure.slice(0, failure.indexOf(": ")));
  assert.deepEqual([...new Set(paths)], [path], `${definition.type} rejects ${JSON.stringify(values)} at ${path} only: ${failures.join("; ")}`);
  if (reason !== undefined) {
    const message = failures[0].slice(failures[0].indexOf(": ") + 2);
    if (typeof reason === "string") assert.ok(message.includes(reason), `"${message}" mentions "${reason}"`);
    else assert.match(message, reason);
  }
}
