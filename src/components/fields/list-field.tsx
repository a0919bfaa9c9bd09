// A list field of the module modal: the one list editor (src/components/fields/list-editor.tsx) in
// the editor's look, inside the field's frame (label with its limits, help, failure), each item's
// fields rendered by the modal's widget picker.
import type { ComponentType } from "react";
import type { ListField } from "../../../shared/fields/field.ts";
import { ListEditor } from "../fields/list-editor.tsx";
import { emptyItem, type FormValues } from "../../editor/modal/module-form.ts";
import { FieldError, FieldHelp, useFieldEnvironment, useFieldIds, type FieldWidgetProps } from "./field-context.tsx";

/** `ItemField` renders each item's fields: the widget picker, passed in since it renders this list too. */
export function ListInputField({ field, values, path, onPatch, ItemField }: FieldWidgetProps<ListField> & { ItemField: ComponentType<FieldWidgetProps> }) {
  const { lang, skin } = useFieldEnvironment();
  const ids = useFieldIds(path, { help: Boolean(field.help) });
  const items = Array.isArray(values[field.name]) ? (values[field.name] as FormValues[]) : [];
  const label = field.label[lang] || field.label.de;
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
      <ListEditor
        field={field}
        items={items}
        lang={lang}
        skin={skin}
        addId={`${ids.id}-add`}
        newItem={emptyItem}
        onChange={(next) => onPatch({ [field.name]: next })}
        renderItem={(item, index, onItemChange) =>
          field.item.map((itemField) => (
            <ItemField key={itemField.name} field={itemField} values={item} path={`${path}.${index}.${itemField.name}`} onPatch={(patch) => onItemChange({ ...item, ...patch })} />
          ))
        }
      />
    </fieldset>
  );
}
