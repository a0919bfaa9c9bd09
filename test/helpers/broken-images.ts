// Image files that lie or are cut short, made on the spot: what an attacker (or a broken transfer)
// sends to an upload, and what the server must refuse after decoding rather than trust the header.
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A real 7000×7000 PNG cut after 100 bytes: a valid signature and header, then almost no data. */
export async function truncatedPng(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#808080" } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return whole.subarray(0, 100);
}

/** A small real JPEG whose frame header (SOF) claims `width`×`height`: its data ends long before that. */
export async function lyingJpeg(width = 7740, height = 7740): Promise<Buffer> {
  const bytes = Buffer.from(await sharp({ create: { width: 40, height: 40, channels: 3, background: "#e0b34c" } }).jpeg({ quality: 90 }).toBuffer());
  // Segments after the start marker: FF xx, then a two-byte length; SOF0–SOF3 hold precision, height, width.
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] >= 0xc0 && bytes[at + 1] <= 0xc3) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
  }
  throw new Error("no frame header in the JPEG");
}

/** A real JPEG with its last third cut off (as an interrupted transfer leaves it). */
export async function cutJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="#3b0a17"/><circle cx="200" cy="150" r="100" fill="#e0b34c"/></svg>`;
  const whole = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return whole.subarray(0, Math.floor((whole.length * 2) / 3));
}

/** A small PNG that is also an HTML page: the markup in a text chunk and again after the image's end. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3b0a17" } }).png().toBuffer();
  const html = Buffer.from("<!doctype html><html><body><script>alert(document.domain)</script></body></html>");
  const type = Buffer.from("tEXt");
  const data = Buffer.concat([Buffer.from("Comment\0"), html]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  // The text chunk goes right after the signature (8 bytes) and the header chunk (25 bytes).
  return Buffer.concat([png.subarray(0, 33), length, type, data, crc, png.subarray(33), html]);
}
