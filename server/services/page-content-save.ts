// Saving a page's content in one language (DESIGN "Editor"): the content is checked and cleaned,
// then in one transaction the page row is locked, the base version is compared with the newest one
// (a stale base is a 409 and nothing is written), the page's draft, a new version and the activity
// are written. Visitors, the HTML cache and the search index keep the published content until the
// draft is published (page-publishing.ts).
import { eq } from "drizzle-orm";
import { ApiError, badRequest, notFound } from "../../shared/api/api-error.ts";
import type { PageSaved, SavedBy, StaleSaveBody } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { countChanges, diffSections } from "../../shared/content/sections-diff.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { pageVersions, pages } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { logActivity } from "./activity-log.ts";
import { lockedDraftContent, writePageDraft } from "./page-drafts.ts";
import { checkedSections } from "./checked-content.ts";
import { findPageVersion, headVersion, writtenSummary } from "./page-versions.ts";
import { assertRawHtmlUnchanged } from "./raw-html-guard.ts";
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

/**
 * The locked page row and its newest version in `lang`, once the editor's base is checked: 404 no
 * page, 409 (StaleSaveBody) when `baseVersion` is not the newest version of any kind, 400 when it
 * names a version while the page has none. Every write of a page's content or draft starts here.
 */
export async function lockPageAtBase(tx: Tx, pageId: number, lang: Lang, baseVersion: number | null) {
  // The lock makes concurrent writes of this page wait, so each compares with the true newest version.
  const [page] = await tx.select({ id: pages.id, title: pages.title, content: pages.content }).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) throw notFound("page not found");
  const head = await headVersion(tx, page.id, lang);
  if (head && baseVersion !== head.id) throw staleSave(head);
  if (!head && baseVersion !== null) throw badRequest("base_version", "is not a version of this page in this language");
  return { page, head };
}

/** Writes the draft of the page in `lang` and its version (visitors keep the published content). */
async function writePageContent(writer: EditorWriter, write: PageWrite): Promise<PageSaved> {
  const { user, now, lang } = { ...writer, ...write };
  const version = await writer.db.transaction(async (tx) => {
    const { page, head } = await lockPageAtBase(tx, write.pageId, lang, write.baseVersion);
    const draft = await lockedDraftContent(tx, page.id, lang);
    const before = draft?.content ?? page.content[lang] ?? [];
    assertRawHtmlUnchanged(user, before, write.sections);
    await lockPlacedReferences(tx, lang, before, write.sections);
    const changes = countChanges(diffSections(before, write.sections));
    await writePageDraft(tx, { pageId: page.id, lang, content: write.sections, userId: user.id, now });
    // The version holds the page as it would be published: the other language stays as published.
    const content = { ...page.content, [lang]: write.sections };
    const [row] = await tx
      .insert(pageVersions)
      .values({ pageId: page.id, title: page.title, content, lang, summary: JSON.stringify(changes), number: (head?.number ?? 0) + 1, kind: write.restoredFrom === null ? "draft" : "restore", restoredFrom: write.restoredFrom, authorId: user.id, isPublished: false, createdAt: now })
      .returning();
    // The activity names the version it wrote, so the hub can link to exactly that state.
    const activitySummary = JSON.stringify({ ...changes, version: row.id });
    // A draft changes nothing visitors see: no cache is emptied, the search index stays.
    await logActivity(tx, { userId: user.id, action: write.action, objectKind: "page", objectId: page.id, lang, summary: activitySummary, at: now, visible: false });
    return writtenSummary(row, user);
  });
  return { version };
}

/** Saves the sections of page `pageId` in `lang` as its draft and a new version (400 invalid, 403 raw HTML, 404, 409 stale). */
export async function savePageContent(writer: EditorWriter, input: { pageId: number; lang: Lang; baseVersion: number | null; sections: unknown }): Promise<PageSaved> {
  const sections = checkedSections(input.sections);
  return writePageContent(writer, { ...input, sections, restoredFrom: null, action: "page.save" });
}

/** Makes a stored version's content the page's draft again, as a new version that names it. */
export async function restorePageVersion(writer: EditorWriter, input: { pageId: number; lang: Lang; versionId: number; baseVersion: number | null }): Promise<PageSaved> {
  const stored = await findPageVersion(writer.db, input.pageId, input.lang, input.versionId);
  if (!stored) throw notFound("version not found");
  // Checked like a save: the module definitions may have changed since the version was written.
  const sections = checkedSections(stored.content[input.lang] ?? []);
  return writePageContent(writer, { ...input, sections, restoredFrom: stored.id, action: "page.restore" });
}
