// The editor header: a WAI-ARIA toolbar (one tab stop, arrow keys) with add section, undo, redo,
// save, versions, publish/preview/discard of a page's draft and leave edit mode, then the save state
// and whether visitors see it, the copy buffer and who else is editing.
import { useId, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { layoutPresets, type LayoutPreset } from "../../../shared/api/page-content.ts";
import { useEditor } from "../editor-context.tsx";
import { useRovingToolbar } from "../hooks/use-roving-toolbar.ts";
import { layoutLabels } from "../layout-labels.ts";
import { openPageSettings } from "../page-settings/panel-state.ts";
import { ToolbarTranslationHint } from "./toolbar-translation-hint.tsx";
import type { PageData } from "../../../shared/api/types.ts";
import { useDraftControls } from "./draft-controls.tsx";

/** The page's address without `?edit` (and without `noToolbar` and `versions`). */
function viewAddress(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("edit");
  url.searchParams.delete("noToolbar");
  url.searchParams.delete("versions");
  return url.pathname + url.search + url.hash;
}

/**
 * `hasVersions` is false for containers: they keep no versions, so there is no Versions button.
 * `page` is the edited page (null for containers): its draft's publish, preview and discard, and the
 * translation hint comparing its other language.
 */
export function EditorToolbar({ clipboardLabel, hasVersions = true, page = null }: { clipboardLabel: string | null; hasVersions?: boolean; page?: PageData | null }) {
  const { store, controller, t } = useEditor();
  const drafts = useDraftControls(page);
  const snap = useSnapshot(store.state);
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingToolbar(toolbar);
  const [choosing, setChoosing] = useState(false);
  const presetsId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const add = (preset: LayoutPreset) => {
    setChoosing(false);
    controller.addSection(preset);
  };
  return (
    <div className="editor-bar" role="region" aria-label={t("editor.editor")}>
      <div className="editor-bar__row">
        <div ref={toolbar} className="editor-toolbar" role="toolbar" aria-label={t("editor.toolbar")} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
          <button ref={addButton} type="button" className="editor-button" data-toolbar-item data-control="add-section" aria-expanded={choosing} aria-controls={presetsId} onClick={() => setChoosing(!choosing)}>
            + {t("editor.addSection")}
          </button>
          <button type="button" className="editor-button" data-toolbar-item data-control="undo" disabled={snap.past.length === 0} onClick={controller.undo} aria-keyshortcuts="Control+Z">
            ↶ {t("common.undo")}
          </button>
          <button type="button" className="editor-button" data-toolbar-item data-control="redo" disabled={snap.future.length === 0} onClick={controller.redo} aria-keyshortcuts="Control+Shift+Z Control+Y">
            ↷ {t("common.redo")}
          </button>
          <button type="button" className="editor-button editor-button--primary" data-toolbar-item data-control="save" aria-keyshortcuts="Control+S" onClick={() => void controller.save()}>
            {snap.saving ? t("editor.saving") : t("common.save")}
          </button>
          {hasVersions ? (
            <button type="button" className="editor-button" data-toolbar-item data-control="versions" onClick={() => (store.state.versions = {})}>
              {t("common.versions")}
            </button>
          ) : null}
          {hasVersions ? (
            <button type="button" className="editor-button" data-toolbar-item data-control="page-settings" onClick={openPageSettings}>
              {t("pageSettings.open")}
            </button>
          ) : null}
          {drafts.buttons}
          <a className="editor-button" data-toolbar-item data-control="leave" href={viewAddress()}>
            {t("editor.leave")}
          </a>
        </div>
        <p className="editor-bar__status">
          <span data-state={snap.dirty ? "dirty" : "saved"} className="editor-bar__save-state">
            {snap.dirty ? t("editor.unsaved") : t("editor.allSaved")}
          </span>
          {drafts.status}
          <span className="editor-bar__clipboard">{clipboardLabel ? `${t("editor.clipboard")} ${clipboardLabel}` : t("editor.clipboardEmpty")}</span>
          {snap.presence.length > 0 ? (
            <span className="editor-bar__presence">
              {t("editor.alsoEditing")} {snap.presence.map((editor) => editor.name).join(", ")}
            </span>
          ) : null}
          {page ? <ToolbarTranslationHint pageId={page.id} headVersionId={snap.headVersion?.id ?? null} /> : null}
        </p>
      </div>
      {choosing ? (
        <div
          id={presetsId}
          className="editor-bar__presets"
          role="group"
          aria-label={t("editor.chooseLayout")}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              setChoosing(false);
              addButton.current?.focus();
            }
          }}
        >
          {(Object.keys(layoutPresets) as LayoutPreset[]).map((preset) => (
            <button key={preset} type="button" className="editor-button" data-preset={preset} onClick={() => add(preset)}>
              {layoutLabels[preset]}
            </button>
          ))}
        </div>
      ) : null}
      {drafts.dialogs}
    </div>
  );
}
