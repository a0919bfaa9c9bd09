// schema.org structured data as <script type="application/ld+json">: what every piece of it shares.
// JSON-LD is data, not script, so the CSP (nonces) does not apply to it; the escaping below keeps
// any text in it from closing the element.

export const SCHEMA = "https://schema.org";

/** JSON for a <script type="application/ld+json">: "<" (and the line separators) escaped so no tag can close it. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
