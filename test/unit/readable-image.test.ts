// An uploaded image is taken only when it decodes completely within the pixel limit: what its data
// holds counts, not what its header claims; padding some cameras write is no damage.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import sharp from "sharp";
import { imageProblem } from "../../server/services/uploads/readable-image.ts";
import { cutJpeg, lyingJpeg, pngHtmlPolyglot, truncatedPng } from "../helpers/broken-images.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-readable-image-"));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function problemOf(bytes: Buffer | Promise<Buffer>): Promise<string | null> {
  const file = path.join(scratch, `${fs.readdirSync(scratch).length}.img`);
  fs.writeFileSync(file, await bytes);
  return imageProblem(file);
}

const picture = () => sharp({ create: { width: 300, height: 200, channels: 3, background: "#3b0a17" } });

test("whole images of every accepted type are taken", async () => {
  for (const format of ["jpeg", "png", "gif", "webp", "avif"] as const) assert.equal(await problemOf(picture()[format]().toBuffer()), null, format);
  assert.equal(await problemOf(pngHtmlPolyglot()), null, "markup in a text chunk or after the end changes no pixel");
});

test("an image cut short, or whose header claims more than its data holds, is damaged", async () => {
  assert.equal(await problemOf(truncatedPng()), "damaged");
  assert.equal(await problemOf(lyingJpeg()), "damaged");
  assert.equal(await problemOf(cutJpeg()), "damaged");
  for (const format of ["png", "gif", "webp", "avif"] as const) {
    const whole = await picture()[format]().toBuffer();
    assert.equal(await problemOf(whole.subarray(0, Math.floor(whole.length * 0.6))), "damaged", format);
  }
  assert.equal(await problemOf(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 9)])), "damaged", "a signature and nothing else");
});

test("a header claiming more than 60 million pixels is refused before anything is decoded", async () => {
  assert.equal(await problemOf(lyingJpeg(8000, 8000)), "too_many_pixels");
});

test("padding between a JPEG's segments (a libjpeg warning that loses no pixel) is no damage", async () => {
  const jpeg = await picture().jpeg().toBuffer();
  // After the start marker and the first segment, three stray bytes before the next marker.
  const next = 4 + jpeg.readUInt16BE(4);
  assert.equal(await problemOf(Buffer.concat([jpeg.subarray(0, next), Buffer.from([1, 2, 3]), jpeg.subarray(next)])), null);
});
