// One module in edit mode: the visitor rendering inside an outline with its controls. Alt+Arrow keys
// on the focused outline move it (up/down in its column, left/right to the neighbouring column).
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import type { ModuleData } from "../../../shared/api/page-content.ts";
import { ModuleView } from "../../modules/content-renderer.tsx";
import { useEditor } from "../editor-context.tsx";
import { CopyIcon } from "./copy-icon.tsx";
import { VisibilityBadge } from "./visibility-badge.tsx";
import type { ContentFailure } from "../../../shared/api/editor-types.ts";

interface Props {
  module: ModuleData;
  index: number;
  count: number;
  /** A column before / after this module's column exists (in this or another section). */
  hasPreviousColumn: boolean;
  hasNextColumn: boolean;
  failures: readonly ContentFailure[];
}

/** Links in the preview would leave edit mode; they are shown, not followed. */
function keepInEditor(event: MouseEvent) {
  if ((event.target as HTMLElement).closest("a, form")) event.preventDefault();
}

export function ModuleOutline({ module, index, count, hasPreviousColumn, hasNextColumn, failures }: Props) {
  const { controller, t, moduleData } = useEditor();
  const label = controller.labelOf(module);
  const failureId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => void> = {
      ArrowUp: () => controller.moveModule(module.id, -1),
      ArrowDown: () => controller.moveModule(module.id, 1),
      ArrowLeft: () => controller.moveModuleToColumn(module.id, -1),
      ArrowRight: () => controller.moveModuleToColumn(module.id, 1),
    };
    if (event.altKey && moves[event.key]) {
      event.preventDefault();
      moves[event.key]();
    } else if (event.key === "Enter") {
      event.preventDefault();
      controller.edit(module.id);
    }
  };
  const button = (control: string, text: string, glyph: ReactNode, action: () => void, disabled = false) => (
    <button type="button" className="editor-icon-button" data-control={control} aria-label={text} title={text} disabled={disabled} onClick={action}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <div
      className={`editor-module${failures.length ? " editor-module--invalid" : ""}`}
      data-module-id={module.id}
      role="group"
      aria-label={`${label} ${index + 1}/${count}`}
      aria-describedby={failures.length ? failureId : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="editor-module__bar">
        <span className="editor-drag-handle editor-module__handle" title={t("editor.dragHandle")} aria-hidden="true">
          ⠿
        </span>
        <span className="editor-module__type">{label}</span>
        <VisibilityBadge module={module} />
        <span className="editor-module__controls">
          <button type="button" className="editor-button editor-button--small" data-control="edit" onClick={() => controller.edit(module.id)}>
            {t("common.edit")}
            <span className="visually-hidden">: {label}</span>
          </button>
          {button("up", t("common.moveUp"), "↑", () => controller.moveModule(module.id, -1, "up"), index === 0)}
          {button("down", t("common.moveDown"), "↓", () => controller.moveModule(module.id, 1, "down"), index === count - 1)}
          {button("previous-column", t("editor.previousColumn"), "←", () => controller.moveModuleToColumn(module.id, -1, "previous-column"), !hasPreviousColumn)}
          {button("next-column", t("editor.nextColumn"), "→", () => controller.moveModuleToColumn(module.id, 1, "next-column"), !hasNextColumn)}
          {button("copy", t("editor.copy"), <CopyIcon />, () => void controller.copyModule(module.id))}
          {button("cut", t("editor.cut"), "✂", () => void controller.cutModule(module.id))}
          {button("delete", t("common.delete"), "✕", () => controller.deleteModule(module.id))}
        </span>
      </div>
      {failures.length ? (
        <ul className="editor-module__failures" id={failureId}>
          {failures.map((failure) => (
            <li key={failure.field}>
              {failure.field}: {failure.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="editor-module__view" onClickCapture={keepInEditor}>
        <ModuleView module={module} moduleData={moduleData} />
      </div>
    </div>
  );
}
