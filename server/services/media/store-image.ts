// Storing an upload in the media library: the received file (type already told by its first bytes,
// size limit already held while streaming, decoded in full once) is measured with sharp, moved into
// its own folder as the original, made into renditions once, and recorded — all or nothing: on any
// failure the folder goes.
import fs from "node:fs";
import path from "node:path";
import { badRequest } from "../../../shared/api/api-error.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Db } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { typedFileName, uploadsDir, type StoredUpload } from "../uploads/temp-files.ts";
import { logActivity } from "../activity-log.ts";
import { fileSlug, newLibraryPlace } from "./media-files.ts";
import { toMediaImage } from "./media-image.ts";
import { readImageSize, UnreadableImage, writeRenditions, uploadRenditionSettings, type RenditionSettings } from "./renditions.ts";

/** A received upload (the router's IncomingFile): committing gives it its final name in the uploads folder. */
export interface ReceivedFile {
  readonly originalName: string | null;
  commit(): Promise<StoredUpload>;
}

export interface MediaWriter {
  db: Db;
  dataDir: string;
  userId: number;
  now: Date;
}

/** Stores the uploaded file as a new library image without alt text (not yet placeable). 400 when sharp cannot read it. */
export async function storeUploadedImage(writer: MediaWriter, file: ReceivedFile, settings: RenditionSettings = uploadRenditionSettings): Promise<MediaImage> {
  const stored = await file.commit();
  const received = path.join(uploadsDir(writer.dataDir), stored.storedName);
  const place = await newLibraryPlace(writer.dataDir);
  try {
    const size = await readImageSize(received);
    const name = typedFileName(file.originalName, stored.type.extension);
    const fileBase = fileSlug(name);
    const originalFile = `${fileBase}.${stored.type.extension}`;
    await fs.promises.rename(received, path.join(place.folder, originalFile));
    const renditions = await writeRenditions(path.join(place.folder, originalFile), size.width, { folder: place.folder, fileBase, urlBase: `${place.url}/${fileBase}` }, settings);
    const row = await writer.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(images)
        .values({
          url: `${place.url}/${originalFile}`,
          width: size.width,
          height: size.height,
          contentType: stored.type.contentType,
          bytes: stored.size,
          originalName: name,
          renditions,
          createdAt: writer.now,
          updatedAt: writer.now,
        })
        .returning();
      await logActivity(tx, { userId: writer.userId, action: "media.upload", objectKind: "image", objectId: inserted.id, summary: name, at: writer.now });
      return inserted;
    });
    return toMediaImage(row);
  } catch (error) {
    await fs.promises.rm(place.folder, { recursive: true, force: true });
    await fs.promises.rm(received, { force: true });
    if (error instanceof UnreadableImage) throw badRequest("file", error.reason);
    // sharp's own failures while encoding a file it could read the header of: still the file's fault.
    if (error instanceof Error && /VipsJpeg|VipsPng|VipsForeign|Input file|corrupt|premature/i.test(error.message)) throw badRequest("file", "is not a readable image");
    throw error;
  }
}
