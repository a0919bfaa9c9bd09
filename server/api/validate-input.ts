// Turns raw params/query/body into an endpoint's typed input, or a 400 naming the field and the reason.
import { StructError, create, type Failure, type Struct } from "superstruct";
import { badRequest } from "../../shared/api/api-error.ts";

function reasonOf(failure: Failure): string {
  if (failure.value === undefined) return "is required";
  const got = JSON.stringify(failure.value)?.slice(0, 80);
  // Our own refinements (dates, sizes) return a ready sentence.
  if (failure.refinement && !failure.message.startsWith("Expected")) return failure.message;
  switch (failure.type) {
    case "integer":
    case "number":
      return failure.refinement === "min" ? `must be at least 1, got ${got}` : `must be a number, got ${got}`;
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

export function validateInput<T>(schema: Struct<T, unknown>, raw: unknown): T {
  try {
    return create(raw, schema);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const failure = error.failures()[0];
    throw badRequest(failure.path.join(".") || "input", reasonOf(failure));
  }
}
