// Files visitors upload for form fields: stored under DATA_DIR/uploads/ (never served to the web)
// with a server-made name, recorded in temp_files, and linked to a form entry when one names them.
import fs from "node:fs";
import path from "node:path";
import { and, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tempFiles } from "../../db/schema.ts";
import type { TempFileContentType, TempFileInfo } from "../../../shared/api/contract/form-entries.ts";

/** A received file under its final, server-made name in the uploads folder. */
export interface StoredUpload {
  storedName: string;
  size: number;
  /** Told by the file's first bytes: "image/png" and "png" … */
  type: { contentType: string; extension: string };
}

/** An upload no entry has named after this long is no longer accepted and may be removed. */
export const TEMP_FILE_MAX_AGE_MS = 24 * 3600 * 1000;

/** Where uploads are kept: inside the data directory, outside everything the web server serves. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * The visitor's file name made safe to keep and show: no folders, no control or reserved
 * characters, at most 200 characters with the extension kept.
 */
export function cleanFileName(name: string | null): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  let clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if ([...clean].length > 200) {
    const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(clean)?.[0] ?? "";
    clean = [...clean].slice(0, 200 - [...extension].length).join("") + extension;
  }
  return clean || "upload";
}

/**
 * The name a file is kept and offered under: the visitor's name made safe, with the extension of the
 * type its content was detected as in place of the one it came with ("x.html" that is a PNG → "x.png"),
 * so that no program opens it as something else.
 */
export function typedFileName(name: string | null, extension: string): string {
  const stem = cleanFileName(name)
    .replace(/\.[\p{L}\p{N}]{1,10}$/u, "")
    .replace(/[\s.]+$/, "");
  return `${[...(stem || "upload")].slice(0, 200 - extension.length - 1).join("")}.${extension}`;
}

/** Records a stored upload and answers what the visitor's form needs to name it. */
export async function insertTempFile(db: Db, file: StoredUpload, originalName: string | null, ownerKey: string): Promise<TempFileInfo> {
  const name = typedFileName(originalName, file.type.extension);
  const [row] = await db
    .insert(tempFiles)
    .values({ storedName: file.storedName, originalName: name, contentType: file.type.contentType, size: file.size, ownerKey })
    .returning({ id: tempFiles.id });
  // The temp-file field takes only its own types (the upload refused any other).
  return { id: row.id, name, size: file.size, content_type: file.type.contentType as TempFileContentType };
}

/**
 * Removes uploads that no entry named within TEMP_FILE_MAX_AGE_MS (and their rows), and ".part"
 * files a crash left behind. Returns how many files went.
 */
export async function removeStaleTempFiles(db: Db, dataDir: string, now: Date): Promise<number> {
  const dir = uploadsDir(dataDir);
  const cutoff = new Date(now.getTime() - TEMP_FILE_MAX_AGE_MS);
  const stale = await db
    .select({ id: tempFiles.id, storedName: tempFiles.storedName })
    .from(tempFiles)
    .where(and(isNull(tempFiles.formEntryId), lt(tempFiles.createdAt, cutoff)))
    .limit(500);
  let removed = 0;
  if (stale.length) {
    // Rows first: a file without a row is harmless, a row without its file is not.
    const gone = await db
      .delete(tempFiles)
      .where(and(inArray(tempFiles.id, stale.map((file) => file.id)), isNull(tempFiles.formEntryId)))
      .returning({ storedName: tempFiles.storedName });
    for (const file of gone) {
      await fs.promises.rm(path.join(dir, path.basename(file.storedName)), { force: true });
      removed++;
    }
  }
  const leftovers = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of leftovers) {
    if (!name.endsWith(".part")) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > 3600 * 1000) {
      await fs.promises.rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
