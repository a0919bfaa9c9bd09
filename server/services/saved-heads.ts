// Who saved the newest state of what an editor has open, and when (issue 22): a stale save's 409 names
// it, and the presence heartbeat answers it so that an open editor learns the page changed under it.
import { eq } from "drizzle-orm";
import type { SavedBy } from "../../shared/api/editor-types.ts";
import { isLang } from "../../shared/lib/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { containers, users } from "../db/schema.ts";
import { displayName, headVersion } from "./page-versions.ts";

/** A container's newest state: its version counter, who saved it last and when (null: no such container). */
export async function containerHead(db: Db | Tx, slug: string): Promise<SavedBy | null> {
  const [row] = await db
    .select({ version: containers.version, updatedAt: containers.updatedAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(containers)
    .leftJoin(users, eq(users.id, containers.updatedBy))
    .where(eq(containers.slug, slug));
  if (!row) return null;
  return { id: row.version, author: row.username === null ? "" : displayName(row as { firstName: string; lastName: string; username: string }), created_at: row.updatedAt.toISOString() };
}

/** The newest saved state of a presence target ("page:12:de", "container:event-4:de"); null for anything else. */
export async function targetHead(db: Db, target: string): Promise<SavedBy | null> {
  const [kind, key, lang] = target.split(":");
  if (!isLang(lang)) return null;
  if (kind === "page" && /^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2 ** 31 - 1) {
    const head = await headVersion(db, Number(key), lang);
    return head && { id: head.id, author: head.author, created_at: head.created_at };
  }
  if (kind === "container" && key) return containerHead(db, key);
  return null;
}
