// TEMPORARY, deleted at the merge with the modules' conversion to shared/fields: the module
// definitions still declare their fields in the old vocabulary (src/modules/define-module.ts), where a
// picker is a kind of its own ("venue"). This maps them to the shared `Field`s the where-used index
// reads; after the merge `moduleFields` is simply `moduleDefinition(type)?.fields`.
import type { Field } from "../../../shared/fields/field.ts";
import type { ReferenceTarget } from "../../../shared/fields/reference-targets.ts";
import type { FieldDefinition, PickerKind } from "../../../src/modules/define-module.ts";
import { moduleDefinition } from "../../../src/modules/index.ts";

const targetOfPicker: Record<PickerKind, ReferenceTarget> = {
  image: "image",
  event: "events",
  venue: "venues",
  form: "forms",
  article: "articles",
  category: "article-categories",
};

/** The fields that can hold a reference or a link, in the shared vocabulary; the others are left out. */
function sharedFields(fields: readonly FieldDefinition[]): Field[] {
  return fields.flatMap((field): Field[] => {
    const base = { name: field.name, label: field.label };
    if (field.kind in targetOfPicker) return [{ ...base, kind: "reference", to: targetOfPicker[field.kind as PickerKind] }];
    if (field.kind === "link") return [{ ...base, kind: "link" }];
    if (field.kind === "list") return [{ ...base, kind: "list", item: sharedFields(field.item), itemLabel: field.itemLabel }];
    return [];
  });
}

const cache = new Map<string, readonly Field[]>();

/** A module type's fields as shared `Field`s (none for an unknown type). */
export function moduleFields(type: string): readonly Field[] {
  let found = cache.get(type);
  if (!found) {
    found = sharedFields(moduleDefinition(type)?.fields ?? []);
    cache.set(type, found);
  }
  return found;
}
