// Editor sessions: an opaque random cookie value whose SHA-256 is looked up in the sessions table.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, lte, or, sql } from "drizzle-orm";
import type { AccountRole } from "../../shared/policies.ts";
import type { Db, Tx } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { verifyPassword } from "./passwords.ts";

/** A session ends this long after the login, however busy it is. */
export const SESSION_DAYS = 14;
/** A session ends after this long without a request (a forgotten browser at the box office). */
export const SESSION_IDLE_MINUTES = 120;
/** A request notes the session's use only when the last note is older than this, so a page view rarely writes. */
const LAST_SEEN_STEP_MS = 60 * 1000;

const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MINUTES * 60 * 1000);

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  hasDashboardOnlineAccess: boolean;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const sessionUserFields = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  hasDashboardOnlineAccess: users.hasDashboardOnlineAccess,
};

/** The active user with this e-mail (any case) and password, or null. Takes as long either way. */
export async function authenticate(db: Db, email: string, password: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ ...sessionUserFields, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  if (!(await verifyPassword(password, row?.passwordHash ?? null)) || !row) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

/** The active user behind a session cookie value, or null when it is unknown, expired or idle too long; notes the use. */
export async function findSessionUser(db: Db, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ ...sessionUserFields, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince(now)), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, ...user } = row;
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    // Only forward: with several processes (or a test's clock) the newest note wins.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
  }
  return user;
}

/** Starts a session for a user and returns the cookie value (shown once, stored only as a hash). */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, lastSeenAt: now });
  return token;
}

/**
 * A login's session: the one the browser came with (whoever's) ends, so a token known before the
 * login is worth nothing after it; the user's ended sessions are cleared away on the way.
 */
export async function startLoginSession(db: Db, userId: number, now: Date, previousToken: string | undefined): Promise<string> {
  await endSession(db, previousToken);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince(now)))));
  return createSession(db, userId, now);
}

/** Ends the session behind a cookie value, if there is one. */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (deactivated, new role, new password): the next request is anonymous. */
export async function endUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
