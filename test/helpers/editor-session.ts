// A logged-in editor for tests: a fresh session of the demo editor, as the Cookie header value.
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";

export async function editorSessionCookie(db: Db): Promise<string> {
  const [editor] = await db.select().from(users).where(eq(users.role, "editor")).limit(1);
  return `${SESSION_COOKIE}=${await createSession(db, editor.id, new Date())}`;
}
