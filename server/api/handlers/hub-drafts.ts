// The hub's unpublished drafts (shared/api/contract/hub-drafts.ts): the router has checked the
// policy (readDrafts) and the input.
import { unpublishedDrafts } from "../../services/hub/unpublished-drafts.ts";
import type { Handlers } from "./types.ts";

export const hubDraftsHandlers: Handlers<"dashboardDrafts"> = {
  dashboardDrafts: ({ limit }, ctx) => unpublishedDrafts(ctx.db, limit ?? 50),
};
