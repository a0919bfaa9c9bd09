// Saving a page's content in one language (DESIGN "Editor"): the content is checked and cleaned,
// then in one transaction the page row is locked, the base version is compared with the newest one
// (a stale base is a 409 and nothing is written), the page, a new version and the activity are
// written. The search index follows after the commit.
import { eq } from "drizzle-orm";
import { ApiError, badRequest, notFound } from "../../shared/api/api-error.ts";
import type { PageSaved, SavedBy, StaleSaveBody } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { countChanges, diffSections } from "../../shared/content/sections-diff.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { contentSearchText } from "../../src/modules/search-text.ts";
import type { Db } from "../db/client.ts";
import { pageVersions, pages } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { logActivity } from "./activity-log.ts";
import { checkedSections } from "./checked-content.ts";
import { findPageVersion, headVersion, writtenSummary } from "./page-versions.ts";
import { assertRawHtmlUnchanged } from "./raw-html-guard.ts";
import { reindexSearchDocuments } from "./search/index-documents.ts";
import { lockPlacedReferences } from "./where-used/placed-references.ts";
import type { SessionUser } from "./sessions.ts";

/** Who writes, and with what: the editor's account, the database, the request's clock and log. */
export interface EditorWriter {
  db: Db;
  user: SessionUser;
  now: Date;
  log: Logger;
}

interface PageWrite {
  pageId: number;
  lang: Lang;
  /** The version the editor started from; null only while the page has none in this language. */
  baseVersion: number | null;
  sections: Section[];
  restoredFrom: number | null;
  action: "page.save" | "page.restore";
}

/** The 409 of a save on a stale base (a page's or a container's): who saved the newer state, and when. */
export function staleSave(head: SavedBy, what: "page" | "container" = "page"): ApiError {
  const who = head.author || "someone else";
  const body: StaleSaveBody = { error: "stale_version", reason: `${who} saved this ${what} at ${head.created_at}, after you opened it`, version: head };
  return new ApiError(409, { ...body });
}

async function writePageContent(writer: EditorWriter, write: PageWrite): Promise<PageSaved> {
  const { user, now, lang } = { ...writer, ...write };
  const version = await writer.db.transaction(async (tx) => {
    // The lock makes concurrent saves of this page wait, so each compares with the true newest version.
    const [page] = await tx.select({ id: pages.id, title: pages.title, content: pages.content }).from(pages).where(eq(pages.id, write.pageId)).for("update");
    if (!page) throw notFound("page not found");
    const head = await headVersion(tx, page.id, lang);
    if (head && write.baseVersion !== head.id) throw staleSave(head);
    if (!head && write.baseVersion !== null) throw badRequest("base_version", "is not a version of this page in this language");

    const before = page.content[lang] ?? [];
    assertRawHtmlUnchanged(user, before, write.sections);
    await lockPlacedReferences(tx, lang, before, write.sections);
    const content = { ...page.content, [lang]: write.sections };
    const changes = countChanges(diffSections(before, write.sections));
    const summary = JSON.stringify(changes);
    await tx.update(pages).set({ content, searchText: contentSearchText(content), updatedAt: now }).where(eq(pages.id, page.id));
    const [row] = await tx
      .insert(pageVersions)
      .values({ pageId: page.id, title: page.title, content, lang, summary, number: (head?.number ?? 0) + 1, kind: write.restoredFrom === null ? "publish" : "restore", restoredFrom: write.restoredFrom, authorId: user.id, isPublished: true, createdAt: now })
      .returning();
    // The activity names the version it wrote, so the hub can link to exactly that state.
    const activitySummary = JSON.stringify({ ...changes, version: row.id });
    await logActivity(tx, { userId: user.id, action: write.action, objectKind: "page", objectId: page.id, lang, summary: activitySummary, at: now });
    return writtenSummary(row, user);
  });
  // The save is committed; a failing re-index must not make the editor think it was lost.
  await reindexSearchDocuments(writer.db, "page", [write.pageId], now).catch((error: unknown) => writer.log.error({ err: error, pageId: write.pageId }, "search_reindex_failed"));
  return { version };
}

/** Saves the sections of page `pageId` in `lang` as a new version (400 invalid, 403 raw HTML, 404, 409 stale). */
export async function savePageContent(writer: EditorWriter, input: { pageId: number; lang: Lang; baseVersion: number | null; sections: unknown }): Promise<PageSaved> {
  const sections = checkedSections(input.sections);
  return writePageContent(writer, { ...input, sections, restoredFrom: null, action: "page.save" });
}

/** Makes a stored version's content the page's content again, as a new version that names it. */
export async function restorePageVersion(writer: EditorWriter, input: { pageId: number; lang: Lang; versionId: number; baseVersion: number | null }): Promise<PageSaved> {
  const stored = await findPageVersion(writer.db, input.pageId, input.lang, input.versionId);
  if (!stored) throw notFound("version not found");
  // Checked like a save: the module definitions may have changed since the version was written.
  const sections = checkedSections(stored.content[input.lang] ?? []);
  return writePageContent(writer, { ...input, sections, restoredFrom: stored.id, action: "page.restore" });
}
