// Writes of the page editor API (spec §7 "page editor API", DESIGN "Editor"): saving a page's content
// per language with the version it was based on, versions, restore, containers, the copy buffer,
// presence and the link finder of the edit modal. Every call is for editors only (policy editPages).
import { array, enums, nullable, object, optional, size, string, unknown } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { ContainerData } from "../content-types.ts";
import { type ClipboardAnswer, type LinkTarget, type PageSaved, type PageVersionDetail, type PageVersionSummary, type PresenceAnswer } from "../editor-types.ts";
import { id, langSchema } from "../schemas.ts";
import { containerSlug } from "./input-schemas.ts";

/** The sections as the editor sends them; each module is checked against its definition by the handler. */
const sections = size(array(unknown()), 0, 200);

/** What an editor has open: "page:12:de" or "container:event-4:de". */
const presenceTarget = size(string(), 1, 120);

export const pageEditorContract = {
  /**
   * Saves the content of page `id` in `lang`. 400 (InvalidContentBody) names every failing field;
   * 409 (StaleSaveBody) when `base_version` is not the newest version of that page and language.
   */
  savePageContent: endpoint<PageSaved>()({
    method: "PUT",
    path: "/:lang/pageeditor-api/page-content/:id",
    input: object({ lang: langSchema, id, base_version: nullable(id), sections }),
    access: "editPages",
  }),
  /** The versions of page `id` in `lang`, newest first. */
  pageVersions: endpoint<PageVersionSummary[]>()({
    method: "GET",
    path: "/:lang/pageeditor-api/page-versions/:id",
    input: object({ lang: langSchema, id }),
    access: "editPages",
  }),
  /** One version with its content, for viewing and comparing. */
  pageVersion: endpoint<PageVersionDetail>()({
    method: "GET",
    path: "/:lang/pageeditor-api/page-versions/:id/:version",
    input: object({ lang: langSchema, id, version: id }),
    access: "editPages",
  }),
  /** Makes `version`'s content the page's content again, as a new version (409 on a stale base). */
  restorePageVersion: endpoint<PageSaved>()({
    method: "POST",
    path: "/:lang/pageeditor-api/page-versions/:id/:version/restore",
    input: object({ lang: langSchema, id, version: id, base_version: nullable(id) }),
    access: "editPages",
  }),
  /** Spec §7: creates an empty container (409 when the slug exists). */
  createContainer: endpoint<ContainerData>()({
    method: "POST",
    path: "/:lang/pageeditor-api/container",
    input: object({
      lang: langSchema,
      slug: containerSlug,
      parent: optional(size(string(), 0, 200)),
      content_type: size(string(), 1, 50),
      object_id: nullable(id),
      model: optional(size(string(), 0, 50)),
    }),
    access: "editPages",
  }),
  /**
   * Saves a container's sections in `lang` (checked like a page's) on `base_version`, the container's
   * version the editor started from; 409 (StaleSaveBody) when it is not the newest.
   */
  saveContainer: endpoint<ContainerData>()({
    method: "PUT",
    path: "/:lang/pageeditor-api/container/by-slug/:slug",
    input: object({ lang: langSchema, slug: containerSlug, base_version: id, sections }),
    access: "editPages",
  }),
  clipboard: endpoint<ClipboardAnswer>()({
    method: "GET",
    path: "/:lang/pageeditor-api/clipboard",
    input: object({ lang: langSchema }),
    access: "editPages",
  }),
  /** Puts a module or a section into the account's copy buffer (checked like saved content). */
  setClipboard: endpoint<ClipboardAnswer>()({
    method: "PUT",
    path: "/:lang/pageeditor-api/clipboard",
    input: object({ lang: langSchema, kind: enums(["module", "section"]), item: unknown() }),
    access: "editPages",
  }),
  /** Heartbeat of an open edit mode; answers the other editors who have the same target open and its newest saved state. */
  presence: endpoint<PresenceAnswer>()({
    method: "POST",
    path: "/:lang/pageeditor-api/presence",
    input: object({ lang: langSchema, target: presenceTarget }),
    access: "editPages",
    status: 200,
  }),
  /** Edit mode was left. */
  leavePresence: endpoint<{ ok: true }>()({
    method: "DELETE",
    path: "/:lang/pageeditor-api/presence",
    input: object({ lang: langSchema, target: presenceTarget }),
    access: "editPages",
  }),
  /** Pages, productions, events, articles and persons whose title matches (at most 20). */
  linkFinder: endpoint<LinkTarget[]>()({
    method: "GET",
    path: "/:lang/pageeditor-api/link-finder",
    input: object({ lang: langSchema, query: size(string(), 0, 100) }),
    access: "editPages",
  }),
};
