// One column of a section in edit mode: its modules (a drop target for modules from any column),
// paste of a copied module and "add module" at its end.
import { useRef } from "react";
import type { Column } from "../../../shared/api/page-content.ts";
import type { ContentFailure } from "../../../shared/api/editor-types.ts";
import { useEditor } from "../editor-context.tsx";
import { useSortable } from "../hooks/use-sortable.ts";
import { AddModuleMenu } from "./add-module-menu.tsx";
import { ModuleOutline } from "./module-outline.tsx";

interface Props {
  sectionId: string;
  column: Column;
  position: number;
  /** Whether a column exists before the first / after the last of this section (across sections). */
  hasPreviousColumn: boolean;
  hasNextColumn: boolean;
  clipboardLabel: string | null;
  failures: readonly ContentFailure[];
}

export function ColumnOutline({ sectionId, column, position, hasPreviousColumn, hasNextColumn, clipboardLabel, failures }: Props) {
  const { controller, t } = useEditor();
  const list = useRef<HTMLDivElement>(null);
  useSortable(list, {
    group: "editor-modules",
    draggable: ".editor-module",
    handle: ".editor-module__handle",
    onDrop: ({ item, to, index }) => {
      const id = item.dataset.moduleId;
      const target = to.closest<HTMLElement>("[data-column]");
      const section = to.closest<HTMLElement>("[data-section-id]")?.dataset.sectionId;
      if (!id || !target || !section) return;
      controller.moveModuleTo(id, { section, column: Number(target.dataset.column), index });
    },
  });
  const count = column.children.length;
  return (
    <div className={`content-column editor-column ${column.classes}`.trim()} data-column={position}>
      <p className="editor-column__label">
        {t("editor.column")} {position + 1}
      </p>
      <div ref={list} className="editor-column__modules">
        {column.children.map((module, index) => (
          <ModuleOutline
            key={module.id}
            module={module}
            index={index}
            count={count}
            hasPreviousColumn={position > 0 || hasPreviousColumn}
            hasNextColumn={hasNextColumn}
            failures={failures.filter((failure) => failure.module === module.id)}
          />
        ))}
      </div>
      {count === 0 ? <p className="editor-column__empty">{t("editor.emptyColumn")}</p> : null}
      <div className="editor-column__end">
        {clipboardLabel ? (
          <button type="button" className="editor-button" data-control="paste-module" onClick={() => controller.pasteModule({ section: sectionId, column: position })}>
            {t("editor.paste")}: {clipboardLabel}
          </button>
        ) : null}
        <AddModuleMenu section={sectionId} column={position} index={count} />
      </div>
    </div>
  );
}
