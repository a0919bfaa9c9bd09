// One-time links of visitor accounts (double opt-in, password reset, new e-mail address): a random
// token goes into the mail, only its SHA-256 into account_tokens. Consuming one is a conditional
// update (unused, not expired by PostgreSQL's clock), so a link works once even when clicked twice at once.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { accountTokens } from "../db/schema.ts";

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

/** How long each link works. */
export const TOKEN_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  confirm_account: 48 * 60,
  reset_password: 60,
  change_email: 24 * 60,
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new link token for the account; earlier unused tokens of the same purpose stop working (only
 * the newest mail's link counts). Returns the token for the mail (never stored as it is).
 */
export async function issueAccountToken(db: Db | Tx, userId: number, purpose: AccountTokenPurpose, newEmail: string | null = null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail,
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES[purpose]})`,
  });
  return token;
}

/** Uses the token once: the account (and the new address of a change_email token), or null when unknown, used, expired or for another purpose. */
export async function consumeAccountToken(db: Db | Tx, token: string, purpose: AccountTokenPurpose): Promise<{ userId: number; newEmail: string | null } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row ?? null;
}
