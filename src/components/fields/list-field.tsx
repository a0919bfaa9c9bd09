// A list field: the one list editor (src/components/fields/list-editor.tsx) in the host's look, inside
// the field's frame (label with its limits, help, failure), each item's fields rendered by the
// widget picker.
import type { ComponentType } from "react";
import type { ListField } from "../../../shared/fields/field.ts";
import { ListEditor } from "./list-editor.tsx";
import { moduleDefaults } from "../../modules/define-module.ts";
import { FieldError, FieldHelp, frameClass, helpIdOf, labelOf, useFieldEnvironment, useFieldIds, type FieldWidgetProps, type FormValues } from "./field-context.tsx";

/** `ItemField` renders each item's fields: the widget picker, passed in since it renders this list too. */
export function ListInputField({ field, values, path, onPatch, ItemField }: FieldWidgetProps<ListField> & { ItemField: ComponentType<FieldWidgetProps> }) {
  const { lang, skin } = useFieldEnvironment();
  const helpId = helpIdOf(field, path);
  const ids = useFieldIds(path, { helpId });
  const items = Array.isArray(values[field.name]) ? (values[field.name] as FormValues[]) : [];
  const label = labelOf(field, lang);
  return (
    <fieldset className={frameClass(field, ids.invalid)} id={ids.id} tabIndex={-1} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy}>
      <legend className="field__label" id={ids.labelId}>
        {label}
        {field.minItems !== undefined || field.maxItems !== undefined ? (
          <span className="field__limits">
            {" "}
            ({field.minItems ?? 0}–{field.maxItems ?? "∞"})
          </span>
        ) : null}
      </legend>
      <FieldHelp field={field} id={helpId} />
      <FieldError label={label} reason={ids.error} id={ids.errorId} />
      <ListEditor
        field={field}
        items={items}
        lang={lang}
        skin={skin}
        addId={`${ids.id}-add`}
        newItem={moduleDefaults}
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
