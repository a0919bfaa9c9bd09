// A list field: its items, each shown with the item fields under a heading ("Teaser 1"), with add,
// remove and move up/down buttons, within the definition's minItems/maxItems.
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ListField } from "../../../shared/fields/field.ts";
import { emptyItem, fieldDomId, type FormValues } from "../modal/module-form.ts";
import { addItemLabel, itemTitle, modalWord } from "../text/modal-text.ts";
import { FieldError, FieldHelp, useFieldEnvironment, useFieldIds, type FieldWidgetProps } from "./field-context.tsx";

let keySequence = 0;
const newKey = () => `item-${++keySequence}`;

/** `ItemField` renders each item's fields: the widget picker, passed in since it renders this list too. */
export function ListInputField({ field, values, path, onPatch, ItemField }: FieldWidgetProps<ListField> & { ItemField: ComponentType<FieldWidgetProps> }) {
  const { lang } = useFieldEnvironment();
  const ids = useFieldIds(path, { help: Boolean(field.help) });
  const items = Array.isArray(values[field.name]) ? (values[field.name] as FormValues[]) : [];
  // Stable keys, so that moving an item moves its widgets (and their state) with it.
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  const synced = keys.length === items.length ? keys : [...keys.slice(0, items.length), ...Array.from({ length: Math.max(0, items.length - keys.length) }, newKey)];
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const label = field.label[lang] || field.label.de;
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const canRemove = field.minItems === undefined || items.length > field.minItems;
  const change = (next: FormValues[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onPatch({ [field.name]: next });
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    const nextKeys = [...synced];
    [next[index], next[target]] = [next[target], next[index]];
    [nextKeys[index], nextKeys[target]] = [nextKeys[target], nextKeys[index]];
    change(next, nextKeys);
    // Focus follows the item; at the end of the list it goes to the other move button.
    const atEdge = (by === -1 && target === 0) || (by === 1 && target === items.length - 1);
    setFocusTarget(`${fieldDomId(`${path}.${target}`)}-${atEdge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };
  const remove = (index: number) => {
    change(
      items.filter((_, position) => position !== index),
      synced.filter((_, position) => position !== index),
    );
    setFocusTarget(items.length > 1 ? `${fieldDomId(`${path}.${Math.max(0, index - 1)}`)}-heading` : `${ids.id}-add`);
  };
  const add = () => {
    change([...items, emptyItem(field.item)], [...synced, newKey()]);
    setFocusTarget(`${fieldDomId(`${path}.${items.length}`)}-heading`);
  };

  return (
    <fieldset className={`module-field module-field--list${ids.invalid ? " module-field--invalid" : ""}`} id={ids.id} tabIndex={-1} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy}>
      <legend className="module-field__label" id={ids.labelId}>
        {label}
        {field.minItems !== undefined || field.maxItems !== undefined ? (
          <span className="module-field__limits">
            {" "}
            ({field.minItems ?? 0}–{field.maxItems ?? "∞"})
          </span>
        ) : null}
      </legend>
      <FieldHelp field={field} id={ids.helpId} />
      <FieldError label={label} reason={ids.error} id={ids.errorId} />
      {items.length === 0 ? <p className="module-list__empty">{modalWord("noItems", lang)}</p> : null}
      <ol className="module-list">
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const itemId = fieldDomId(itemPath);
          const title = itemTitle(field.itemLabel, index, lang);
          return (
            <li key={synced[index]} className="module-list__item">
              <section aria-labelledby={`${itemId}-heading`}>
                <div className="module-list__head">
                  <h3 className="module-list__title" id={`${itemId}-heading`} tabIndex={-1}>
                    {title}
                  </h3>
                  <div className="module-list__actions">
                    <button type="button" id={`${itemId}-up`} className="editor-button editor-button--small" aria-label={`${modalWord("moveUp", lang)}: ${title}`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button type="button" id={`${itemId}-down`} className="editor-button editor-button--small" aria-label={`${modalWord("moveDown", lang)}: ${title}`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button type="button" className="editor-button editor-button--small editor-button--quiet" aria-label={`${modalWord("removeItem", lang)}: ${title}`} disabled={!canRemove} onClick={() => remove(index)}>
                      {modalWord("removeItem", lang)}
                    </button>
                  </div>
                </div>
                {field.item.map((itemField) => (
                  <ItemField
                    key={itemField.name}
                    field={itemField}
                    values={item ?? {}}
                    path={`${itemPath}.${itemField.name}`}
                    onPatch={(patch) => {
                      const next = [...items];
                      next[index] = { ...(items[index] ?? {}), ...patch };
                      onPatch({ [field.name]: next });
                    }}
                  />
                ))}
              </section>
            </li>
          );
        })}
      </ol>
      <button type="button" ref={addRef} id={`${ids.id}-add`} className="editor-button" disabled={!canAdd} onClick={add}>
        + {addItemLabel(field.itemLabel, lang)}
      </button>
    </fieldset>
  );
}
