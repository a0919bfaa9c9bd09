// Containers: editable sections attached to an object (event, production, person …), addressed by slug.
// Every detail page shows its container, so the stored rows are kept in memory until a content change
// (content-cache.ts); the online windows and pickers are applied per request.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { containers } from "../db/schema.ts";
import type { ContainerData } from "../../shared/api/content-types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { resolveModulePickers } from "./module-pickers.ts";
import { sectionsVisibleNow } from "./visible-content.ts";
import { cachedContent } from "./content-cache.ts";

/** The stored container (null when there is none), kept until a content change. */
function containerRow(db: Db, slug: string) {
  return cachedContent(db, `container:${slug}`, async () => (await db.select().from(containers).where(eq(containers.slug, slug)).limit(1))[0] ?? null);
}

/**
 * The container with its content in `lang` (pickers resolved; for visitors only modules inside their
 * online window), or null when there is none.
 */
export async function getContainer(db: Db, slug: string, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<ContainerData | null> {
  const row = await containerRow(db, slug);
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
    version: row.version,
    columns: sections.flatMap((section) => section.columns),
    sections,
  };
}
