// Visitors' own accounts: sign-up, confirmation, reset, and the settings of a signed-in account.
// Sign-up, resend and reset answer 202 at once, the same for every address, under the login limits
// (their own counters); the lookup, the writes and the mail run after the answer, and a failure
// there is logged, never lost silently.
import { ApiError, forbidden } from "../../../shared/api/api-error.ts";
import type { AccountSettings } from "../../../shared/api/contract/accounts.ts";
import { SESSION_COOKIE } from "../../../shared/api/contract/session.ts";
import { isStaff } from "../../../shared/policies.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { clientKeyOf } from "../../http/client-key.ts";
import { confirmAccountMail } from "../../services/account-mails.ts";
import { issueAccountToken } from "../../services/account-tokens.ts";
import {
  accountByEmail,
  accountById,
  changePassword,
  confirmAccount,
  confirmEmailChange,
  hasPassword,
  isUnconfirmedCustomer,
  noteLogin,
  registerCustomer,
  requestEmailChange,
  resendConfirmationLink,
  resetPassword,
  sendPasswordReset,
  sessionUserById,
  setPreferredLang,
  type AccountDeps,
} from "../../services/customer-accounts.ts";
import { hashPassword } from "../../services/passwords.ts";
import { SESSION_DAYS, startLoginSession } from "../../services/sessions.ts";
import { userDetails } from "../../services/user-details.ts";
import { loginLimits } from "../login-limits.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

const MAIL_REQUESTED = { ok: true } as const;

const depsOf = (ctx: RequestContext): AccountDeps => ({ db: ctx.db, mailer: ctx.mailer, mail: { origin: ctx.origin, siteName: ctx.config.siteName } });

/**
 * The login limits for requests that send a mail to an address: each one counts as an attempt of that
 * address from this client, so neither can flood a mailbox; refused with 429 like a login.
 */
async function countMailRequest(ctx: RequestContext, email: string, lang: "de" | "en"): Promise<void> {
  const attempt = { email, address: clientKeyOf(ctx.clientAddress) };
  const limits = loginLimits(ctx.db.$client, "account-mail");
  const wait = await limits.refusal(attempt);
  if (wait !== null) {
    ctx.log.warn({ email_domain: email.split("@")[1] ?? "", retry_after: wait }, "account_mail_refused");
    throw new ApiError(429, { error: "too_many_attempts", reason: translator(lang)("auth.tooManyText", { minutes: Math.ceil(wait / 60) }) }, { "Retry-After": String(wait) });
  }
  await limits.failed(attempt);
}

/** Runs `work` after the answer has gone out; a failure is logged under `event`. */
function afterAnswer(ctx: RequestContext, event: string, work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((error: unknown) => ctx.log.error({ err: error }, `${event}_failed`));
  });
}

const badLink = () => new ApiError(410, { error: "link_invalid", field: "token", reason: "the link is unknown, used or expired" });

async function settingsOf(ctx: RequestContext): Promise<AccountSettings> {
  const account = await accountById(ctx.db, ctx.user!.id);
  if (!account) throw new ApiError(401, { error: "not_authenticated" });
  return { email: account.email, preferred_lang: account.preferredLang, email_editable: !isStaff(account) };
}

/** 400 on the field unless `password` is the signed-in account's. */
async function requireCurrentPassword(ctx: RequestContext, password: string): Promise<void> {
  if (!(await hasPassword(ctx.db, ctx.user!.id, password))) throw new ApiError(400, { error: "invalid_input", field: "current_password", reason: "not the current password" });
}

export const accountHandlers: Handlers<
  "signUp" | "resendConfirmation" | "confirmAccount" | "requestPasswordReset" | "resetPassword" | "accountSettings" | "changePassword" | "changeEmail" | "confirmEmailChange" | "setPreferredLang" | "adminResendConfirmation"
