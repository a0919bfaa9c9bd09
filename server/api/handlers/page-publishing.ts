// Publishing, scheduling and discarding a page's draft (shared/api/contract/page-publishing.ts). The
// router has already checked the policy (editPages), the CSRF token and the input's shape.
import { discardPageDraft, publishPageDraft, unschedulePageDraft } from "../../services/page-publishing.ts";
import type { EditorWriter } from "../../services/page-content-save.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

const writerOf = (ctx: RequestContext): EditorWriter => ({ db: ctx.db, user: ctx.user!, now: ctx.now(), log: ctx.log });

export const pagePublishingHandlers: Handlers<"publishPage" | "unschedulePage" | "discardPageDraft"> = {
  publishPage: ({ lang, id, base_version, publish_at }, ctx) =>
    publishPageDraft(writerOf(ctx), { pageId: id, lang, baseVersion: base_version, publishAt: publish_at ? new Date(publish_at) : null }),
  unschedulePage: ({ lang, id }, ctx) => unschedulePageDraft(writerOf(ctx), { pageId: id, lang }),
  discardPageDraft: ({ lang, id, base_version }, ctx) => discardPageDraft(writerOf(ctx), { pageId: id, lang, baseVersion: base_version }),
};
