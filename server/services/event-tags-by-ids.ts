// The event tags an event list module names (its "Schlagwort"), looked up beside the stored id as
// the filter options show them.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { tags } from "../db/schema.ts";
import type { TagOption } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";

export async function eventTagsByIds(db: Db, ids: number[], lang: Lang): Promise<Map<number, TagOption>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(tags).where(and(eq(tags.scope, "event"), inArray(tags.id, ids)));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: pick(row.name, lang), show_in_filter: row.showInFilter, slug: pick(row.slug, lang) }]));
}
