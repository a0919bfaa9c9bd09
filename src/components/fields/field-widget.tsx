// Picks the widget of a field by its kind; the module modal, the admin's item form and list items
// render every field through it.
import type { Field } from "../../../shared/fields/field.ts";
import type { FieldWidgetProps } from "./field-context.tsx";
import { ImagePickerField } from "./image-field.tsx";
import { LinkInputField } from "./link-field.tsx";
import { ListInputField } from "./list-field.tsx";
import { ReferencePickerField } from "./reference-field.tsx";
import { RichTextInputField } from "./rich-text-field.tsx";
import { BooleanField, CodeInputField, DateInputField, LinesInputField, MoneyInputField, NumberInputField, SelectInputField, TextLikeField } from "./simple-fields.tsx";

export function FieldWidget(props: FieldWidgetProps<Field>) {
  const { field } = props;
  switch (field.kind) {
    case "text":
    case "textarea":
    case "url":
      return <TextLikeField {...props} field={field} />;
    case "richtext":
      return <RichTextInputField {...props} field={field} />;
    case "code":
      return <CodeInputField {...props} field={field} />;
    case "number":
      return <NumberInputField {...props} field={field} />;
    case "money":
      return <MoneyInputField {...props} field={field} />;
    case "boolean":
      return <BooleanField {...props} field={field} />;
    case "select":
      return <SelectInputField {...props} field={field} />;
    case "date":
    case "datetime":
    case "time":
      return <DateInputField {...props} field={field} />;
    case "lines":
      return <LinesInputField {...props} field={field} />;
    case "link":
      return <LinkInputField {...props} field={field} />;
    case "list":
      return <ListInputField {...props} field={field} ItemField={FieldWidget} />;
    case "reference":
      return field.to === "image" ? <ImagePickerField {...props} field={field} /> : <ReferencePickerField {...props} field={field} />;
  }
}
