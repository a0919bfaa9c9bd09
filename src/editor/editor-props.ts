// What the page's screen hands the lazily loaded editor (src/editor/editor-app.tsx), and the props of
// the editor's parts that are built apart: the generic module modal and the versions dialog.
import type { PageData } from "../../shared/api/types.ts";
import type { ContainerData, EditorUser } from "../../shared/api/content-types.ts";
import type { ContentFailure, PageSaved, PageVersionSummary } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { AnyModuleDefinition } from "../modules/define-module.ts";
import type { ModuleDataMap } from "../modules/content-renderer.tsx";

/** Where a container belongs: what createContainer takes (spec §7) when it does not exist yet. */
export type ContainerPlace = Pick<ContainerData, "slug" | "parent" | "content_type" | "object_id" | "model">;

/**
 * What is being edited: a CMS page (saved with versions) or the container of an object's page, e.g.
 * the sections below an event's description (no versions; `container` is null while it does not exist).
 */
export type EditTarget = { kind: "page"; page: PageData } | { kind: "container"; place: ContainerPlace; container: ContainerData | null };

/** The sections a target starts with (the visitors' rendering until the editor has loaded). */
export function targetSections(target: EditTarget): Section[] {
  return target.kind === "page" ? target.page.modules : (target.container?.sections ?? []);
}

/** The default export of src/editor/editor-app.tsx. */
export interface EditorAppProps {
  target: EditTarget;
  lang: Lang;
  user: EditorUser;
  /** Live data of data modules (event lists), as the visitor page has it. */
  moduleData?: Promise<ModuleDataMap> | ModuleDataMap;
}

/** src/editor/modal/module-modal.tsx: the one modal for every module type, built from `definition.fields`. */
export interface ModuleModalProps {
  definition: AnyModuleDefinition;
  /** The values to start from: the definition's defaults for a new module, the module to edit otherwise. */
  module: ModuleData;
  mode: "add" | "edit";
  lang: Lang;
  /** Admins write raw HTML (`code` fields); editors see it read-only. */
  canEditCode: boolean;
  /** Failures of this module the server answered (400), shown at their fields until changed. */
  serverFailures?: ContentFailure[];
  /**
   * Called only with a module that passes its schema (looked-up `…_obj` objects may be included);
   * `andSave` when the editor pressed Ctrl/Cmd+S in the dialog: apply, then save the page.
   */
  onSave: (module: ModuleData, options?: { andSave?: boolean }) => void;
  onCancel: () => void;
}

/** src/editor/versions/versions-dialog.tsx: list, view, compare and restore a page's versions. */
export interface VersionsDialogProps {
  pageId: number;
  lang: Lang;
  /** The editor's working copy, offered as "current (unsaved)" in the compare. */
  working: Section[];
  /** The newest version the editor knows, the base of a restore. */
  headVersion: PageVersionSummary | null;
  /** Compare these two at once (the stale-save warning opens the dialog this way). */
  initialCompare?: { before: number | "working"; after: number | "working" };
  /** A restore went through: the new head version and its content. */
  onRestored: (saved: PageSaved, sections: Section[]) => void;
  onClose: () => void;
}
