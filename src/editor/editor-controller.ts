// What the editor's buttons, keys and drags do: content operations on the store, announcements in
// the page's language, and the API calls (save, copy buffer, login after a 401, the stale-save 409
// merged three ways onto the newest saved state, the newer state presence reports).
import { ref } from "valtio";
import { isApiError } from "../../shared/api/api-error.ts";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { ContentFailure, InvalidContentBody, PresenceAnswer, SavedBy, StaleSaveBody } from "../../shared/api/editor-types.ts";
import type { LayoutPreset, ModuleData, Section } from "../../shared/api/page-content.ts";
import { mergeSections, type MergeSide } from "../../shared/content/sections-merge.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { createModule } from "../modules/create-module.ts";
import { moduleDefinition } from "../modules/index.ts";
import { storedModule } from "../modules/module-tree.ts";
import { contentFailures, storedSections } from "../modules/validate-sections.ts";
import * as content from "./store/content-operations.ts";
import type { ModulePlace } from "./store/content-operations.ts";
import type { EditorStore } from "./store/editor-store.ts";
import type { TargetHead, TargetSession } from "./edit-target.ts";
import { shortId } from "./store/short-id.ts";
import { translator } from "../i18n/index.tsx";
import { layoutLabels } from "./layout-labels.ts";

export type EditorController = ReturnType<typeof createEditorController>;

export interface ControllerSetup {
  store: EditorStore;
  api: ApiClient;
  /** The page or container being edited: where saves go. */
  target: TargetSession;
  lang: Lang;
}

/** CSS selectors of the outlines, shared with the components that render them. */
export const selectors = {
  module: (id: string, control?: string) => (control ? `[data-module-id="${id}"] [data-control="${control}"]` : `[data-module-id="${id}"]`),
  section: (id: string, control?: string) => (control ? `[data-section-id="${id}"] > .editor-section__bar [data-control="${control}"]` : `[data-section-id="${id}"]`),
};

