// LIKE patterns from user input: `%` and `_` in what someone typed are characters, not wildcards.

/** `text` for LIKE with its pattern characters taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A pattern matching any text that contains `text`. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;
