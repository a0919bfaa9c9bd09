// One valtio store per page in edit mode: the working copy of the content, the version it is based
// on, the page-wide undo/redo history (snapshots of the working copy), selection, the live-region
// announcement, the alert, the conflicts of a stale save's merge, the copy buffer, who else is editing
// and whether one of them has saved since.
import { proxy, ref } from "valtio";
import type { ClipboardItem, ContentFailure, PageVersionSummary, PresentEditor, SavedBy } from "../../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../../shared/api/page-content.ts";
import type { ModuleConflict } from "../../../shared/content/sections-merge.ts";
import type { TargetBase, TargetHead } from "../edit-target.ts";

export type AlertKind = "save" | "error";

export interface EditorAlert {
  kind: AlertKind;
  text: string;
  /** Tells two alerts with the same text apart (each is shown for its own 4000 ms). */
  serial: number;
}

export interface EditorState {
  /** The working copy; replaced (never changed in place) by every operation. */
  sections: Section[];
  /** The working copy as last saved or loaded: the content is dirty while it differs. */
  saved: Section[];
  baseVersion: number | null;
  headVersion: PageVersionSummary | null;
  past: Section[][];
  future: Section[][];
  dirty: boolean;
  /** The selected module or section id. */
  selection: string | null;
  /** The text of the aria-live="polite" region. */
  announcement: string;
  alert: EditorAlert | null;
  /** A stale save whose merge met modules both sides changed: the editor chooses before anything is written. */
  conflict: StaleMerge | null;
  presence: PresentEditor[];
  /** Another editor saved after this working copy's base (learnt from presence) while it had unsaved changes. */
  savedElsewhere: SavedBy | null;
  clipboard: ClipboardItem | null;
  /** Failures of the last save attempt, shown at their modules. */
  failures: ContentFailure[];
  saving: boolean;
  /** The session ended while editing: the login dialog is open. */
  loginNeeded: boolean;
  /** The module modal: a new module (inserted at `place` only when saved) or one being edited. */
  modal: ModalRequest | null;
  /** The versions dialog, maybe opened straight into a compare. */
  versions: { initialCompare?: { before: number | "working"; after: number | "working" } } | null;
  /** Where focus goes after the next render (CSS selectors, the first found wins), e.g. onto a moved module. */
  focus: { selectors: string[]; ifLost: boolean; serial: number } | null;
}

export interface StaleMerge {
  savedBy: SavedBy;
  /** The newest saved state the working copy is merged onto. */
  head: TargetHead;
  conflicts: ModuleConflict[];
}

export interface ModalRequest {
  mode: "add" | "edit";
  module: ModuleData;
  place?: { section: string; column: number; index: number };
  serverFailures?: ContentFailure[];
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** History depth: enough for a long session, bounded so memory stays small. */
const HISTORY_LIMIT = 200;

export function createEditorStore(initial: { sections: Section[]; opened: TargetBase }) {
  const state = proxy<EditorState>({
    sections: ref(initial.sections),
    saved: ref(initial.sections),
    baseVersion: initial.opened.base,
    headVersion: initial.opened.version ? ref(initial.opened.version) : null,
    past: ref([]),
    future: ref([]),
    dirty: false,
    selection: null,
    announcement: "",
    alert: null,
    conflict: null,
    presence: ref([]),
    savedElsewhere: null,
    clipboard: null,
    failures: ref([]),
    saving: false,
    loginNeeded: false,
    modal: null,
    versions: null,
    focus: null,
  });
  let serial = 0;

  const settle = () => {
    state.dirty = state.sections !== state.saved;
  };

  const store = {
    state,
    /** Makes `next` the working copy, as one undoable step. */
    apply(next: Section[]) {
      if (next === state.sections) return;
      state.past = ref([...state.past, state.sections].slice(-HISTORY_LIMIT));
      state.future = ref([]);
      state.sections = ref(next);
      settle();
    },
    undo(): boolean {
      const previous = state.past.at(-1);
      if (!previous) return false;
      state.future = ref([state.sections, ...state.future]);
      state.past = ref(state.past.slice(0, -1));
      state.sections = ref(previous);
      settle();
      return true;
    },
    redo(): boolean {
      const next = state.future[0];
      if (!next) return false;
      state.past = ref([...state.past, state.sections]);
      state.future = ref(state.future.slice(1));
      state.sections = ref(next);
      settle();
      return true;
    },
    /** `sent` was saved (or loaded) as `saved`: it is the new base. */
    saved(sent: Section[], saved: TargetBase) {
      state.saved = ref(sent);
      state.baseVersion = saved.base;
      state.headVersion = saved.version ? ref(saved.version) : null;
      state.failures = ref([]);
      if (state.savedElsewhere && saved.base !== null && saved.base >= state.savedElsewhere.id) state.savedElsewhere = null;
      settle();
    },
    /** The server's content replaces the working copy (a restored version), as an undoable step. */
    replaceFromServer(sections: Section[], saved: TargetBase) {
      store.apply(sections);
      store.saved(sections, saved);
    },
    /**
     * The merge of the working copy onto the newest saved state (or that state itself) becomes the
     * working copy, on that state as its base. Undo starts here: every earlier state lacks the other
     * editor's saved work, and saving one would drop it without anyone choosing so.
     */
    mergedOnto(head: TargetHead, merged: Section[]) {
      state.past = ref([]);
      state.future = ref([]);
      state.sections = ref(merged);
      store.saved(head.sections, head);
      state.conflict = null;
    },
    announce(text: string) {
      // The same text twice must be read twice: clear first, then set.
      state.announcement = "";
      queueMicrotask(() => (state.announcement = text));
    },
    showAlert(kind: AlertKind, text: string) {
      state.alert = { kind, text, serial: ++serial };
    },
    clearAlert(of: number) {
      if (state.alert?.serial === of) state.alert = null;
    },
    setFailures(failures: ContentFailure[]) {
      state.failures = ref(failures);
    },
    setPresence(editors: PresentEditor[]) {
      state.presence = ref(editors);
    },
    setSavedElsewhere(savedBy: SavedBy | null) {
      state.savedElsewhere = savedBy ? ref(savedBy) : null;
    },
    /**
     * Puts focus on the first of `selectors` (in the given order) found after the next render; with
     * `ifLost`, only when focus fell to the page's body (its element was removed or disabled).
     */
    focusOn(selectors: string | string[], options: { ifLost?: boolean } = {}) {
      state.focus = { selectors: typeof selectors === "string" ? [selectors] : selectors, ifLost: options.ifLost ?? false, serial: ++serial };
    },
    setClipboard(item: ClipboardItem | null) {
      state.clipboard = item ? ref(item) : null;
    },
  };
  return store;
}
