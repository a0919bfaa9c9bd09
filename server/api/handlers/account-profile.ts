// The profile part of the user area: the account's details and consents, the download of its data
// and its deletion. The router has checked the ability (useAccount): ctx.user is signed in.
import { ApiError, badRequest, forbidden } from "../../../shared/api/api-error.ts";
import { SESSION_COOKIE } from "../../../shared/api/contract/session.ts";
import type { AccountProfile } from "../../../shared/api/contract/account-profile.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { ACCOUNT_DELETED_PARAM } from "../../../src/pages/user/account-deleted-notice.tsx";
import { urlFor } from "../../../src/route-paths.ts";
import { recordConsent } from "../../services/account-consents.ts";
import { deleteCustomerAccount } from "../../services/account-deletion.ts";
import { accountExport } from "../../services/account-export.ts";
import { accountProfile, saveProfileDetails } from "../../services/account-profile.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

/** The signed-in account's id (the router's ability check let only signed-in users through). */
function accountId(ctx: RequestContext): number {
  if (!ctx.user) throw new ApiError(401, { error: "not_authenticated", reason: "login required" });
  return ctx.user.id;
}

async function profileOf(ctx: RequestContext, lang: Lang): Promise<AccountProfile> {
  const profile = await accountProfile(ctx.db, accountId(ctx), lang);
  if (!profile) throw new ApiError(401, { error: "not_authenticated", reason: "login required" });
  return profile;
}

export const accountProfileHandlers: Handlers<"accountProfile" | "saveAccountProfile" | "saveAccountConsent" | "accountDataExport" | "deleteAccount"> = {
  accountProfile: ({ lang }, ctx) => profileOf(ctx, lang),

  async saveAccountProfile({ lang, ...details }, ctx) {
    await saveProfileDetails(ctx.db, accountId(ctx), details);
    return profileOf(ctx, lang);
  },

  async saveAccountConsent({ lang, topic, granted }, ctx) {
    await recordConsent(ctx.db, accountId(ctx), topic, granted, lang);
    return profileOf(ctx, lang);
  },

  async accountDataExport(_input, ctx) {
    const now = ctx.now();
    const data = await accountExport(ctx.db, accountId(ctx), now);
    if (!data) throw new ApiError(401, { error: "not_authenticated", reason: "login required" });
    return { contentType: "application/json; charset=utf-8", filename: `kulisse-meine-daten-${now.toISOString().slice(0, 10)}.json`, body: JSON.stringify(data, null, 2) };
  },

  async deleteAccount({ lang, password }, ctx) {
    const t = translator(lang);
    const outcome = await deleteCustomerAccount(ctx.db, accountId(ctx), password);
    if (!outcome.ok) {
      if (outcome.reason === "staff") throw forbidden(t("profile.delete.staffRefused"));
      if (outcome.reason === "wrong_password") throw badRequest("password", t("profile.delete.wrongPassword"));
      throw new ApiError(401, { error: "not_authenticated", reason: "login required" });
    }
    ctx.cookies.clear(SESSION_COOKIE, { httpOnly: true });
    ctx.log.info({ anonymized_orders: outcome.anonymizedOrders }, "account_deleted");
    return { ok: true, home_url: urlFor("home", {}, lang, { [ACCOUNT_DELETED_PARAM]: "1" }) };
  },
};
