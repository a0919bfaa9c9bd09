// What the page editor's calls answer (shared/api/contract/page-editor.ts).
import type { Lang } from "../lib/localized.ts";
import type { ModuleData, Section } from "./page-content.ts";

/** One failure of saved content: where (section, module) and which field, with a reason to show. */
export interface ContentFailure {
  section?: string;
  module?: string;
  /** The field inside the module (`children.2.headline` for a list item), or the structure's key. */
  field: string;
  reason: string;
}

/** How many modules a save added, removed, moved or changed (and sections added/removed/moved). */
export interface ChangeCounts {
  added: number;
  removed: number;
  moved: number;
  changed: number;
  sections: number;
}

/** Who saved a page's or container's newest state, and when: what a stale save and presence name. */
export interface SavedBy {
  /** The page's version id, or the container's version counter. */
  id: number;
  /** First and last name of who saved it; "" when the account is gone (or unknown). */
  author: string;
  /** ISO 8601. */
  created_at: string;
}

/** What wrote a version (issue 25): a draft save, a publish, a discarded draft, a restore into the draft. */
export type VersionKind = "draft" | "publish" | "discard" | "restore";

export interface PageVersionSummary extends SavedBy {
  page_id: number;
  lang: Lang;
  /** 1, 2, 3 … per page and language (`id` counts every page's versions and is what `?v=` names). */
  number: number;
  kind: VersionKind;
  changes: ChangeCounts;
  /** The version this one restored, if it was a restore. */
  restored_from: number | null;
}

export interface PageVersionDetail extends PageVersionSummary {
  /** The content of this version in its language, looked-up objects (image_obj) resolved. */
  sections: Section[];
}

/** The answer to a save or restore: the new head version. */
export interface PageSaved {
  version: PageVersionSummary;
}

/** The 409 body of a save on a stale base: who saved what and when (a page's version summary). */
export interface StaleSaveBody {
  error: "stale_version";
  reason: string;
  version: SavedBy;
}

/** The 400 body of a save whose content fails: the first failure as `field`/`reason`, then all. */
export interface InvalidContentBody {
  error: "invalid_input";
  field: string;
  reason: string;
  failures: ContentFailure[];
}

/** The editor's copy buffer (spec §4): one module or one section, kept on the server per account. */
export type ClipboardItem = { kind: "module"; item: ModuleData; copied_at: string } | { kind: "section"; item: Section; copied_at: string };

export interface ClipboardAnswer {
  clipboard: ClipboardItem | null;
}

/** The presence heartbeat's answer: the other editors there, and the newest saved state of what is open. */
export interface PresenceAnswer {
  editors: PresentEditor[];
  /** Null while the page has no version in this language (or the target names nothing known). */
  head: SavedBy | null;
}

/** Another editor who has the same page open in edit mode. */
export interface PresentEditor {
  id: number;
  name: string;
  /** ISO 8601: when they opened it. */
  since: string;
}

export type LinkTargetKind = "page" | "production" | "event" | "article" | "person";

/** One hit of the link finder: a site path with what it is. */
export interface LinkTarget {
  kind: LinkTargetKind;
  title: string;
  /** Extra words to tell hits apart: a date, a parent page, a role. */
  detail: string;
  url: string;
  /** How many pages, content blocks and items link to it or show it (the where-used index). */
  uses: number;
  /** False for a page that is offline (visitors following a link to it find nothing); the other kinds are offered online only. */
  is_online: boolean;
}
