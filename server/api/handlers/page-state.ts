// The page's state for the staff bar (shared/api/contract/page-state.ts); the router checked editPages.
import { notFound } from "../../../shared/api/api-error.ts";
import { pageEditState } from "../../services/page-edit-state.ts";
import type { Handlers } from "./types.ts";

export const pageStateHandlers: Handlers<"pageEditState"> = {
  async pageEditState({ lang, id }, ctx) {
    const state = await pageEditState(ctx.db, id, lang, ctx.now());
    if (!state) throw notFound("page not found");
    return state;
  },
};
