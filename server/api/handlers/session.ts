// The visitor's session: who is logged in, the editors' login and logout, the CSRF cookie, and the
// 404 reports of the error page.
import { ApiError } from "../../../shared/api/api-error.ts";
import { SESSION_COOKIE } from "../../../shared/api/contract/session.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { clientKeyOf } from "../../http/client-key.ts";
import { accountById, isUnconfirmedCustomer, noteLogin } from "../../services/customer-accounts.ts";
import { recordNotFound } from "../../services/error-log.ts";
import { authenticate, endSession, SESSION_DAYS, startLoginSession } from "../../services/sessions.ts";
import { userDetails } from "../../services/user-details.ts";
import { loginLimits } from "../login-limits.ts";
import type { Handlers } from "./types.ts";

export const sessionHandlers: Handlers<"userDetails" | "userDetailsUnprefixed" | "login" | "logout" | "csrf" | "reportError"> = {
  userDetails: async ({ lang }, ctx) => userDetails(ctx.user, lang),
  userDetailsUnprefixed: async ({ lang }, ctx) => userDetails(ctx.user, lang),

  async login({ lang, email, password }, ctx) {
    const t = translator(lang);
    const attempt = { email, address: clientKeyOf(ctx.clientAddress) };
    const limits = loginLimits(ctx.db.$client);
    const wait = await limits.refusal(attempt);
    if (wait !== null) {
      ctx.log.warn({ email_domain: email.split("@")[1] ?? "", retry_after: wait }, "login_refused");
      throw new ApiError(429, { error: "too_many_attempts", reason: t("auth.tooManyText", { minutes: Math.ceil(wait / 60) }) }, { "Retry-After": String(wait) });
    }
    const user = await authenticate(ctx.db, email, password);
    if (!user) {
      await limits.failed(attempt);
      ctx.log.warn({ email_domain: email.split("@")[1] ?? "" }, "login_failed");
      throw new ApiError(401, { error: "invalid_credentials", reason: t("auth.error.invalid") });
    }
    await limits.succeeded(attempt);
    // Only the right password learns that the address waits for its confirmation.
    const account = await accountById(ctx.db, user.id);
    if (account && isUnconfirmedCustomer(account)) throw new ApiError(403, { error: "unconfirmed", field: "email", reason: t("accounts.error.unconfirmed") });
    await noteLogin(ctx.db, user.id);
    const token = await startLoginSession(ctx.db, user.id, ctx.now(), ctx.cookies.get(SESSION_COOKIE));
    ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, maxAge: SESSION_DAYS * 24 * 3600 * 1000 });
    ctx.log.info({ user_id: user.id }, "login");
    return userDetails(user, lang);
  },

  async logout({ lang }, ctx) {
    await endSession(ctx.db, ctx.cookies.get(SESSION_COOKIE));
    ctx.cookies.clear(SESSION_COOKIE, { httpOnly: true });
    return userDetails(null, lang);
  },

  // The router's middleware hands out the cookie with every API answer; this call exists for it.
  csrf: async () => ({ ok: true }),

  async reportError({ url, referrer }, ctx) {
    await recordNotFound(ctx.db, url, referrer ?? "");
    return { ok: true };
  },
};
