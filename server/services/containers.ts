// Containers: editable sections attached to an object (event, production, person …), addressed by slug.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { containers } from "../db/schema.ts";
import type { ContainerData } from "../../shared/api/content-types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { resolveModulePickers } from "./module-pickers.ts";
import { sectionsVisibleNow } from "./visible-content.ts";

/**
 * The container with its content in `lang` (pickers resolved; for visitors only modules inside their
 * online window), or null when there is none.
 */
export async function getContainer(db: Db, slug: string, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<ContainerData | null> {
  const rows = await db.select().from(containers).where(eq(containers.slug, slug)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const stored = row.columns[lang] ?? [];
  const sections = await resolveModulePickers(db, options.isEditor ? stored : sectionsVisibleNow(stored, options.now), lang, options);
  return {
    id: row.id,
    slug: row.slug,
    parent: row.parent,
    content_type: row.contentType,
    object_id: row.objectId,
    model: row.model,
    columns: sections.flatMap((section) => section.columns),
    sections,
  };
}
