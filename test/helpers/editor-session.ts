// A logged-in editor, box office, admin or customer (a visitor's own account) for tests: a fresh session of the demo account, as the Cookie header value.
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { AccountRole } from "../../shared/policies.ts";

export async function sessionCookie(db: Db, role: AccountRole): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.role, role)).limit(1);
  return `${SESSION_COOKIE}=${await createSession(db, user.id, new Date())}`;
}

export const editorSessionCookie = (db: Db) => sessionCookie(db, "editor");
