import { ApiError, notFound } from "../../../shared/api/api-error.ts";
import { getContainer } from "../../services/containers.ts";
import { editorUser } from "../../services/user-details.ts";
import type { Handlers } from "./types.ts";

export const editorHandlers: Handlers<"editorUser" | "container"> = {
  async editorUser({ lang }, ctx) {
    // 401, not 403: the editor opens its login modal on 401 (spec §8).
    if (!ctx.user) throw new ApiError(401, { error: "not_authenticated", reason: "login required", login_url: `/${lang}/login` });
    return editorUser(ctx.user, lang);
  },
  async container({ lang, slug }, ctx) {
    const container = await getContainer(ctx.db, slug, lang, { isEditor: ctx.user !== null, now: ctx.now() });
    if (!container) throw notFound("container not found");
    return container;
  },
};
