// An images row as the media library answers it (MediaImage).
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { isPlaceable } from "../../../shared/api/image-sources.ts";
import type { images } from "../../db/schema.ts";

export type ImageRow = typeof images.$inferSelect;

/** The library's view of a row: both languages' alt text and whether it may be placed. */
export function toMediaImage(row: ImageRow): MediaImage {
  return {
    id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    alt: { de: row.alt.de ?? "", en: row.alt.en ?? "" },
    credit: row.credit,
    content_type: row.contentType,
    bytes: row.bytes,
    original_name: row.originalName,
    focal_x: row.focalX,
    focal_y: row.focalY,
    renditions: row.renditions,
    placeable: isPlaceable({ de: row.alt.de ?? "", en: row.alt.en ?? "" }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
