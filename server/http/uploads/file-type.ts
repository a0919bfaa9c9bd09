// The type of an uploaded file, told by its first bytes (magic numbers). The name and the
// Content-Type the browser claims are not trusted: only these signatures are accepted.
/** Every type an upload can be recognised as; each endpoint takes only those its file field lists. */
export type DetectedContentType = "application/pdf" | "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";

export interface DetectedType {
  contentType: DetectedContentType;
  /** Extension of the stored file, without the dot. */
  extension: string;
}

/** How many leading bytes `detectFileType` needs to decide. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], offset = 0) => head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: { type: DetectedType; matches: (head: Buffer) => boolean }[] = [
  // "%PDF-" (ISO 32000: the header is the first line of the file).
  { type: { contentType: "application/pdf", extension: "pdf" }, matches: (head) => startsWith(head, ascii("%PDF-")) },
  // JPEG: start of image FF D8, then the first marker's FF.
  { type: { contentType: "image/jpeg", extension: "jpg" }, matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  // PNG: the fixed 8-byte signature.
  { type: { contentType: "image/png", extension: "png" }, matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: { contentType: "image/gif", extension: "gif" }, matches: (head) => startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a")) },
  // WebP: a RIFF container (4-byte size in between) of form type "WEBP".
  { type: { contentType: "image/webp", extension: "webp" }, matches: (head) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8) },
  // AVIF: an ISO-BMFF "ftyp" box (its 4-byte size first) whose major brand is "avif" (a still image)
  // or "avis" (a sequence). HEIC and MP4 share the box but not the brand.
  { type: { contentType: "image/avif", extension: "avif" }, matches: (head) => startsWith(head, ascii("ftyp"), 4) && (startsWith(head, ascii("avif"), 8) || startsWith(head, ascii("avis"), 8)) },
];

/**
 * The known type whose signature `head` starts with, or null (unknown, too short to tell, or not in
 * `allowed` when given).
 */
export function detectFileType(head: Buffer, allowed?: readonly string[]): DetectedType | null {
  const type = signatures.find((signature) => signature.matches(head))?.type ?? null;
  return type && (!allowed || allowed.includes(type.contentType)) ? type : null;
}

/** The extension files of a detected type are stored and offered with ("png"), or null for a type we never detect. */
export function extensionOf(contentType: string): string | null {
  return signatures.find((signature) => signature.type.contentType === contentType)?.type.extension ?? null;
}
