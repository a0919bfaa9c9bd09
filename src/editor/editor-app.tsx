// Edit mode on the live page (DESIGN "Editor"): the page's sections rendered with the visitors'
// module renderings inside outlines, the editor header, the module modal, the versions dialog and the
// dialogs of a lost session and a stale save. Loaded lazily, for editors only.
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useSnapshot } from "valtio";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { useApi } from "../api/loader-api.ts";
import "../i18n/staff-editor-texts.ts";
import { moduleDefinition } from "../modules/index.ts";
import { ModuleModal } from "./modal/module-modal.tsx";
import { createEditorController } from "./editor-controller.ts";
import { EditorContext, environmentOf, useEditor } from "./editor-context.tsx";
import { EditorAlerts } from "./editor-alerts.tsx";
import type { EditorAppProps } from "./editor-props.ts";
import { LoginDialog } from "./dialogs/login-dialog.tsx";
import { MergeConflictDialog } from "./dialogs/merge-conflict-dialog.tsx";
import { useEditorShortcuts } from "./hooks/use-editor-shortcuts.ts";
import { usePresence } from "./hooks/use-presence.ts";
import { useVersionsFromAddress } from "./hooks/use-versions-from-address.ts";
import { useSortable } from "./hooks/use-sortable.ts";
import { SectionOutline } from "./outline/section-outline.tsx";
import { createEditorStore } from "./store/editor-store.ts";
import { EditorToolbar } from "./toolbar/editor-toolbar.tsx";
import { VersionsSlot } from "./versions-slot.tsx";
import { PageSettingsSlot } from "./page-settings/page-settings-slot.tsx";
import { targetKey, targetSession } from "./edit-target.ts";
import { takeRestored } from "./versions/restored-note.ts";
import "./styles/shell.css";
import { translator } from "../i18n/index.tsx";

function Canvas({ clipboard }: { clipboard: { kind: "module" | "section"; label: string } | null }) {
  const { store, controller, t } = useEditor();
  const { sections, failures } = useSnapshot(store.state);
  const list = useRef<HTMLDivElement>(null);
  useSortable(list, {
    group: "editor-sections",
    draggable: ".editor-section",
    handle: ".editor-section__handle",
    onDrop: ({ item, index }) => {
      if (item.dataset.sectionId) controller.moveSectionTo(item.dataset.sectionId, index);
    },
  });
  return (
    <div className="editor-canvas">
      {sections.length === 0 ? <p className="editor-canvas__empty">{t("editor.emptyPage")}</p> : null}
      <div ref={list} className="editor-canvas__sections">
        {(sections as Section[]).map((section, index) => (
          <SectionOutline key={section.id} section={section} index={index} count={sections.length} clipboard={clipboard} failures={failures} />
        ))}
      </div>
      {clipboard?.kind === "section" ? (
        <button type="button" className="editor-button editor-canvas__paste" data-control="paste-section-end" onClick={() => controller.pasteAtSection(sections.length)}>
          {t("editor.pasteSection")}: {clipboard.label}
        </button>
      ) : null}
    </div>
  );
}

export default function EditorApp({ target: edited, lang, user, moduleData }: EditorAppProps) {
  const t = translator(lang);
  const api = useApi();
  const { environment, session } = useMemo(() => {
    const session = targetSession(edited, api, lang);
    const store = createEditorStore({ sections: session.sections, opened: session.opened });
    const controller = createEditorController({ store, api, target: session, lang });
    return { environment: environmentOf(store, controller, lang, user.is_admin, moduleData), session };
    // One store per page or container: another one (or another language) starts a new working copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey(edited), lang]);
  const { store, controller } = environment;
  const snap = useSnapshot(store.state);
  const noToolbar = useMemo(() => new URLSearchParams(window.location.search).has("noToolbar"), []);

  useEditorShortcuts(controller);
  usePresence(api, controller.presenceAnswered, session.presence, lang);
  useVersionsFromAddress(store, session.versionsOf !== null);
  useEffect(() => void controller.loadClipboard(), [controller]);
  // A missing container is created as soon as an editor opens it (spec §4).
  useEffect(() => void session.open().catch(() => store.showAlert("error", t("editor.errorAlert"))), [session, store, t]);
  // Edit mode opened by a restore from the version banner (?v=) says what it restored.
  useEffect(() => {
    const restored = session.versionsOf === null ? null : takeRestored(session.versionsOf, lang);
    if (restored !== null) store.showAlert("save", t("versionHistory.restoredNotice", { number: restored }));
  }, [session, store, lang, t]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!snap.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t("editor.leaveWarning");
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [snap.dirty, t]);

  // Focus follows the item an action moved or created. The serial is read while rendering, so a
  // second request for the same selector (a module moved to another column right after it was
  // added) still renders and runs this effect.
  const focusSerial = snap.focus?.serial;
  useLayoutEffect(() => {
    const request = store.state.focus;
    if (!request) return;
    const active = document.activeElement;
    if (request.ifLost && active && active !== document.body && active.isConnected && !(active as HTMLButtonElement).disabled) return;
    const target = request.selectors.map((selector) => document.querySelector<HTMLElement>(selector)).find((element) => element !== null);
    target?.focus();
    target?.scrollIntoView?.({ block: "nearest" });
  }, [focusSerial, store]);

  const buffer = snap.clipboard;
  const clipboard = useMemo(() => {
    if (!buffer) return null;
    if (buffer.kind === "section") return { kind: "section" as const, label: t("common.section") };
    const item = buffer.item as ModuleData;
    return { kind: "module" as const, label: moduleDefinition(item.type)?.label[lang] ?? item.type };
  }, [buffer, lang, t]);

  const modal = snap.modal;
  const definition = modal ? moduleDefinition(modal.module.type) : undefined;
  return (
    <EditorContext.Provider value={environment}>
      <div className="editor-shell" data-editor-ready="true">
        {noToolbar ? null : <EditorToolbar clipboardLabel={clipboard ? clipboard.label : null} hasVersions={session.versionsOf !== null} page={edited.kind === "page" ? edited.page : null} />}
        <EditorAlerts />
        <PageSettingsSlot page={edited.kind === "page" ? edited.page : null} lang={lang} />
        <Canvas clipboard={clipboard} />
        {modal && definition ? (
          <ModuleModal
            key={`${modal.mode}:${modal.module.id}`}
            definition={definition}
            module={modal.module as ModuleData}
            mode={modal.mode}
            lang={lang}
            canEditCode={user.is_admin}
            serverFailures={modal.serverFailures as never}
            onSave={controller.modalSaved}
            onCancel={controller.modalCancelled}
          />
        ) : null}
        {snap.versions && session.versionsOf !== null ? (
          <VersionsSlot
            pageId={session.versionsOf}
            lang={lang}
            working={store.state.sections}
            headVersion={store.state.headVersion}
            initialCompare={snap.versions.initialCompare}
            onRestored={(saved, sections) => {
              // The dialog stays open: it says what it restored and lists the new version.
              store.replaceFromServer(sections, { base: saved.version.id, version: saved.version });
            }}
            onClose={() => (store.state.versions = null)}
          />
        ) : null}
        {snap.loginNeeded ? <LoginDialog /> : null}
        {snap.conflict ? <MergeConflictDialog conflict={store.state.conflict!} canCompare={session.versionsOf !== null} /> : null}
      </div>
    </EditorContext.Provider>
  );
}
