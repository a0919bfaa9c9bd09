// Visitors' own accounts (users.role "customer"): sign-up, the double opt-in, resending its link,
// password reset, and changing e-mail address, password and language. The sign-up, resend and reset
// requests do their work (lookup, writes, mail) after the API has answered, so the answer says
// nothing about the address; the rest runs inside the request. Writes that belong together share a
// transaction; a link's token is used once (account-tokens.ts).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Mailer } from "../shop/mail/mailer.ts";
import { linkGuestOrders } from "./account-orders-link.ts";
import { alreadyRegisteredMail, confirmAccountMail, emailChangeMail, emailChangeNoticeMail, passwordResetMail, type AccountMailContext, type Recipient } from "./account-mails.ts";
import { consumeAccountToken, issueAccountToken } from "./account-tokens.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { endUserSessions, type SessionUser } from "./sessions.ts";

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  mail: AccountMailContext;
}

const accountFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  role: users.role,
  isActive: users.isActive,
  emailConfirmedAt: users.emailConfirmedAt,
  preferredLang: users.preferredLang,
  passwordHash: users.passwordHash,
};

type AccountRow = { [K in keyof typeof accountFields]: (typeof users.$inferSelect)[K] };

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

async function accountWhere(db: Db, condition: ReturnType<typeof eq>): Promise<AccountRow | null> {
  const [row] = await db.select(accountFields).from(users).where(condition).limit(1);
  return row ?? null;
}

export const accountByEmail = (db: Db, email: string) => accountWhere(db, byEmail(email));
export const accountById = (db: Db, id: number) => accountWhere(db, eq(users.id, id));

const recipientOf = (account: Pick<AccountRow, "email" | "firstName" | "preferredLang">): Recipient => ({ email: account.email, firstName: account.firstName, lang: account.preferredLang });

/** Whether the account is a visitor's that has not confirmed its address yet (it may not sign in). */
export const isUnconfirmedCustomer = (account: Pick<AccountRow, "role" | "emailConfirmedAt">) => account.role === "customer" && account.emailConfirmedAt === null;

export interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  /** Hashed by the caller before it answers, whether or not the address is taken: both take as long. */
  passwordHash: string;
  lang: Lang;
}

/**
 * The sign-up's work: a new unconfirmed account and its confirmation link by mail; an address that
 * has an account (or wins a race for it) gets a note instead, and nothing is created.
 */
export async function registerCustomer(deps: AccountDeps, signUp: SignUp): Promise<"created" | "exists"> {
  const existing = await accountByEmail(deps.db, signUp.email);
  if (existing) {
    await deps.mailer.send(alreadyRegisteredMail(recipientOf(existing), deps.mail));
    return "exists";
  }
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email: signUp.email, username: signUp.email, firstName: signUp.firstName, lastName: signUp.lastName, passwordHash: signUp.passwordHash, role: "customer", preferredLang: signUp.lang })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return row ? { id: row.id, token: await issueAccountToken(tx, row.id, "confirm_account") } : null;
  });
  const recipient: Recipient = { email: signUp.email, firstName: signUp.firstName, lang: signUp.lang };
  if (!created) {
    await deps.mailer.send(alreadyRegisteredMail(recipient, deps.mail));
    return "exists";
  }
  await deps.mailer.send(confirmAccountMail(recipient, deps.mail, created.token));
  return "created";
}

/** Mails an unconfirmed, active visitor account a fresh confirmation link; anything else gets nothing. */
export async function resendConfirmationLink(deps: AccountDeps, account: AccountRow | null): Promise<boolean> {
  if (!account || !account.isActive || !isUnconfirmedCustomer(account)) return false;
  const token = await issueAccountToken(deps.db, account.id, "confirm_account");
  await deps.mailer.send(confirmAccountMail(recipientOf(account), deps.mail, token));
  return true;
}

/** Mails an active account a password reset link; an unknown address gets nothing. */
export async function sendPasswordReset(deps: AccountDeps, email: string): Promise<boolean> {
  const account = await accountByEmail(deps.db, email);
  if (!account || !account.isActive) return false;
  const token = await issueAccountToken(deps.db, account.id, "reset_password");
  await deps.mailer.send(passwordResetMail(recipientOf(account), deps.mail, token));
  return true;
}

/** Marks the address confirmed (once) and links the guest orders placed with it. */
async function confirmAddress(tx: Tx, userId: number): Promise<void> {
  const [confirmed] = await tx
    .update(users)
    .set({ emailConfirmedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ email: users.email });
  if (confirmed) await linkGuestOrders(tx, userId, confirmed.email);
}

/** Confirms the account behind a confirm_account token: the account's id, or null for a bad link. */
export async function confirmAccount(db: Db, token: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, "confirm_account");
    if (!used) return null;
    await confirmAddress(tx, used.userId);
    return used.userId;
  });
}

/**
 * Sets a new password with a reset_password token and ends every session of the account. The link
 * came to the account's address, so an unconfirmed address counts as confirmed too.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<number | null> {
  const passwordHash = hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, "reset_password");
    if (!used) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await confirmAddress(tx, used.userId);
    await endUserSessions(tx, used.userId);
    return used.userId;
  });
}

/** Whether `password` is the account's current one. */
export async function hasPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const account = await accountById(db, userId);
  return verifyPassword(password, account?.passwordHash ?? null);
}

/** A new password for the account; every session of it ends (the caller starts the browser's new one). */
export async function changePassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
}

/**
 * Asks for a new address: its confirmation link goes to the new address, a notice to the old one. An
 * address another account has gets that account's note instead (the asker learns nothing).
 */
export async function requestEmailChange(deps: AccountDeps, account: AccountRow, newEmail: string): Promise<void> {
  const owner = await accountByEmail(deps.db, newEmail);
  if (owner) {
    if (owner.id !== account.id) await deps.mailer.send(alreadyRegisteredMail(recipientOf(owner), deps.mail));
    return;
  }
  const token = await issueAccountToken(deps.db, account.id, "change_email", newEmail);
  await deps.mailer.send(emailChangeMail({ ...recipientOf(account), email: newEmail }, deps.mail, token));
  await deps.mailer.send(emailChangeNoticeMail(recipientOf(account), deps.mail, newEmail));
}

/**
 * Confirms a new address with a change_email token: the account takes it (and the guest orders
 * placed with it). "taken" when another account has the address by now; null for a bad link.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<{ userId: number; email: string } | "taken" | null> {
  try {
    return await db.transaction(async (tx) => {
      const used = await consumeAccountToken(tx, token, "change_email");
      if (!used?.newEmail) return null;
      await tx.update(users).set({ email: used.newEmail, username: used.newEmail, emailConfirmedAt: sql`now()` }).where(eq(users.id, used.userId));
      await linkGuestOrders(tx, used.userId, used.newEmail);
      return { userId: used.userId, email: used.newEmail };
    });
  } catch (error) {
    // The unique index on lower(email): someone signed up with the address in the meantime.
    if ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") return "taken";
    throw error;
  }
}

/** Notes a successful sign-in. */
export async function noteLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

export async function setPreferredLang(db: Db, userId: number, lang: Lang): Promise<void> {
  await db.update(users).set({ preferredLang: lang }).where(eq(users.id, userId));
}

/** The account as a session sees it (for the answer of a sign-in by link). */
export async function sessionUserById(db: Db, id: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName, role: users.role, hasDashboardOnlineAccess: users.hasDashboardOnlineAccess })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}
