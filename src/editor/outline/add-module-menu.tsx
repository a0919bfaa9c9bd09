// "Add module" at the end of a column: every registered type, grouped by its definition's group, in
// the page's language. New types appear here by being registered; nothing here names a type.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { moduleGroups, type AnyModuleDefinition, type ModuleGroup } from "../../modules/define-module.ts";
import { moduleRegistry } from "../../modules/index.ts";
import { useEditor } from "../editor-context.tsx";

/** A type whose required field is raw code (HTML) cannot be filled in without the right to write code. */
const needsCode = (definition: AnyModuleDefinition) => definition.fields.some((field) => field.kind === "code" && field.required);

function typesByGroup(canEditCode: boolean) {
  const groups = new Map<ModuleGroup, { type: string; label: { de: string; en: string } }[]>();
  for (const key of moduleGroups) groups.set(key, []);
  for (const definition of moduleRegistry.values()) {
    if (!canEditCode && needsCode(definition)) continue;
    const group = groups.has(definition.group) ? definition.group : "layout";
    groups.get(group)!.push({ type: definition.type, label: definition.label });
  }
  return [...groups].filter(([, types]) => types.length > 0);
}

export function AddModuleMenu({ section, column, index }: { section: string; column: number; index: number }) {
  const { controller, lang, t, canEditCode } = useEditor();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className="editor-add" onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="editor-button editor-button--add" data-control="add-module" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        + {t("editor.addModule")}
      </button>
      {open ? (
        <div id={panelId} className="editor-add__panel">
          {typesByGroup(canEditCode).map(([group, types]) => (
            <div key={group} role="group" aria-labelledby={`${panelId}-${group}`} className="editor-add__group">
              <p id={`${panelId}-${group}`} className="editor-add__group-label">
                {t(`editor.moduleGroups.${group}`)}
              </p>
              <ul>
                {types.map((entry) => (
                  <li key={entry.type}>
                    <button
                      type="button"
                      className="editor-button"
                      data-module-type={entry.type}
                      onClick={() => {
                        setOpen(false);
                        controller.startAdding(entry.type, { section, column, index });
                      }}
                    >
                      {entry.label[lang]}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
