// The page editor's writes and finders (shared/api/contract/page-editor.ts). The router has already
// checked the policy (editPages), the CSRF token of writes and the input's shape.
import { notFound } from "../../../shared/api/api-error.ts";
import { createContainer, saveContainer } from "../../services/container-writes.ts";
import { readClipboard, writeClipboard } from "../../services/editor-clipboard.ts";
import { heartbeat, leave } from "../../services/editor-presence.ts";
import { findLinkTargets } from "../../services/link-finder.ts";
import { restorePageVersion, savePageContent, type EditorWriter } from "../../services/page-content-save.ts";
import { listPageVersions, pageVersionDetail } from "../../services/page-versions.ts";
import { targetHead } from "../../services/saved-heads.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

/** The writer of a call; every endpoint here needs a logged-in editor, which the router made sure of. */
const writerOf = (ctx: RequestContext): EditorWriter => ({ db: ctx.db, user: ctx.user!, now: ctx.now(), log: ctx.log });

export const pageEditorHandlers: Handlers<
  | "savePageContent"
  | "pageVersions"
  | "pageVersion"
  | "restorePageVersion"
  | "createContainer"
  | "saveContainer"
  | "clipboard"
  | "setClipboard"
  | "presence"
  | "leavePresence"
  | "linkFinder"
> = {
  savePageContent: ({ lang, id, base_version, sections }, ctx) => savePageContent(writerOf(ctx), { pageId: id, lang, baseVersion: base_version, sections }),
  pageVersions: ({ lang, id }, ctx) => listPageVersions(ctx.db, id, lang),
  async pageVersion({ lang, id, version }, ctx) {
    const detail = await pageVersionDetail(ctx.db, id, lang, version);
    if (!detail) throw notFound("version not found");
    return detail;
  },
  restorePageVersion: ({ lang, id, version, base_version }, ctx) => restorePageVersion(writerOf(ctx), { pageId: id, lang, versionId: version, baseVersion: base_version }),
  createContainer: ({ lang, slug, parent, content_type, object_id, model }, ctx) =>
    createContainer(writerOf(ctx), lang, { slug, parent, contentType: content_type, objectId: object_id, model }),
  saveContainer: ({ lang, slug, base_version, sections }, ctx) => saveContainer(writerOf(ctx), lang, slug, base_version, sections),
  clipboard: (_input, ctx) => readClipboard(ctx.db, ctx.user!.id),
  setClipboard: ({ kind, item }, ctx) => writeClipboard(ctx.db, ctx.user!.id, kind, item, ctx.now()),
  async presence({ target }, ctx) {
    return { editors: await heartbeat(ctx.db, ctx.user!.id, target, ctx.now()), head: await targetHead(ctx.db, target) };
  },
  async leavePresence({ target }, ctx) {
    await leave(ctx.db, ctx.user!.id, target);
    return { ok: true };
  },
  linkFinder: ({ lang, query }, ctx) => findLinkTargets(ctx.db, lang, query, ctx.now()),
};
