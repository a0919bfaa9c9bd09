// Where the media library keeps its files: DATA_DIR/media/library/{key}/, one folder per image with
// the original ({slug}.{ext}) and its renditions ({slug}-{width}.{ext}), served under /media/library/.
// The key is random, so a new upload never reuses an address a browser may have cached.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The folder served as /media. */
export function mediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** A readable, safe file name stem from the uploader's name: "Bühne 2 (final).PNG" → "buehne-2-final". */
export function fileSlug(originalName: string): string {
  const stem = originalName.replace(/\.[^.]*$/, "");
  const slug = stem
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "image";
}

export interface LibraryPlace {
  /** The folder on disk. */
  folder: string;
  /** The URL of the folder, e.g. "/media/library/3f…". */
  url: string;
}

/** A new, empty folder for one image. */
export async function newLibraryPlace(dataDir: string): Promise<LibraryPlace> {
  const key = randomBytes(10).toString("hex");
  const folder = path.join(mediaDir(dataDir), "library", key);
  await fs.promises.mkdir(folder, { recursive: true });
  return { folder, url: `/media/library/${key}` };
}

/** The library folder an image URL lives in, or null for anything else (demo files are not the library's to remove). */
export function libraryFolderOf(dataDir: string, url: string): string | null {
  const match = /^\/media\/library\/([0-9a-f]{20})\/[^/]+$/.exec(url);
  return match ? path.join(mediaDir(dataDir), "library", match[1]) : null;
}

/** The file behind a /media URL, or null when the URL is not one of ours. */
function fileOf(dataDir: string, url: string): string | null {
  if (!url.startsWith("/media/") || url.split("/").some((part) => part === ".." || part === ".")) return null;
  return path.join(mediaDir(dataDir), ...url.slice("/media/".length).split("/").map(decodeURIComponent));
}

/** Removes an image's files: the original and every rendition, and a library image's folder. */
export async function removeImageFiles(dataDir: string, image: { url: string; renditions: readonly { url: string }[] }): Promise<void> {
  for (const url of [image.url, ...image.renditions.map((rendition) => rendition.url)]) {
    const file = fileOf(dataDir, url);
    if (file) await fs.promises.rm(file, { force: true });
  }
  const folder = libraryFolderOf(dataDir, image.url);
  if (folder) await fs.promises.rm(folder, { recursive: true, force: true });
}
