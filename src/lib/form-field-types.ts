// The numeric form field types (spec §3: 5 and 7 hold list values, 9 is a file), as the demo data
// in server/db/seed/forms.ts writes them, and the appended confirm-email field's type.
import type { FormField } from "../../shared/api/content-types.ts";

export const FieldType = { text: 1, textarea: 2, email: 3, number: 4, select: 5, checkbox: 6, checkboxes: 7, date: 8, file: 9 } as const;

export type FieldKind = keyof typeof FieldType | "emailconfirm";

const kinds = new Map<number, FieldKind>(Object.entries(FieldType).map(([kind, code]) => [code, kind as FieldKind]));

/** How a field is shown; unknown numeric types fall back to a text input. */
export function fieldKind(field: Pick<FormField, "field_type">): FieldKind {
  if (field.field_type === "emailconfirm") return "emailconfirm";
  return kinds.get(field.field_type) ?? "text";
}
