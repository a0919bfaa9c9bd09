// What a visitor typed, turned into what the database needs: the normalized form we count, the
// words, and the text-search query (every word, the last one also as a prefix while it is typed).

/** Trimmed, inner whitespace collapsed to one space, lowercased: "  Die  ZAUBERflöte " → "die zauberflöte". */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The words (runs of letters and digits, any script) in the order typed. */
export function queryWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * How to ask PostgreSQL: `websearch` (websearch_to_tsquery) when the visitor used its syntax —
 * "quoted phrases", -excluded words, or OR — otherwise `words`, a to_tsquery text that needs every
 * word and takes the last one as a prefix ("zauberfl" finds "Zauberflöte"). Only letters and digits
 * reach to_tsquery, so its syntax can never be broken. Null when there is no word at all.
 */
export function planTsQuery(query: string): { mode: "websearch" | "words"; text: string } | null {
  const words = queryWords(query).slice(0, 32);
  if (words.length === 0) return null;
  if (/"|(^|\s)-\S|\sor\s/i.test(query)) return { mode: "websearch", text: query };
  return { mode: "words", text: words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(" & ") };
}
