// A single reference as stored. Fields that became references (the event list's "tag", once free
// text) may still hold text: its digits are the id, as they were read before; other text names no
// object (docs/decisions.md "Event list").
import type { Field } from "./field.ts";

/** The id a stored reference holds, or undefined for none. */
export function storedReferenceId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  return undefined;
}

/** A field's value as it is stored: text in a single reference becomes its id, or undefined (left out); anything else as it is. */
export function storedFieldValue(field: Field | undefined, value: unknown): unknown {
  if (field?.kind !== "reference" || field.many || typeof value !== "string") return value;
  return storedReferenceId(value);
}
