// Publishing a page's draft (issue 25 "drafts that publish on purpose"): now, at a scheduled time,
// or discarding it. Each runs in one transaction under the page's row lock with the same base check
// as a save (a stale base is a 409), and writes a version, so another editor's base moves and their
// next save merges. Only a publish changes what visitors see: it alone empties the caches and
// re-indexes the page for search.
import { and, eq, lte, sql } from "drizzle-orm";
import { ApiError, badRequest } from "../../shared/api/api-error.ts";
import type { PublishingAnswer } from "../../shared/api/page-draft-types.ts";
import type { PageContent, Section } from "../../shared/api/page-content.ts";
import type { Lang, Localized } from "../../shared/lib/localized.ts";
import { contentSearchText } from "../../src/modules/search-text.ts";
import type { Db, Tx } from "../db/client.ts";
import { pageDrafts, pages, pageVersions } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { logActivity } from "./activity-log.ts";
import { lockPageAtBase, type EditorWriter } from "./page-content-save.ts";
import { deletePageDraft, findPageDraft, lockedDraftContent, schedulePageDraft } from "./page-drafts.ts";
import { headVersion } from "./page-versions.ts";
import { reindexSearchDocuments } from "./search/index-documents.ts";

interface PublishTarget {
  pageId: number;
  lang: Lang;
  /** The version the editor sees as newest (a stale base is a 409, as for a save). */
  baseVersion: number | null;
}

type LockedPage = { id: number; title: Localized; content: PageContent };

/** 409 when there is nothing to publish or discard. */
const noDraft = () => new ApiError(409, { error: "no_draft", field: "base_version", reason: "this page has no unpublished draft in this language" });

/** Makes the draft the page's content in `lang`, writes its version, drops the draft; the caller re-indexes after the commit. */
async function publishLocked(tx: Tx, page: LockedPage, headNumber: number, lang: Lang, draft: Section[], authorId: number | null, now: Date): Promise<void> {
  const content = { ...page.content, [lang]: draft };
  await tx.update(pages).set({ content, searchText: contentSearchText(content), updatedAt: now }).where(eq(pages.id, page.id));
  await deletePageDraft(tx, page.id, lang);
  const [row] = await tx
    .insert(pageVersions)
    .values({ pageId: page.id, title: page.title, content, lang, summary: "", number: headNumber + 1, kind: "publish", authorId, isPublished: true, createdAt: now })
    .returning({ id: pageVersions.id });
  await logActivity(tx, { userId: authorId, action: "page.publish", objectKind: "page", objectId: page.id, lang, summary: JSON.stringify({ version: row.id }), at: now });
}

/** The page's newest version and remaining draft, after a write committed. */
async function answerOf(db: Db, pageId: number, lang: Lang): Promise<PublishingAnswer> {
  const [version, draft] = await Promise.all([headVersion(db, pageId, lang), findPageDraft(db, pageId, lang)]);
  return { version: version!, draft: draft?.state ?? null };
}

/** Re-indexes a published page; the publish is committed, so a failure is logged, not thrown. */
async function reindexPublished(db: Db, pageId: number, now: Date, log: Logger): Promise<void> {
  await reindexSearchDocuments(db, "page", [pageId], now).catch((error: unknown) => log.error({ err: error, pageId }, "search_reindex_failed"));
}

/**
 * Publishes the draft of a page in a language now (`publishAt` null or not after the request's
 * time) or schedules it for `publishAt`. 409 stale base or no draft.
 */
export async function publishPageDraft(writer: EditorWriter, target: PublishTarget & { publishAt: Date | null }): Promise<PublishingAnswer> {
  const { db, user, now, log } = writer;
  const scheduled = target.publishAt !== null && target.publishAt.getTime() > now.getTime();
  await db.transaction(async (tx) => {
    const { page, head } = await lockPageAtBase(tx, target.pageId, target.lang, target.baseVersion);
    const draft = await lockedDraftContent(tx, page.id, target.lang);
    if (!draft) throw noDraft();
    if (scheduled) {
      await schedulePageDraft(tx, page.id, target.lang, target.publishAt);
      // Nothing visitors see changed yet: no cache is emptied.
      const summary = JSON.stringify({ publish_at: target.publishAt!.toISOString() });
      await logActivity(tx, { userId: user.id, action: "page.schedule", objectKind: "page", objectId: page.id, lang: target.lang, summary, at: now, visible: false });
    } else {
      await publishLocked(tx, page, head?.number ?? 0, target.lang, draft.content, user.id, now);
    }
  });
  if (!scheduled) await reindexPublished(db, target.pageId, now, log);
  return answerOf(db, target.pageId, target.lang);
}

