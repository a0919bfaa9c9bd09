// Page-wide keys of edit mode: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Ctrl/Cmd+S save.
// Inside a text field or an open dialog the keys belong to that field or dialog.
import { useEffect } from "react";
import type { EditorController } from "../editor-controller.ts";

function inTextOrDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("dialog[open]")) return true;
  return target.isContentEditable || target.matches("input:not([type=checkbox]):not([type=radio]):not([type=button]), textarea");
}

export function useEditorShortcuts(controller: EditorController) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (document.querySelector("dialog[open]") && key !== "s") return;
      if (key === "s") {
        // The browser's "save page" is never what an editor means here.
        event.preventDefault();
        if (!document.querySelector("dialog[open]")) void controller.save();
        return;
      }
      if (inTextOrDialog(event.target)) return;
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        controller.undo();
      } else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey)) {
        event.preventDefault();
        controller.redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [controller]);
}
