import { recordNotFound } from "../../services/error-log.ts";
import { userDetails } from "../../services/user-details.ts";
import type { Handlers } from "./types.ts";

export const sessionHandlers: Handlers<"userDetails" | "userDetailsUnprefixed" | "reportError"> = {
  userDetails: async ({ lang }, ctx) => userDetails(ctx.user, lang),
  userDetailsUnprefixed: async ({ lang }, ctx) => userDetails(ctx.user, lang),
  async reportError({ url, referrer }, ctx) {
    await recordNotFound(ctx.db, url, referrer ?? "");
    return { ok: true };
  },
};