/** Takes back a scheduled publish: the draft stays, published only by pressing "Veröffentlichen". 409 no draft or not scheduled. */
export async function unschedulePageDraft(writer: EditorWriter, target: Omit<PublishTarget, "baseVersion">): Promise<PublishingAnswer> {
  const { db, user, now } = writer;
  await db.transaction(async (tx) => {
    await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, target.pageId)).for("update");
    const draft = await lockedDraftContent(tx, target.pageId, target.lang);
    if (!draft) throw noDraft();
    if (!draft.publishAt) throw badRequest("publish_at", "this draft is not scheduled");
    await schedulePageDraft(tx, target.pageId, target.lang, null);
    await logActivity(tx, { userId: user.id, action: "page.unschedule", objectKind: "page", objectId: target.pageId, lang: target.lang, at: now, visible: false });
  });
  return answerOf(db, target.pageId, target.lang);
}

/**
 * Deletes the draft: the editor is back on the published content. The version written holds that
 * content, so an editor whose base was the draft gets a 409 and merges onto it. 409 stale or no draft.
 */
export async function discardPageDraft(writer: EditorWriter, target: PublishTarget): Promise<PublishingAnswer> {
  const { db, user, now } = writer;
  await db.transaction(async (tx) => {
    const { page, head } = await lockPageAtBase(tx, target.pageId, target.lang, target.baseVersion);
    if (!(await lockedDraftContent(tx, page.id, target.lang))) throw noDraft();
    await deletePageDraft(tx, page.id, target.lang);
    const [row] = await tx
      .insert(pageVersions)
      .values({ pageId: page.id, title: page.title, content: page.content, lang: target.lang, summary: "", number: (head?.number ?? 0) + 1, kind: "discard", authorId: user.id, isPublished: true, createdAt: now })
      .returning({ id: pageVersions.id });
    await logActivity(tx, { userId: user.id, action: "page.discard", objectKind: "page", objectId: page.id, lang: target.lang, summary: JSON.stringify({ version: row.id }), at: now, visible: false });
  });
  return answerOf(db, target.pageId, target.lang);
}

/**
 * Publishes every draft whose scheduled time has come by PostgreSQL's clock, one transaction each.
 * Drafts and pages another process (or a save) holds are skipped and taken on the next round, so
 * two processes never publish the same draft. Returns how many were published.
 */
export async function publishDueDrafts(db: Db, log: Logger): Promise<number> {
  let published = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ pageId: pageDrafts.pageId, lang: pageDrafts.lang, content: pageDrafts.content, authorId: pageDrafts.updatedBy, id: pages.id, title: pages.title, pageContent: pages.content, now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)) })
        .from(pageDrafts)
        .innerJoin(pages, eq(pages.id, pageDrafts.pageId))
        .where(and(lte(pageDrafts.publishAt, sql`now()`)))
        .orderBy(pageDrafts.publishAt)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return null;
      const head = await headVersion(tx, due.pageId, due.lang);
      await publishLocked(tx, { id: due.id, title: due.title, content: due.pageContent }, head?.number ?? 0, due.lang, due.content, due.authorId, due.now);
      return due;
    });
    if (!done) return published;
    published += 1;
    log.info({ pageId: done.pageId, lang: done.lang }, "scheduled_publish");
    await reindexPublished(db, done.pageId, done.now, log);
  }
}

/** How often the server looks for due drafts: a scheduled page goes live within a minute. */
const SCHEDULE_CHECK_MS = 30_000;

/** Publishes due drafts every half minute until the returned stop is called; the timer never keeps the process alive. */
export function startScheduledPublishing(db: Db, log: Logger, everyMs = SCHEDULE_CHECK_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // One round at a time: a slow round is not overtaken by the next.
    running = running.then(() => publishDueDrafts(db, log)).catch((error: unknown) => log.error({ err: error }, "scheduled_publish_failed"));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
