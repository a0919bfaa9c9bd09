// The page's state for the staff bar and the editor's toolbar (rules in shared/api/contract/page-state.ts).
// Reads only: drafts and publishes are written by the page editor.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { pageDrafts, pageVersions, pages, users } from "../db/schema.ts";
import type { PageEditState, PageStatus } from "../../shared/api/contract/page-state.ts";
import { otherLang, type Lang } from "../../shared/lib/localized.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import { displayName } from "./page-versions.ts";

const authorFields = { firstName: users.firstName, lastName: users.lastName, username: users.username };

type AuthorRow = { firstName: string | null; lastName: string | null; username: string | null };

const authorOf = (row: AuthorRow) => displayName(row.username === null ? null : { firstName: row.firstName ?? "", lastName: row.lastName ?? "", username: row.username });

async function lastPublish(db: Db, pageId: number, lang: Lang) {
  const [row] = await db
    .select({ number: pageVersions.number, createdAt: pageVersions.createdAt, ...authorFields })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorId))
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.lang, lang), eq(pageVersions.kind, "publish")))
    .orderBy(desc(pageVersions.id))
    .limit(1);
  return row ? { number: row.number, published_at: row.createdAt.toISOString(), author: authorOf(row) } : null;
}

function statusOf(page: { isOnline: boolean; onlineFrom: Date | null; onlineTo: Date | null }, publishAt: Date | null, hasDraft: boolean, now: Date): PageStatus {
  if (!page.isOnline || (page.onlineTo !== null && page.onlineTo <= now)) return "offline";
  if (publishAt !== null || (page.onlineFrom !== null && page.onlineFrom > now)) return "scheduled";
  return hasDraft ? "draft" : "published";
}

/** The state of page `pageId` in `lang` at `now`; null for an unknown page. */
export async function pageEditState(db: Db, pageId: number, lang: Lang, now: Date): Promise<PageEditState | null> {
  const [page] = await db.select({ path: pages.path, isOnline: pages.isOnline, onlineFrom: pages.onlineFrom, onlineTo: pages.onlineTo }).from(pages).where(eq(pages.id, pageId));
  if (!page) return null;
  const other = otherLang(lang);
  const [[draft], published, otherPublished] = await Promise.all([
    db
      .select({ updatedAt: pageDrafts.updatedAt, publishAt: pageDrafts.publishAt, ...authorFields })
      .from(pageDrafts)
      .leftJoin(users, eq(users.id, pageDrafts.updatedBy))
      .where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.lang, lang))),
    lastPublish(db, pageId, lang),
    lastPublish(db, pageId, other),
  ]);
  const publishAt = draft?.publishAt ?? null;
  const status = statusOf(page, publishAt, draft !== undefined, now);
  const windowStart = page.onlineFrom !== null && page.onlineFrom > now ? page.onlineFrom : null;
  return {
    page_id: pageId,
    lang,
    status,
    is_online: page.isOnline && (page.onlineFrom === null || page.onlineFrom <= now) && (page.onlineTo === null || page.onlineTo > now),
    online_from: page.onlineFrom?.toISOString() ?? null,
    online_to: page.onlineTo?.toISOString() ?? null,
    scheduled_at: status === "scheduled" ? (publishAt ?? windowStart)!.toISOString() : null,
    draft: draft ? { updated_at: draft.updatedAt.toISOString(), author: authorOf(draft), publish_at: publishAt?.toISOString() ?? null } : null,
    last_publish: published,
    other_language: {
      lang: other,
      url: localizedUrl(other, page.path[other]),
      last_published_at: otherPublished?.published_at ?? null,
      // Only two recorded publishes compare: a language never published in the editor has no date to be behind by.
      behind: published !== null && otherPublished !== null && otherPublished.published_at < published.published_at,
    },
  };
}
