// A page's unpublished draft per language (page_drafts): saves write it, publishing moves it into
// `pages.content`, discarding deletes it. No row: the draft is the published content.
import { and, eq } from "drizzle-orm";
import type { PageDraftState } from "../../shared/api/page-draft-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { pageDrafts, users } from "../db/schema.ts";
import { displayName } from "./page-versions.ts";

const draftOf = (pageId: number, lang: Lang) => and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.lang, lang));

/** The draft of a page in a language with its state as editors see it, or null when there is none. */
export async function findPageDraft(db: Db | Tx, pageId: number, lang: Lang): Promise<{ content: Section[]; state: PageDraftState } | null> {
  const [row] = await db
    .select({ content: pageDrafts.content, publishAt: pageDrafts.publishAt, updatedAt: pageDrafts.updatedAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(pageDrafts)
    .leftJoin(users, eq(users.id, pageDrafts.updatedBy))
    .where(draftOf(pageId, lang))
    .limit(1);
  if (!row) return null;
  const author = row.username === null ? null : { firstName: row.firstName ?? "", lastName: row.lastName ?? "", username: row.username };
  return { content: row.content, state: { publish_at: row.publishAt?.toISOString() ?? null, updated_at: row.updatedAt.toISOString(), author: displayName(author) } };
}

/** The draft's sections, locked for this transaction (its page row must be locked first), or null. */
export async function lockedDraftContent(tx: Tx, pageId: number, lang: Lang): Promise<{ content: Section[]; publishAt: Date | null } | null> {
  const [row] = await tx.select({ content: pageDrafts.content, publishAt: pageDrafts.publishAt }).from(pageDrafts).where(draftOf(pageId, lang)).for("update");
  return row ?? null;
}

/** Writes the draft's sections; a scheduled publish time stays (the newer draft goes live then). */
export async function writePageDraft(tx: Tx, draft: { pageId: number; lang: Lang; content: Section[]; userId: number; now: Date }): Promise<void> {
  await tx
    .insert(pageDrafts)
    .values({ pageId: draft.pageId, lang: draft.lang, content: draft.content, updatedBy: draft.userId, updatedAt: draft.now })
    .onConflictDoUpdate({ target: [pageDrafts.pageId, pageDrafts.lang], set: { content: draft.content, updatedBy: draft.userId, updatedAt: draft.now } });
}

/** Sets (or, with null, clears) when the draft is published by itself. */
export async function schedulePageDraft(tx: Tx, pageId: number, lang: Lang, publishAt: Date | null): Promise<void> {
  await tx.update(pageDrafts).set({ publishAt }).where(draftOf(pageId, lang));
}

/** Removes the draft (after publishing or discarding it). */
export async function deletePageDraft(tx: Tx, pageId: number, lang: Lang): Promise<void> {
  await tx.delete(pageDrafts).where(draftOf(pageId, lang));
}
