// Turns raw params/query/body into an endpoint's typed input, or a 400 naming the field and the
// reason. The server checks every call with it, and the browser client checks before it sends.
import { StructError, create, type Failure, type Struct } from "superstruct";
import { badRequest } from "./api-error.ts";
import { findUnstorableText } from "./storable-text.ts";

function reasonOf(failure: Failure): string {
  if (failure.value === undefined) return "is required";
  const got = JSON.stringify(failure.value)?.slice(0, 80);
  // Our own refinements (dates, sizes) return a ready sentence.
  if (failure.refinement && !failure.message.startsWith("Expected")) return failure.message;
  switch (failure.type) {
    case "integer":
    case "number":
      if (failure.refinement === "min") return `must be at least ${/(-?\d+)/.exec(failure.message)?.[1] ?? "the limit"}, got ${got}`;
      if (failure.refinement === "max") return `must be at most ${/(-?\d+)/.exec(failure.message)?.[1] ?? "the limit"}, got ${got}`;
      return `must be a number, got ${got}`;
    case "enums":
    case "literal":
      return `must be one of the allowed values, got ${got}`;
    case "never":
      return "is not an allowed field";
    case "string":
      return failure.refinement === "size" ? "has a length outside the allowed range" : `must be text, got ${got}`;
    default:
      return failure.message.replace(/^Expected/, "must be").replace(/,? but received.*$/s, "");
  }
}

/** The typed input, or a 400 (ApiError) naming the first failing field and why. */
export function validateInput<T>(schema: Struct<T, unknown>, raw: unknown): T {
  // Before the schema: text the database cannot store fails wherever it is, even where any value is allowed.
  const unstorable = findUnstorableText(raw);
  if (unstorable) throw badRequest(unstorable.field, unstorable.reason);
  try {
    return create(raw, schema);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const failure = error.failures()[0];
    throw badRequest(failure.path.join(".") || "input", reasonOf(failure));
  }
}

/** Only the fields the schema knows; a query's others (cache busters, tracking) are ignored. */
export function knownFields(schema: Struct<unknown, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as { schema?: Record<string, unknown> }).schema ?? {};
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key in shape));
}
