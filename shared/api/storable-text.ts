// Text PostgreSQL cannot store: its text and jsonb types refuse the NUL character, and jsonb refuses a
// lone UTF-16 surrogate (half of an emoji, which JSON can carry as "\ud800"). validateInput looks for
// both in every input, values and field names at any depth, so such text is a 400 at the edge instead
// of a database error deep in a handler.

// A high surrogate without a low one after it, or a low one without a high one before it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain the NUL character";
  if (loneSurrogate.test(text)) return "must be valid Unicode text (it contains half of a character)";
  return null;
}

/** Where a value sits: its key and its parent's place (a chain, so deep inputs need no copied paths). */
interface Place {
  key: string;
  parent: Place | null;
}

function fieldOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "input";
}

/**
 * The first string in `value` (a field name or a value, at any depth) that PostgreSQL cannot store:
 * its field path ("field_values.email"; "input" at the top) and the reason, or null when all can be stored.
 */
export function findUnstorableText(value: unknown): { field: string; reason: string } | null {
  // A loop with its own stack, not recursion: the input may be nested deeply.
  const stack: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  while (stack.length) {
    const { value: current, place } = stack.pop()!;
    if (typeof current === "string") {
      const reason = problemOf(current);
      if (reason) return { field: fieldOf(place), reason };
    } else if (Array.isArray(current)) {
      // Pushed last to first, so the first problem in reading order is found first.
      for (let index = current.length - 1; index >= 0; index--) stack.push({ value: current[index], place: { key: String(index), parent: place } });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => problemOf(key));
      if (badKey) return { field: fieldOf(place), reason: `has a field name that ${problemOf(badKey[0])}` };
      for (const [key, item] of entries.reverse()) stack.push({ value: item, place: { key, parent: place } });
    }
  }
  return null;
}
