// Changing what the library knows about an image: alt text per language, credit, focal point.
import { eq } from "drizzle-orm";
import { notFound } from "../../../shared/api/api-error.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Localized } from "../../../shared/lib/localized.ts";
import { images } from "../../db/schema.ts";
import { logActivity } from "../activity-log.ts";
import { toMediaImage } from "./media-image.ts";
import type { MediaWriter } from "./store-image.ts";

export interface ImageChanges {
  alt?: Partial<Localized>;
  credit?: string;
  focal_x?: number;
  focal_y?: number;
}

/** Applies the given changes (others stay); 404 when the image does not exist. */
export async function updateImage(writer: MediaWriter, id: number, changes: ImageChanges): Promise<MediaImage> {
  return writer.db.transaction(async (tx) => {
    const [row] = await tx.select().from(images).where(eq(images.id, id)).for("update");
    if (!row) throw notFound("image not found");
    const alt = { ...row.alt, ...Object.fromEntries(Object.entries(changes.alt ?? {}).map(([lang, text]) => [lang, (text ?? "").trim()])) } as Localized;
    const [updated] = await tx
      .update(images)
      .set({
        alt,
        credit: changes.credit?.trim() ?? row.credit,
        focalX: changes.focal_x ?? row.focalX,
        focalY: changes.focal_y ?? row.focalY,
        updatedAt: writer.now,
      })
      .where(eq(images.id, id))
      .returning();
    const changed = Object.keys(changes).filter((key) => changes[key as keyof ImageChanges] !== undefined);
    await logActivity(tx, { userId: writer.userId, action: "media.update", objectKind: "image", objectId: id, summary: changed.join(", "), at: writer.now });
    return toMediaImage(updated);
  });
}
