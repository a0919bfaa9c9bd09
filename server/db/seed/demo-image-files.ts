// The demo images' files: each drawing rendered to a PNG original and made into renditions by the
// media library's own code. The result depends only on the drawing, the settings and sharp's
// version, so it is kept in a cache folder outside the data directory, keyed by a hash of those:
// the tests seed several databases, and a machine pays for each image once.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ImageRendition } from "../../../shared/api/types.ts";
import { writeRenditions, type RenditionSettings } from "../../services/media/renditions.ts";

export interface DemoImageFiles {
  renditions: ImageRendition[];
  /** Size of the PNG original. */
  bytes: number;
}

interface CacheEntry extends DemoImageFiles {
  files: string[];
}

const cacheRoot = () => process.env.KULISSE_DEMO_MEDIA_CACHE ?? path.join(os.tmpdir(), "kulisse-demo-media-cache");

async function copyAll(from: string, to: string, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => fs.promises.copyFile(path.join(from, file), path.join(to, file))));
}

/** Writes `${name}.png` and its renditions into `folder` (URLs under `urlFolder`), from the cache when it has them. */
export async function writeDemoImageFiles(svg: string, name: string, width: number, folder: string, urlFolder: string, settings: RenditionSettings): Promise<DemoImageFiles> {
  const key = createHash("sha256").update(JSON.stringify([svg, name, width, urlFolder, settings, sharp.versions])).digest("hex");
  const cached = path.join(cacheRoot(), key);
  const manifest = path.join(cached, "manifest.json");
  const entry = await fs.promises
    .readFile(manifest, "utf8")
    .then((text) => JSON.parse(text) as CacheEntry)
    .catch(() => null);
  if (entry) {
    await copyAll(cached, folder, entry.files);
    return { renditions: entry.renditions, bytes: entry.bytes };
  }
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await fs.promises.writeFile(path.join(folder, `${name}.png`), png);
  const renditions = await writeRenditions(png, width, { folder, fileBase: name, urlBase: `${urlFolder}/${name}` }, settings);
  const made: CacheEntry = { renditions, bytes: png.length, files: [`${name}.png`, ...renditions.map((rendition) => path.basename(rendition.url))] };
  // The cache is a convenience: failing to fill it changes nothing for the seed.
  await fs.promises
    .mkdir(cached, { recursive: true })
    .then(() => copyAll(folder, cached, made.files))
    .then(() => fs.promises.writeFile(`${manifest}.${process.pid}`, JSON.stringify(made)))
    // The manifest last, and by rename: an entry with a manifest is complete.
    .then(() => fs.promises.rename(`${manifest}.${process.pid}`, manifest))
    .catch(() => {});
  return { renditions, bytes: png.length };
}
