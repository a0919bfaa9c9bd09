// Ids of new sections and modules: short, random, and valid for the content's id pattern.
/** 12 characters of a random UUID (hex), unique enough inside one page. */
export function shortId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 12);
}
