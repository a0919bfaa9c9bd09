// Who else has the same page open in edit mode (DESIGN "Editor" → presence): each open editor sends
// a heartbeat; whoever has not sent one for PRESENCE_WINDOW_MS has left (closed tab, lost network).
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { PresentEditor } from "../../shared/api/editor-types.ts";
import type { Db } from "../db/client.ts";
import { editorPresence, users } from "../db/schema.ts";
import { displayName } from "./page-versions.ts";

/** How long a heartbeat counts; the editor sends them more often than this. */
export const PRESENCE_WINDOW_MS = 45_000;

/** Records `userId`'s heartbeat on `target` and answers the other editors present there. */
export async function heartbeat(db: Db, userId: number, target: string, now: Date): Promise<PresentEditor[]> {
  const since = new Date(now.getTime() - PRESENCE_WINDOW_MS);
  await db
    .insert(editorPresence)
    .values({ userId, target, seenAt: now })
    .onConflictDoUpdate({ target: [editorPresence.userId, editorPresence.target], set: { seenAt: now } });
  // Rows of editors who left without saying so are dropped here, so the table stays small.
  await db.delete(editorPresence).where(and(eq(editorPresence.target, target), lt(editorPresence.seenAt, since)));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, seenAt: editorPresence.seenAt })
    .from(editorPresence)
    .innerJoin(users, eq(users.id, editorPresence.userId))
    .where(and(eq(editorPresence.target, target), ne(editorPresence.userId, userId), gt(editorPresence.seenAt, since)))
    .orderBy(asc(users.id));
  return rows.map((row) => ({ id: row.id, name: displayName(row), since: row.seenAt.toISOString() }));
}

/** `userId` closed edit mode on `target`. */
export async function leave(db: Db, userId: number, target: string): Promise<void> {
  await db.delete(editorPresence).where(and(eq(editorPresence.userId, userId), eq(editorPresence.target, target)));
}
