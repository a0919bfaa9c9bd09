// Deleting a library image: refused (409, with the list) while anything uses it; otherwise the row
// goes, then its files. The row is locked first, and placing an image locks it for share
// (where-used/placed-references.ts), so a save that places it and this delete cannot both succeed.
import { eq } from "drizzle-orm";
import { ApiError, notFound } from "../../../shared/api/api-error.ts";
import type { ImageInUseBody } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { images } from "../../db/schema.ts";
import { logActivity } from "../activity-log.ts";
import { usesAtDelete } from "../where-used/uses-of.ts";
import { asMediaUsage } from "../where-used/use.ts";
import { removeImageFiles } from "./media-files.ts";
import type { MediaWriter } from "./store-image.ts";

/** Deletes image `id` and its files; 404 unknown, 409 (ImageInUseBody) while used. */
export async function deleteImage(writer: MediaWriter, id: number, lang: Lang): Promise<void> {
  const row = await writer.db.transaction(async (tx) => {
    const [found] = await tx.select().from(images).where(eq(images.id, id)).for("update");
    if (!found) throw notFound("image not found");
    const usage = (await usesAtDelete(tx, "image", id, lang)).map(asMediaUsage);
    if (usage.length > 0) {
      const body: ImageInUseBody = { error: "image_in_use", reason: `is used in ${usage.length} place${usage.length === 1 ? "" : "s"}`, usage };
      throw new ApiError(409, { ...body });
    }
    await tx.delete(images).where(eq(images.id, id));
    await logActivity(tx, { userId: writer.userId, action: "media.delete", objectKind: "image", objectId: id, summary: found.originalName || found.url, at: writer.now });
    return found;
  });
  // After the commit: a file left by a failure here is harmless, a row without its files is not.
  await removeImageFiles(writer.dataDir, row);
}
