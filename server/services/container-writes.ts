// Containers written from the editor (spec §4 "a missing section causes an empty container to be
// created", §7 POST container): creating an empty one, and saving its sections per language, checked
// and cleaned like a page's. Containers keep no versions, but a counter of saves: a save names the one
// it started from, and a stale one is a 409 with nothing written (issue 22). The activity log records
// each write.
import { eq } from "drizzle-orm";
import { ApiError, notFound } from "../../shared/api/api-error.ts";
import type { ContainerData } from "../../shared/api/content-types.ts";
import { countChanges, diffSections } from "../../shared/content/sections-diff.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { containers } from "../db/schema.ts";
import { logActivity } from "./activity-log.ts";
import { checkedSections } from "./checked-content.ts";
import { getContainer } from "./containers.ts";
import { staleSave, type EditorWriter } from "./page-content-save.ts";
import { containerHead } from "./saved-heads.ts";
import { lockPlacedReferences } from "./where-used/placed-references.ts";
import { assertRawHtmlUnchanged } from "./raw-html-guard.ts";

export interface NewContainer {
  slug: string;
  parent?: string;
  contentType: string;
  objectId: number | null;
  model?: string;
}

async function editorView(writer: EditorWriter, slug: string, lang: Lang): Promise<ContainerData> {
  const container = await getContainer(writer.db, slug, lang, { isEditor: true, now: writer.now });
  if (!container) throw notFound("container not found");
  return container;
}

/** Creates an empty container (409 when the slug is taken). */
export async function createContainer(writer: EditorWriter, lang: Lang, input: NewContainer): Promise<ContainerData> {
  await writer.db.transaction(async (tx) => {
    // Two editors opening the same missing section at once: the unique slug lets one create it.
    const [row] = await tx
      .insert(containers)
      .values({ slug: input.slug, parent: input.parent ?? "", contentType: input.contentType, objectId: input.objectId, model: input.model ?? "", columns: { de: [], en: [] }, updatedAt: writer.now })
      .onConflictDoNothing({ target: containers.slug })
      .returning({ id: containers.id });
    if (!row) throw new ApiError(409, { error: "conflict", field: "slug", reason: "a container with this slug exists" });
    await logActivity(tx, { userId: writer.user.id, action: "container.create", objectKind: "container", objectId: row.id, lang, at: writer.now });
  });
  return editorView(writer, input.slug, lang);
}

/** Saves a container's sections in `lang` on `baseVersion`; the other language stays as it was (400, 403, 404, 409 stale). */
export async function saveContainer(writer: EditorWriter, lang: Lang, slug: string, baseVersion: number, raw: unknown): Promise<ContainerData> {
  const sections = checkedSections(raw);
  await writer.db.transaction(async (tx) => {
    // Locked so that a concurrent save (either language) waits and then sees the counter this one wrote.
    const [row] = await tx.select({ id: containers.id, columns: containers.columns, version: containers.version }).from(containers).where(eq(containers.slug, slug)).for("update");
    if (!row) throw notFound("container not found");
    if (row.version !== baseVersion) throw staleSave((await containerHead(tx, slug))!, "container");
    const before = row.columns[lang] ?? [];
    assertRawHtmlUnchanged(writer.user, before, sections);
    await lockPlacedReferences(tx, lang, before, sections);
    await tx
      .update(containers)
      .set({ columns: { ...row.columns, [lang]: sections }, version: row.version + 1, updatedBy: writer.user.id, updatedAt: writer.now })
      .where(eq(containers.id, row.id));
    const summary = JSON.stringify(countChanges(diffSections(before, sections)));
    await logActivity(tx, { userId: writer.user.id, action: "container.save", objectKind: "container", objectId: row.id, lang, summary, at: writer.now });
  });
  return editorView(writer, slug, lang);
}
