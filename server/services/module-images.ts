// Images as pages and modules show them: rows to ImageObj, and a page's images by id in one query.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared-statement.ts";
import { images } from "../db/schema.ts";
import type { ImageObj, Lang } from "../../shared/api/types.ts";
import { imageObjOf } from "../../shared/api/image-sources.ts";

/** An image row as pages show it: alt text in `lang`, renditions (when it has them) and focal point. */
export function toImageObj(row: typeof images.$inferSelect, lang: Lang): ImageObj {
  return imageObjOf(row, lang);
}

/** Loads images by id into a map, in one query. */
export async function loadImages(db: Db, ids: Iterable<number>, lang: Lang): Promise<Map<number, ImageObj>> {
  const list = [...new Set(ids)];
  const found = new Map<number, ImageObj>();
  if (list.length === 0) return found;
  // One array parameter, so that one prepared statement serves any number of images.
  const statement = preparedStatement(db, "images-by-ids", () => db.select().from(images).where(sql`${images.id} = any(${sql.placeholder("ids")}::int[])`));
  for (const row of await statement.execute({ ids: list })) found.set(row.id, toImageObj(row, lang));
  return found;
}