export function createEditorController({ store, api, target, lang }: ControllerSetup) {
  const { state } = store;
  const t = translator(lang);
  const labelOf = (module: ModuleData) => moduleDefinition(module.type)?.label[lang] ?? module.type;
  const sectionNumber = (id: string) => state.sections.findIndex((section) => section.id === id) + 1;
  /** Copies made here keep their looked-up objects (images) for the preview until the next load. */
  const localCopies = new Map<string, unknown>();
  let saveRunning: Promise<void> | null = null;
  let saveAgain: { quiet: boolean } | null = null;
  let retryAfterLogin: { quiet: boolean } | null = null;

  // The control first (a move button keeps focus while it can be pressed again), else the module.
  const focusModule = (id: string, control?: string) => store.focusOn(control ? [`${selectors.module(id, control)}:not([disabled])`, selectors.module(id)] : selectors.module(id));

  /** Where focus is in the content (its module and section), to keep it there across undo and redo. */
  const focusedPlace = () => {
    const active = document.activeElement instanceof HTMLElement && document.activeElement.closest(".editor-canvas") !== null ? document.activeElement : null;
    return { module: active?.closest<HTMLElement>("[data-module-id]")?.dataset.moduleId, section: active?.closest<HTMLElement>("[data-section-id]")?.dataset.sectionId };
  };
  /** After undo or redo removed the focused item: its module, else its section, else undo or redo. */
  const keepFocus = (place: { module?: string; section?: string }) =>
    store.focusOn(
      [place.module ? selectors.module(place.module) : "", place.section ? selectors.section(place.section) : "", ".editor-toolbar [data-control=undo]:not([disabled])", ".editor-toolbar [data-control=redo]:not([disabled])"].filter(Boolean),
      { ifLost: true },
    );

  function announceMove(id: string) {
    const found = content.findModule(state.sections, id);
    if (!found) return;
    const many = state.sections.length > 1 ? sectionNumber(found.section) : undefined;
    const where = { what: labelOf(found.module), position: found.index + 1, column: found.column + 1 };
    store.announce(many === undefined ? t("editor.moved", where) : t("editor.movedInSection", { ...where, section: many }));
  }

  function openFailures(failures: ContentFailure[]) {
    store.setFailures(failures);
    store.showAlert("error", t("editor.invalidAlert"));
    const first = failures.find((failure) => failure.module);
    const found = first?.module ? content.findModule(state.sections, first.module) : null;
    if (found) state.modal = { mode: "edit", module: ref(found.module), serverFailures: ref(failures.filter((failure) => failure.module === found.module.id)) };
  }

  /** The merge (with the editor's choices) becomes the working copy on the newest state; the caller saves it. */
  function takeMerge(head: TargetHead, savedBy: SavedBy, choices: Record<string, MergeSide> = {}): boolean {
    const merge = mergeSections(state.saved, head.sections, state.sections, choices);
    if (merge.conflicts.length > 0) {
      state.conflict = ref({ savedBy, head, conflicts: merge.conflicts });
      return false;
    }
    store.mergedOnto(head, merge.sections);
    store.announce(t("merge.merged", { author: savedBy.author || t("merge.otherAccount") }));
    return true;
  }

  /**
   * A save met a newer state: the working copy is merged three ways (base: what it was last loaded or
   * saved as; theirs: the newest state; mine: the working copy). Without conflicts it is saved again
   * at once; with conflicts the dialog asks first, and nothing is written until every one is chosen.
   */
  async function mergeStale(stale: StaleSaveBody, quiet: boolean): Promise<void> {
    let head: TargetHead;
    try {
      head = await target.head();
    } catch {
      store.showAlert("error", t("editor.errorAlert"));
      return;
    }
    // A read older than the state the 409 named (a cache not yet told) would only meet another 409.
    if (head.base === null || head.base < stale.version.id) {
      store.showAlert("error", t("editor.errorAlert"));
      return;
    }
    if (takeMerge(head, stale.version)) saveAgain = { quiet: quiet && (saveAgain?.quiet ?? true) };
  }

  async function runSave(quiet: boolean): Promise<void> {
    const sent = state.sections;
    const failures = contentFailures(sent);
    if (failures.length > 0) {
      if (!quiet) openFailures(failures);
      return;
    }
    state.saving = true;
    try {
      store.saved(sent, await target.save(storedSections(sent), state.baseVersion));
      if (!quiet) store.showAlert("save", t("common.saved"));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        retryAfterLogin = { quiet };
        state.loginNeeded = true;
      } else if (isApiError(error) && error.status === 409 && error.body.error === "stale_version") {
        await mergeStale(error.body as unknown as StaleSaveBody, quiet);
      } else if (isApiError(error) && error.status === 400 && Array.isArray((error.body as unknown as InvalidContentBody).failures)) {
        openFailures((error.body as unknown as InvalidContentBody).failures);
      } else {
        store.showAlert("error", t("editor.errorAlert"));
      }
    } finally {
      state.saving = false;
    }
  }

  /** Saves the working copy; a save asked for while one runs follows it. Quiet saves show no 'save' alert. */
  function save({ quiet = false } = {}): Promise<void> {
    if (saveRunning) {
      saveAgain = { quiet: quiet && (saveAgain?.quiet ?? true) };
      return saveRunning;
    }
    saveRunning = runSave(quiet).finally(() => {
      saveRunning = null;
      const next = saveAgain;
      saveAgain = null;
      if (next && state.dirty && !state.conflict && !state.loginNeeded) void save(next);
    });
    return saveRunning;
  }

  /** A reorder: applied, announced, focus kept on the moved module, saved silently (spec §4). */
  function moveModuleTo(id: string, to: ModulePlace, control?: string) {
    const wasDirty = state.dirty;
    store.apply(content.moveModule(state.sections, id, to));
    announceMove(id);
    focusModule(id, control);
    // Only a pure reorder is saved silently; other unsaved changes wait for the editor's own save.
    if (!wasDirty) void save({ quiet: true });
  }

  function moveSectionTo(id: string, to: number, control?: string) {
    const wasDirty = state.dirty;
    store.apply(content.moveSection(state.sections, id, to));
    store.announce(t("editor.sectionMoved", { position: sectionNumber(id) }));
    store.focusOn(control ? [`${selectors.section(id, control)}:not([disabled])`, selectors.section(id)] : selectors.section(id));
    if (!wasDirty) void save({ quiet: true });
  }

  async function copyToBuffer(kind: "module" | "section", item: ModuleData | Section): Promise<boolean> {
    try {
      const stored = kind === "module" ? storedModule(item as ModuleData) : storedSections([item as Section])[0];
      const answer = await api.setClipboard({ lang, kind, item: stored });
      localCopies.set(item.id, structuredClone(item));
      store.setClipboard(answer.clipboard);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 401) state.loginNeeded = true;
      else store.showAlert("error", t("editor.errorAlert"));
      return false;
    }
  }

  const clipboardItem = () => {
    const buffer = state.clipboard;
    if (!buffer) return null;
    return (localCopies.get(buffer.item.id) as typeof buffer.item | undefined) ?? buffer.item;
  };

  const controller = {
    save,
    labelOf,
    undo() {
      const place = focusedPlace();
      store.announce(store.undo() ? t("editor.undone") : t("editor.nothingToUndo"));
      keepFocus(place);
    },
    redo() {
      const place = focusedPlace();
      if (store.redo()) store.announce(t("editor.redone"));
      keepFocus(place);
    },
    addSection(layout: LayoutPreset, index?: number) {
      const { sections, section } = content.addSection(state.sections, layout, index);
      store.apply(sections);
      store.announce(t("editor.done.added", { what: `${t("common.section")} ${layoutLabels[layout]}` }));
      store.focusOn(selectors.section(section.id));
    },
    changeLayout(id: string, layout: LayoutPreset) {
      store.apply(content.changeLayout(state.sections, id, layout));
      store.announce(t("editor.done.layout", { what: layoutLabels[layout] }));
    },
    moveSection(id: string, step: -1 | 1, control?: string) {
      const index = state.sections.findIndex((section) => section.id === id);
      const to = index + step;
      if (index < 0 || to < 0 || to >= state.sections.length) return;
      moveSectionTo(id, to, control);
    },
    moveSectionTo,
    deleteSection(id: string) {
      const index = state.sections.findIndex((section) => section.id === id);
      store.apply(content.deleteSection(state.sections, id));
      store.announce(t("editor.done.deleted", { what: t("common.section") }));
      const neighbour = state.sections[Math.min(index, state.sections.length - 1)];
      store.focusOn(neighbour ? selectors.section(neighbour.id) : ".editor-toolbar [data-control=add-section]");
    },
    async copySection(id: string) {
      const section = state.sections.find((current) => current.id === id);
      if (section && (await copyToBuffer("section", section))) store.announce(t("editor.done.copied", { what: t("common.section") }));
    },
    async cutSection(id: string) {
      const section = state.sections.find((current) => current.id === id);
      if (!section || !(await copyToBuffer("section", section))) return;
      controller.deleteSection(id);
      store.announce(t("editor.done.cut", { what: t("common.section") }));
    },
    /** Pastes the buffer: a section at `index`, a module at the end of the section's first column. */
    pasteAtSection(index: number) {
      const item = clipboardItem();
      if (!item || state.clipboard?.kind !== "section") return;
      const pasted = content.pasteSection(state.sections, index, item as Section);
      store.apply(pasted.sections);
      store.announce(t("editor.done.pasted", { what: t("common.section") }));
      store.focusOn(selectors.section(pasted.section.id));
    },
    pasteModule(place: Omit<ModulePlace, "index"> & { index?: number }) {
      const item = clipboardItem();
      if (!item || state.clipboard?.kind !== "module") return;
      const pasted = content.pasteModule(state.sections, place, item as ModuleData);
      store.apply(pasted.sections);
      store.announce(t("editor.done.pasted", { what: labelOf(pasted.module) }));
      focusModule(pasted.module.id);
    },
    /** Opens the modal with the type's defaults; the module is inserted only when the modal saves. */
    startAdding(type: string, place: ModulePlace) {
      const definition = moduleDefinition(type);
      if (!definition) return;
      state.modal = { mode: "add", module: ref({ ...createModule(definition), id: shortId() } as ModuleData), place };
    },
    edit(id: string) {
      const found = content.findModule(state.sections, id);
      if (!found) return;
      const failures = state.failures.filter((failure) => failure.module === id);
      state.modal = { mode: "edit", module: ref(found.module), serverFailures: failures.length ? ref(failures) : undefined };
    },
    modalSaved(module: ModuleData, options?: { andSave?: boolean }) {
      const request = state.modal;
      state.modal = null;
      if (!request) return;
      if (request.mode === "add" && request.place) {
        store.apply(content.addModule(state.sections, request.place, module));
        store.announce(t("editor.done.added", { what: labelOf(module) }));
      } else {
        store.apply(content.updateModule(state.sections, module));
        store.announce(t("editor.done.changed", { what: labelOf(module) }));
      }
      store.setFailures(state.failures.filter((failure) => failure.module !== module.id));
      focusModule(module.id);
      if (options?.andSave) void save();
    },
    modalCancelled() {
      state.modal = null;
    },
    moveModule(id: string, step: -1 | 1, control?: string) {
      const to = content.neighbourPlace(state.sections, id, step);
      if (to) moveModuleTo(id, to, control);
    },
    moveModuleToColumn(id: string, step: -1 | 1, control?: string) {
      const to = content.adjacentColumnPlace(state.sections, id, step);
      if (to) moveModuleTo(id, to, control);
    },
    moveModuleTo,
    deleteModule(id: string) {
      const found = content.findModule(state.sections, id);
      if (!found) return;
      store.apply(content.deleteModule(state.sections, id));
      store.announce(t("editor.done.deleted", { what: labelOf(found.module) }));
      const column = state.sections.find((section) => section.id === found.section)?.columns[found.column];
      const neighbour = column?.children[Math.min(found.index, column.children.length - 1)];
      store.focusOn(neighbour ? selectors.module(neighbour.id) : `${selectors.section(found.section)} [data-column="${found.column}"] [data-control=add-module]`);
    },
    async copyModule(id: string) {
      const found = content.findModule(state.sections, id);
      if (found && (await copyToBuffer("module", found.module))) store.announce(t("editor.done.copied", { what: labelOf(found.module) }));
    },
    async cutModule(id: string) {
      const found = content.findModule(state.sections, id);
      if (!found || !(await copyToBuffer("module", found.module))) return;
      controller.deleteModule(id);
      store.announce(t("editor.done.cut", { what: labelOf(found.module) }));
    },
    async loadClipboard() {
      try {
        store.setClipboard((await api.clipboard({ lang })).clipboard);
      } catch {
        // An empty buffer is shown; copying later still works.
      }
    },
    /** Logs in and retries the save that met the 401: null, or why not (the wait after too many tries, else a wrong e-mail or password). */
    async login(email: string, password: string): Promise<{ refused: "invalid" } | { refused: "wait"; reason: string } | null> {
      try {
        await api.login({ lang, email, password });
      } catch (error) {
        if (isApiError(error) && error.status === 429) return { refused: "wait", reason: error.body.reason ?? "" };
        if (isApiError(error) && (error.status === 401 || error.status === 400)) return { refused: "invalid" };
        throw error;
      }
      state.loginNeeded = false;
      const retry = retryAfterLogin;
      retryAfterLogin = null;
      if (retry) await save(retry);
      return null;
    },
    cancelLogin() {
      state.loginNeeded = false;
      retryAfterLogin = null;
    },
    compareConflict() {
      const conflict = state.conflict;
      if (!conflict) return;
      state.conflict = null;
      state.versions = { initialCompare: { before: conflict.savedBy.id, after: "working" } };
    },
    /** The editor chose theirs or mine for every conflicting module: the merge is taken and saved. */
    resolveConflicts(choices: Record<string, MergeSide>) {
      const conflict = state.conflict;
      if (!conflict || !takeMerge(conflict.head, conflict.savedBy, choices)) return;
      void save();
    },
    /**
     * Presence's answer: who else is here, and the newest saved state. A newer one than the base is
     * loaded into a clean working copy; with unsaved changes the editor is told, and the next save merges.
     */
    async presenceAnswered({ editors, head }: PresenceAnswer) {
      store.setPresence(editors);
      if (!head || (state.baseVersion !== null && head.id <= state.baseVersion) || state.saving || state.conflict) return;
      if (state.dirty) {
        if (state.savedElsewhere?.id !== head.id) store.setSavedElsewhere(head);
        return;
      }
      try {
        const newest = await target.head();
        // The editor may have started changing things meanwhile: then the next save merges instead.
        const known = state.baseVersion;
        if (state.dirty || state.saving || newest.base === null || (known !== null && newest.base <= known)) return;
        store.mergedOnto(newest, newest.sections);
        store.announce(t("merge.headLoaded", { author: head.author || t("merge.otherAccount") }));
      } catch {
        // The next heartbeat tries again.
      }
    },
    cancelConflict() {
      state.conflict = null;
    },
  };
  return controller;
}
