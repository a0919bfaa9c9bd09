// The badge of a module with a visibility window (spec §4 online_from / online_to).
import type { ModuleData } from "../../../shared/api/page-content.ts";
import { moduleWindow, windowStatus } from "../../modules/visibility-window.ts";
import { useEditor } from "../editor-context.tsx";

export function VisibilityBadge({ module }: { module: ModuleData }) {
  const { t } = useEditor();
  const window = moduleWindow(module);
  if (!window) return null;
  const status = windowStatus(window, new Date());
  return <span className={`editor-badge editor-badge--${status}`}>{t(`editor.${status}`)}</span>;
}
