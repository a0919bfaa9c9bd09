// A single reference as stored. Fields that became references (the event list's "tag", once free
// text) may still hold text: its digits are the id, as they were read before; other text names no
// object (docs/decisions.md "Event list").

/** The id a stored reference holds, or undefined for none. */
export function storedReferenceId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  return undefined;
}
