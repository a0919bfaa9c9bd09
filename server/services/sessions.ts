// Editor sessions: an opaque random cookie value whose SHA-256 is looked up in the sessions table.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { verifyPassword } from "./passwords.ts";

export const SESSION_DAYS = 14;

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: "admin" | "editor";
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

/** The active user behind a session cookie value, or null when it is unknown or expired. */
export async function findSessionUser(db: Db, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select(sessionUserFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), eq(users.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Starts a session for a user and returns the cookie value (shown once, stored only as a hash). */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

/** Ends the session behind a cookie value, if there is one. */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
