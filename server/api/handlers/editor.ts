import { notFound } from "../../../shared/api/api-error.ts";
import { getContainer } from "../../services/containers.ts";
import { editorUser } from "../../services/user-details.ts";
import type { Handlers } from "./types.ts";
import { viewerOf } from "./viewer.ts";

export const editorHandlers: Handlers<"editorUser" | "container"> = {
  // The contract lets only editors call it (401 for visitors, see authorize.ts).
  editorUser: async ({ lang }, ctx) => editorUser(ctx.user!, lang),
  async container({ lang, slug }, ctx) {
    const container = await getContainer(ctx.db, slug, lang, viewerOf(ctx));
    if (!container) throw notFound("container not found");
    return container;
  },
};
