// The one list editor for a shared `list` field (shared/fields/field.ts), for the module modal and the
// admin's forms: its items, each under a heading ("Teaser 1") with move up/down and remove buttons,
// within minItems/maxItems, and an "add" button that starts an item from its fields' defaults. By
// keyboard, Alt+Arrow up/down on an item's heading moves it, and a polite live region says where it
// went; focus follows the item. The value is controlled (items + onChange); the host renders each
// item's fields (`renderItem`). With `name`, a hidden input carries the items as JSON for a plain
// form post. The module modal renders it (src/components/fields/list-field.tsx); its look is in
// list-editor.css, loaded by the host's stylesheet so the component stays importable in unit tests.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { defaultsOf } from "../../../shared/fields/defaults-of.ts";
import type { ListField } from "../../../shared/fields/field.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";
import { addItemLabel, itemTitle } from "./field-titles.ts";
import type { WidgetSkin } from "./widget-skin.ts";

type Item = Record<string, unknown>;

let keySequence = 0;
const newKey = () => `list-item-${++keySequence}`;

export interface ListEditorProps {
  field: ListField;
  items: readonly Item[];
  lang: Lang;
  skin: WidgetSkin;
  onChange: (items: Item[]) => void;
  /** The item's fields, rendered by the host's field widgets; `path` is `${index}`. */
  renderItem: (item: Item, index: number, onItemChange: (item: Item) => void) => ReactNode;
  /** The form's field name: a hidden input carries the items as JSON. */
  name?: string;
  /** A new item's values; the item fields' defaults unless the host stores new items otherwise. */
  newItem?: (fields: ListField["item"]) => Item;
  /** The id of the "add" button (the host's field focuses it, e.g. after a failure). */
  addId?: string;
}

export function ListEditor({ field, items, lang, skin, onChange, renderItem, name, newItem = defaultsOf, addId }: ListEditorProps) {
  const t = translator(lang);
  const base = useId().replace(/:/g, "");
  // Stable keys, so that moving an item moves its widgets (and their state) with it.
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  const synced = keys.length === items.length ? keys : [...keys.slice(0, items.length), ...Array.from({ length: Math.max(0, items.length - keys.length) }, newKey)];
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const headingId = (key: string) => `${base}-${key}`;
  const addRef = useRef<HTMLButtonElement>(null);
  // Once the moved, added or neighbouring item is rendered, the focus goes to its heading (once).
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const canRemove = field.minItems === undefined || items.length > field.minItems;
  const change = (next: Item[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    const nextKeys = [...synced];
    [next[index], next[target]] = [next[target], next[index]];
    [nextKeys[index], nextKeys[target]] = [nextKeys[target], nextKeys[index]];
    change(next, nextKeys);
    setFocusTarget(headingId(nextKeys[target]));
    setSaid(t("fields.itemMoved", { what: field.itemLabel[lang] || field.itemLabel.de, position: target + 1, count: items.length }));
  };
  const remove = (index: number) => {
    const nextKeys = synced.filter((_, position) => position !== index);
    change(
      items.filter((_, position) => position !== index),
      nextKeys,
    );
    const neighbour = nextKeys[Math.max(0, index - 1)];
    if (neighbour) setFocusTarget(headingId(neighbour));
    else addRef.current?.focus();
  };
  const add = () => {
    const key = newKey();
    change([...items, newItem(field.item)], [...synced, key]);
    setFocusTarget(headingId(key));
  };
  const onHeadingKey = (event: KeyboardEvent<HTMLHeadingElement>, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(index, event.key === "ArrowUp" ? -1 : 1);
  };

  return (
    <div className="list-editor">
      <p className="visually-hidden" id={`${base}-keys`}>
        {t("fields.moveKeys")}
      </p>
      {items.length === 0 ? <p className="list-editor__empty">{t("fields.noItems")}</p> : null}
      <ol className="list-editor__items">
        {items.map((item, index) => {
          const key = synced[index];
          const title = itemTitle(field.itemLabel, index, lang);
          return (
            <li key={key} className="list-editor__item">
              <section aria-labelledby={headingId(key)}>
                <div className="list-editor__head">
                  <h3 className="list-editor__title" id={headingId(key)} tabIndex={0} aria-describedby={`${base}-keys`} onKeyDown={(event) => onHeadingKey(event, index)}>
                    {title}
                  </h3>
                  <div className="list-editor__actions">
                    <button type="button" className={skin.quietButton} aria-label={`${t("common.moveUp")}: ${title}`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button type="button" className={skin.quietButton} aria-label={`${t("common.moveDown")}: ${title}`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button type="button" className={skin.quietButton} disabled={!canRemove} onClick={() => remove(index)}>
                      {t("fields.removeItem")}
                      <span className="visually-hidden">: {title}</span>
                    </button>
                  </div>
                </div>
                {renderItem(item, index, (changed) => onChange(items.map((current, position) => (position === index ? changed : current))))}
              </section>
            </li>
          );
        })}
      </ol>
      <button type="button" ref={addRef} id={addId} className={skin.button} disabled={!canAdd} onClick={add}>
        + {addItemLabel(field.itemLabel, lang)}
      </button>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {name ? <input type="hidden" name={name} value={JSON.stringify(items)} /> : null}
    </div>
  );
}
