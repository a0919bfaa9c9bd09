// Placing an image needs alt text in both languages (issue 13). A content save is refused (400, the
// field named) when it newly places an image that does not exist or lacks alt text; images that
// were already placed before keep working, so old content never blocks an unrelated edit.
import { inArray } from "drizzle-orm";
import { badRequest } from "../../../shared/api/api-error.ts";
import { isPlaceable } from "../../../shared/api/image-sources.ts";
import type { Section } from "../../../shared/api/page-content.ts";
import type { Tx } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { imagePlacements } from "./image-placements.ts";

/** Throws a 400 on the first image `after` places anew that is missing or has no alt text in de and en. */
export async function assertImagesPlaceable(tx: Tx, before: readonly Section[], after: readonly Section[], prefix = "sections"): Promise<void> {
  const known = new Set(imagePlacements(before).map((placement) => placement.imageId));
  const placed = imagePlacements(after).filter((placement) => !known.has(placement.imageId));
  if (placed.length === 0) return;
  // Locked for share: a delete of one of them waits for this save (and then sees it used).
  const rows = await tx
    .select({ id: images.id, alt: images.alt })
    .from(images)
    .where(inArray(images.id, [...new Set(placed.map((placement) => placement.imageId))]))
    .for("share");
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const placement of placed) {
    const row = byId.get(placement.imageId);
    const field = `${prefix}.${placement.field}`;
    if (!row) throw badRequest(field, `image ${placement.imageId} does not exist`);
    if (!isPlaceable({ de: row.alt.de ?? "", en: row.alt.en ?? "" })) throw badRequest(field, `image ${placement.imageId} needs alt text in German and English before it can be placed`);
  }
}