> = {
  async signUp({ lang, first_name, last_name, email, password }, ctx) {
    await countMailRequest(ctx, email, lang);
    // Hashed whether or not the address is taken, so both answers take as long.
    const passwordHash = hashPassword(password);
    afterAnswer(ctx, "sign_up", async () => {
      const outcome = await registerCustomer(depsOf(ctx), { firstName: first_name, lastName: last_name, email, passwordHash, lang });
      ctx.log.info({ outcome }, "sign_up");
    });
    return MAIL_REQUESTED;
  },

  async resendConfirmation({ lang, email }, ctx) {
    await countMailRequest(ctx, email, lang);
    afterAnswer(ctx, "resend_confirmation", async () => resendConfirmationLink(depsOf(ctx), await accountByEmail(ctx.db, email)));
    return MAIL_REQUESTED;
  },

  async confirmAccount({ lang, token }, ctx) {
    const userId = await confirmAccount(ctx.db, token);
    const user = userId === null ? null : await sessionUserById(ctx.db, userId);
    if (!user) throw badLink();
    const session = await startLoginSession(ctx.db, user.id, ctx.now(), ctx.cookies.get(SESSION_COOKIE));
    ctx.cookies.set(SESSION_COOKIE, session, { httpOnly: true, maxAge: SESSION_DAYS * 24 * 3600 * 1000 });
    await noteLogin(ctx.db, user.id);
    ctx.log.info({ user_id: user.id }, "account_confirmed");
    return userDetails(user, lang);
  },

  async requestPasswordReset({ lang, email }, ctx) {
    await countMailRequest(ctx, email, lang);
    afterAnswer(ctx, "password_reset_mail", () => sendPasswordReset(depsOf(ctx), email));
    return MAIL_REQUESTED;
  },

  async resetPassword({ token, password }, ctx) {
    const userId = await resetPassword(ctx.db, token, password);
    if (userId === null) throw badLink();
    ctx.log.info({ user_id: userId }, "password_reset");
    return { ok: true };
  },

  accountSettings: async (_input, ctx) => settingsOf(ctx),

  async changePassword({ current_password, password }, ctx) {
    await requireCurrentPassword(ctx, current_password);
    const userId = ctx.user!.id;
    await changePassword(ctx.db, userId, password);
    // Every other session has ended with the old password; this browser stays signed in.
    const session = await startLoginSession(ctx.db, userId, ctx.now(), undefined);
    ctx.cookies.set(SESSION_COOKIE, session, { httpOnly: true, maxAge: SESSION_DAYS * 24 * 3600 * 1000 });
    ctx.log.info({ user_id: userId }, "password_changed");
    return { ok: true };
  },

  async changeEmail({ email, current_password }, ctx) {
    if (isStaff(ctx.user)) throw forbidden("a staff account's address is changed by an admin");
    await requireCurrentPassword(ctx, current_password);
    const account = await accountById(ctx.db, ctx.user!.id);
    if (!account) throw new ApiError(401, { error: "not_authenticated" });
    afterAnswer(ctx, "email_change_mail", () => requestEmailChange(depsOf(ctx), account, email));
    return MAIL_REQUESTED;
  },

  async confirmEmailChange({ token }, ctx) {
    const outcome = await confirmEmailChange(ctx.db, token);
    if (outcome === null) throw badLink();
    if (outcome === "taken") throw new ApiError(409, { error: "email_taken", field: "email", reason: "another account has this address by now" });
    ctx.log.info({ user_id: outcome.userId }, "email_changed");
    return { ok: true, email: outcome.email };
  },

  async setPreferredLang({ preferred_lang }, ctx) {
    await setPreferredLang(ctx.db, ctx.user!.id, preferred_lang);
    return settingsOf(ctx);
  },

  async adminResendConfirmation({ id }, ctx) {
    const account = await accountById(ctx.db, id);
    if (!account || account.role !== "customer") throw new ApiError(404, { error: "not_found", field: "id", reason: "no visitor account with this id" });
    if (!isUnconfirmedCustomer(account)) throw new ApiError(409, { error: "already_confirmed", field: "id", reason: "the account's address is confirmed already" });
    const token = await issueAccountToken(ctx.db, account.id, "confirm_account");
    try {
      await ctx.mailer.send(confirmAccountMail({ email: account.email, firstName: account.firstName, lang: account.preferredLang }, depsOf(ctx).mail, token));
    } catch (error) {
      ctx.log.error({ err: error, user_id: account.id }, "resend_confirmation_failed");
      throw new ApiError(502, { error: "mail_failed", reason: "the mail server did not take the message" });
    }
    ctx.log.info({ user_id: account.id, actor: ctx.user!.id }, "confirmation_resent");
    return { ok: true, email: account.email };
  },
};
