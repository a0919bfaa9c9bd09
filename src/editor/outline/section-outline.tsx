// One section in edit mode: the visitor's section grid with a bar of section controls (layout
// preset, move, copy, cut, delete, paste) and its columns.
import { useId, type ReactNode } from "react";
import { layoutPresets, type LayoutPreset, type Section } from "../../../shared/api/page-content.ts";
import type { ContentFailure } from "../../../shared/api/editor-types.ts";
import { useEditor } from "../editor-context.tsx";
import { CopyIcon } from "./copy-icon.tsx";
import { layoutLabels } from "../layout-labels.ts";
import { ColumnOutline } from "./column-outline.tsx";

interface Props {
  section: Section;
  index: number;
  count: number;
  clipboard: { kind: "module" | "section"; label: string } | null;
  failures: readonly ContentFailure[];
}

export function SectionOutline({ section, index, count, clipboard, failures }: Props) {
  const { controller, t } = useEditor();
  const layoutId = useId();
  const title = `${t("common.section")} ${index + 1} (${layoutLabels[section.layout]})`;
  const button = (control: string, text: string, glyph: ReactNode, action: () => void, disabled = false) => (
    <button type="button" className="editor-icon-button" data-control={control} aria-label={`${text}: ${title}`} title={text} disabled={disabled} onClick={action}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  const sectionFailures = failures.filter((failure) => failure.section === section.id && !failure.module);
  return (
    <section className={`content-section content-section--${section.layout} ${section.extra_class} editor-section`.trim()} data-section-id={section.id} aria-label={title} tabIndex={-1}>
      <div className="editor-section__bar">
        <span className="editor-drag-handle editor-section__handle" title={t("editor.dragHandle")} aria-hidden="true">
          ⠿
        </span>
        <span className="editor-section__title">{title}</span>
        <label className="editor-section__layout" htmlFor={layoutId}>
          {t("editor.layout")}
        </label>
        <select id={layoutId} data-control="layout" value={section.layout} onChange={(event) => controller.changeLayout(section.id, event.target.value as LayoutPreset)}>
          {(Object.keys(layoutPresets) as LayoutPreset[]).map((preset) => (
            <option key={preset} value={preset}>
              {layoutLabels[preset]}
            </option>
          ))}
        </select>
        <span className="editor-section__controls">
          {button("up", t("common.moveUp"), "↑", () => controller.moveSection(section.id, -1, "up"), index === 0)}
          {button("down", t("common.moveDown"), "↓", () => controller.moveSection(section.id, 1, "down"), index === count - 1)}
          {button("copy", t("editor.copy"), <CopyIcon />, () => void controller.copySection(section.id))}
          {button("cut", t("editor.cut"), "✂", () => void controller.cutSection(section.id))}
          {button("delete", t("common.delete"), "✕", () => controller.deleteSection(section.id))}
          {clipboard ? (
            <button
              type="button"
              className="editor-button editor-button--small"
              data-control="paste"
              onClick={() => (clipboard.kind === "section" ? controller.pasteAtSection(index + 1) : controller.pasteModule({ section: section.id, column: 0 }))}
            >
              {t("editor.paste")}: {clipboard.label}
            </button>
          ) : null}
        </span>
      </div>
      {sectionFailures.length ? (
        <ul className="editor-module__failures">
          {sectionFailures.map((failure) => (
            <li key={failure.field}>
              {failure.field}: {failure.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="content-section__grid">
        {section.columns.map((column, position) => (
          <ColumnOutline
            key={position}
            sectionId={section.id}
            column={column}
            position={position}
            hasPreviousColumn={index > 0}
            hasNextColumn={position < section.columns.length - 1 || index < count - 1}
            clipboardLabel={clipboard?.kind === "module" ? clipboard.label : null}
            failures={failures}
          />
        ))}
      </div>
    </section>
  );
}
