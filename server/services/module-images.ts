// Modules store image ids; visitors need the image itself. This adds `image_obj` next to every
// `image` id in a tree of modules, with one query for the whole page.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { images } from "../db/schema.ts";
import type { ImageObj, Lang } from "../../shared/api/types.ts";
import { pick } from "../../shared/lib/localized.ts";

type Json = unknown;

function collectImageIds(node: Json, into: Set<number>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectImageIds(item, into);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if ((key === "image" || key === "og_image") && typeof value === "number") into.add(value);
      else collectImageIds(value, into);
    }
  }
}

function attach(node: Json, found: Map<number, ImageObj>): Json {
  if (Array.isArray(node)) return node.map((item) => attach(item, found));
  if (!node || typeof node !== "object") return node;
  const copy: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = attach(value, found);
    if (key === "image" && typeof value === "number") copy.image_obj = found.get(value) ?? null;
  }
  return copy;
}

export function toImageObj(row: typeof images.$inferSelect, lang: Lang): ImageObj {
  return { id: row.id, url: row.url, width: row.width, height: row.height, alt: pick(row.alt, lang), credit: row.credit };
}

/** Loads images by id into a map, in one query. */
export async function loadImages(db: Db, ids: Iterable<number>, lang: Lang): Promise<Map<number, ImageObj>> {
  const list = [...new Set(ids)];
  const found = new Map<number, ImageObj>();
  if (list.length === 0) return found;
  for (const row of await db.select().from(images).where(inArray(images.id, list))) found.set(row.id, toImageObj(row, lang));
  return found;
}

/** Returns a copy of `content` where every `image` id has its `image_obj` beside it. */
export async function resolveModuleImages<T>(db: Db, content: T, lang: Lang): Promise<T> {
  const ids = new Set<number>();
  collectImageIds(content, ids);
  return attach(content, await loadImages(db, ids, lang)) as T;
}
