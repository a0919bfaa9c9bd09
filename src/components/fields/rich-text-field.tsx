// The rich text field of the module modal: the one rich text editor (src/components/fields/
// rich-text-editor.tsx) in the editor's look, named by the field's label.
import type { RichTextField as RichTextFieldDefinition } from "../../../shared/fields/field.ts";
import { RichTextEditor } from "../fields/rich-text-editor.tsx";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";

export function RichTextInputField({ field, values, path, onPatch }: FieldWidgetProps<RichTextFieldDefinition>) {
  const { lang, skin } = useFieldEnvironment();
  const value = typeof values[field.name] === "string" ? (values[field.name] as string) : "";
  return (
    <FieldShell field={field} path={path} labelAs="span">
      {(ids) => (
        <RichTextEditor
          id={ids.id}
          name={{ labelledBy: ids.labelId }}
          value={value}
          lang={lang}
          skin={skin}
          required={Boolean(field.required)}
          invalid={ids.invalid}
          describedBy={ids.describedBy}
          onChange={(html) => onPatch({ [field.name]: html })}
        />
      )}
    </FieldShell>
  );
}
