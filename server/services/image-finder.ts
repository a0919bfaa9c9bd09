// The edit modal's image finder: the site's images, newest first, filtered by alt text (either
// language) or credit, one page of 24 at a time.
import { count, desc, ilike, or, sql } from "drizzle-orm";
import type { ImageFinderPage } from "../../shared/api/editor-types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { images } from "../db/schema.ts";
import { toImageObj } from "./module-images.ts";

export const IMAGE_FINDER_PAGE_SIZE = 24;

/** One page of images whose alt text or credit contains `query` (all images without one). */
export async function findImages(db: Db, lang: Lang, query: string, page: number): Promise<ImageFinderPage> {
  const text = query.trim();
  const pattern = containsPattern(text);
  const where = text ? or(sql`${images.alt}->>'de' ilike ${pattern}`, sql`${images.alt}->>'en' ilike ${pattern}`, ilike(images.credit, pattern)) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(images).where(where),
    db
      .select()
      .from(images)
      .where(where)
      .orderBy(desc(images.createdAt), desc(images.id))
      .limit(IMAGE_FINDER_PAGE_SIZE)
      .offset((page - 1) * IMAGE_FINDER_PAGE_SIZE),
  ]);
  return { count: total.value, page, results: rows.map((row) => toImageObj(row, lang)) };
}
