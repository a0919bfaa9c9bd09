// Uploads are told by their first bytes: the allowed signatures, and look-alikes that are refused.
import assert from "node:assert/strict";
import { test } from "node:test";
import { detectFileType, SNIFF_BYTES } from "../../server/http/uploads/file-type.ts";
import { cleanFileName, typedFileName } from "../../server/services/uploads/temp-files.ts";

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

test("the allowed types are recognised by their signatures", () => {
  const cases: [Buffer, string, string][] = [
    [bytes("%PDF-1.4\n"), "application/pdf", "pdf"],
    [bytes([0xff, 0xd8, 0xff, 0xdb], "\0\0\0\0\0\0\0\0"), "image/jpeg", "jpg"],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR"), "image/png", "png"],
    [bytes("GIF87a", "\0\0\0\0\0\0"), "image/gif", "gif"],
    [bytes("GIF89a", "\0\0\0\0\0\0"), "image/gif", "gif"],
    [bytes("RIFF", [0x1a, 0, 0, 0], "WEBPVP8L"), "image/webp", "webp"],
    [bytes([0, 0, 0, 0x1c], "ftypavif"), "image/avif", "avif"],
    [bytes([0, 0, 0, 0x20], "ftypavis"), "image/avif", "avif"],
  ];
  for (const [head, contentType, extension] of cases) assert.deepEqual(detectFileType(head), { contentType, extension }, contentType);
});

test("look-alikes, other types and too-short heads are refused", () => {
  const refused = [
    bytes("%PDF"), // cut before the dash
    bytes(" %PDF-1.4"), // not at the start
    bytes([0x89], "PNG\r\n\x1a"), // PNG signature one byte short
    bytes([0x89], "PNG\n\r\x1a\n\0\0\0\0"), // line endings swapped (a text-mode transfer)
    bytes("GIF88a", "\0\0\0\0\0\0"),
    bytes("RIFF", [0x1a, 0, 0, 0], "WAVEfmt "), // a RIFF that is audio
    bytes([0x50, 0x4b, 0x03, 0x04], "\0\0\0\0\0\0\0\0"), // ZIP (DOCX, ODT …) is not taken
    bytes("<!DOCTYPE html><html>"),
    bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]), // a Windows program
    bytes([0xff, 0xd8]), // JPEG cut short
    bytes([0, 0, 0, 0x18], "ftypheic"), // HEIC shares AVIF's box, not its brand
    bytes([0, 0, 0, 0x18], "ftypisom"), // an MP4 video
    Buffer.alloc(0),
  ];
  for (const head of refused) assert.equal(detectFileType(head), null, JSON.stringify(head.toString("latin1")));
  assert.equal(detectFileType(bytes("%PDF-1.4\n"), ["image/png", "image/avif"]), null, "a known type the endpoint does not take");
  assert.ok(SNIFF_BYTES >= 12, "enough bytes for the longest signature (WebP's form type at offset 8)");
});

test("a visitor's file name is kept without folders, control or reserved characters, at most 200 characters", () => {
  assert.equal(cleanFileName("C:\\Users\\erika\\Klasse 7b.pdf"), "Klasse 7b.pdf");
  assert.equal(cleanFileName("../../etc/passwd"), "passwd");
  assert.equal(cleanFileName("a\u0000b\u202ecd.png"), "abcd.png");
  assert.equal(cleanFileName('  "Liste" <neu>?.pdf '), "_Liste_ _neu__.pdf");
  assert.equal(cleanFileName(".htaccess"), "htaccess");
  assert.equal(cleanFileName(""), "upload");
  assert.equal(cleanFileName(null), "upload");
  const long = cleanFileName(`${"ä".repeat(300)}.jpeg`);
  assert.equal([...long].length, 200);
  assert.ok(long.endsWith(".jpeg"));
  assert.equal(cleanFileName("Schüler\u0308.pdf".normalize("NFD")), "Schüler\u0308.pdf".normalize("NFC"));
});

test("a kept file's extension is the one of the type its content was detected as, never the visitor's", () => {
  assert.equal(typedFileName("x.html", "png"), "x.png");
  assert.equal(typedFileName("Plakat.final.svg", "jpg"), "Plakat.final.jpg");
  assert.equal(typedFileName("Klasse 7b.PDF", "pdf"), "Klasse 7b.pdf");
  assert.equal(typedFileName("Liste ohne Endung", "pdf"), "Liste ohne Endung.pdf");
  assert.equal(typedFileName("v1.2 final", "png"), "v1.2 final.png", "a dot inside a name is no extension");
  assert.equal(typedFileName("bild .html", "gif"), "bild.gif");
  assert.equal(typedFileName(".html", "png"), "html.png");
  assert.equal(typedFileName("...", "webp"), "upload.webp");
  assert.equal(typedFileName(null, "pdf"), "upload.pdf");
  const long = typedFileName(`${"ä".repeat(300)}.html`, "jpg");
  assert.ok([...long].length <= 200);
  assert.ok(long.endsWith("ä.jpg"));
});
