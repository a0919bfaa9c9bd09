// The 409 of a save on a stale base: who saved and when, and the three ways on — compare the two,
// take their version as the base and keep the local changes on top, or cancel.
import type { StaleSaveBody } from "../../../shared/api/editor-types.ts";
import { useEditor } from "../editor-context.tsx";
import { staleText } from "../text/shell-text.ts";
import { EditorDialog } from "./editor-dialog.tsx";

export function StaleSaveDialog({ conflict }: { conflict: StaleSaveBody }) {
  const { controller, lang, word } = useEditor();
  return (
    <EditorDialog title={word("staleTitle")} role="alertdialog" onCancel={controller.cancelConflict} className="editor-stale">
      <div className="editor-dialog__body">
        <p>{staleText(lang, conflict.version.author, conflict.version.created_at)}</p>
        <div className="editor-dialog__actions">
          <button type="button" className="editor-button" data-control="compare" onClick={controller.compareConflict}>
            {word("compare")}
          </button>
          <button type="button" className="editor-button editor-button--primary" data-control="reapply" onClick={() => void controller.reapply()}>
            {word("reapply")}
          </button>
          <button type="button" className="editor-button" data-control="cancel" onClick={controller.cancelConflict}>
            {word("cancel")}
          </button>
        </div>
      </div>
    </EditorDialog>
  );
}
