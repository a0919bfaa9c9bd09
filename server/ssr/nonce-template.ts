// A page's HTML kept with a hole wherever its CSP nonce stood, so every answer of a cached page
// carries its own response's nonce: the CSP stays strict, and one nonce is never handed to everyone.
// The render's own nonce (16 random bytes, fresh per response) is the placeholder: no page text
// can contain it by chance, and the first answer streams as rendered, without a rewrite.

/** The HTML around each place the nonce stood (one more part than places). */
export type NonceTemplate = Buffer[];

/** Cuts `html` at every occurrence of `nonce`. */
export function splitAtNonce(html: Buffer, nonce: string): NonceTemplate {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(nonce, 0, "latin1"); at >= 0; at = html.indexOf(nonce, start, "latin1")) {
    parts.push(html.subarray(start, at));
    start = at + nonce.length;
  }
  parts.push(html.subarray(start));
  return parts;
}

/** The page with `nonce` in every hole: one allocation, no string round trip. */
export function fillNonce(template: NonceTemplate, nonce: string): Buffer {
  if (template.length === 1) return template[0]!;
  const filler = Buffer.from(nonce, "latin1");
  const pieces: Buffer[] = [];
  template.forEach((part, index) => {
    if (index > 0) pieces.push(filler);
    pieces.push(part);
  });
  return Buffer.concat(pieces, templateSize(template) + filler.length * (template.length - 1));
}

/** Bytes the template holds. */
export function templateSize(template: NonceTemplate): number {
  return template.reduce((sum, part) => sum + part.length, 0);
}
