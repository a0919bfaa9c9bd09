// The library's list: newest first, searched in alt text (both languages), credit and file name.
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { notFound } from "../../../shared/api/api-error.ts";
import { MEDIA_PAGE_SIZE, type MediaImageDetail, type MediaPage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { images } from "../../db/schema.ts";
import { usesOf } from "../where-used/uses-of.ts";
import { asMediaUsage } from "../where-used/use.ts";
import { toMediaImage } from "./media-image.ts";

/** One page of library images matching `query` (all without one). */
export async function listMedia(db: Db, query: string, page: number): Promise<MediaPage> {
  const text = query.trim();
  const pattern = containsPattern(text);
  const where = text
    ? or(sql`${images.alt}->>'de' ilike ${pattern}`, sql`${images.alt}->>'en' ilike ${pattern}`, ilike(images.credit, pattern), ilike(images.originalName, pattern))
    : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(images).where(where),
    db
      .select()
      .from(images)
      .where(where)
      .orderBy(desc(images.createdAt), desc(images.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
  ]);
  return { count: total.value, page, page_size: MEDIA_PAGE_SIZE, results: rows.map(toMediaImage) };
}

/** One image with every place it is used (404 when there is none of that id). */
export async function getMediaImage(db: Db, id: number, lang: Lang): Promise<MediaImageDetail> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  if (!row) throw notFound("image not found");
  return { ...toMediaImage(row), usage: (await usesOf(db, "image", id, lang)).map(asMediaUsage) };
}
