// The hub's "unpublished drafts": every page_drafts row is a draft that differs from what visitors
// see (publishing or discarding deletes it), listed with the page in edit mode in its language.
import { count, desc, eq } from "drizzle-orm";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { pick } from "../../../shared/lib/localized.ts";
import type { UnpublishedDrafts } from "../../../shared/api/unpublished-drafts-types.ts";
import type { Db } from "../../db/client.ts";
import { pageDrafts, pages, users } from "../../db/schema.ts";
import { displayName } from "../page-versions.ts";
import { pageUrl } from "./page-activities.ts";

/** The `limit` most recently saved drafts and how many there are. */
export async function unpublishedDrafts(db: Db, limit: number): Promise<UnpublishedDrafts> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        pageId: pageDrafts.pageId,
        lang: pageDrafts.lang,
        publishAt: pageDrafts.publishAt,
        updatedAt: pageDrafts.updatedAt,
        title: pages.title,
        path: pages.path,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      })
      .from(pageDrafts)
      .innerJoin(pages, eq(pages.id, pageDrafts.pageId))
      .leftJoin(users, eq(users.id, pageDrafts.updatedBy))
      .orderBy(desc(pageDrafts.updatedAt), pageDrafts.pageId, pageDrafts.lang)
      .limit(limit),
    db.select({ total: count() }).from(pageDrafts),
  ]);
  const items = rows.map((row) => {
    const author = row.username === null ? null : { firstName: row.firstName ?? "", lastName: row.lastName ?? "", username: row.username };
    return {
      page_id: row.pageId,
      title: pick(row.title, row.lang),
      lang: row.lang,
      who: displayName(author),
      saved_at: berlinIso(row.updatedAt),
      publish_at: row.publishAt ? berlinIso(row.publishAt) : null,
      edit_url: `${pageUrl(pick(row.path, row.lang), row.lang)}?edit`,
    };
  });
  return { total, items };
}
