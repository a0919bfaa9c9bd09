// Where content places images: every image picker field of every module and list item, found by the
// definitions' field kinds (never by module type), with its place written as a field path.
import type { Section } from "../../../shared/api/page-content.ts";
import type { FieldDefinition } from "../../../src/modules/define-module.ts";
import { moduleDefinition } from "../../../src/modules/index.ts";
import { modulesOf } from "../../../src/modules/module-tree.ts";

export interface ImagePlacement {
  imageId: number;
  /** "{module id}.{field}", or "{module id}.{list}.{index}.{field}" inside a list item. */
  field: string;
}

/** Every image id the sections place, with where. */
export function imagePlacements(sections: readonly Section[]): ImagePlacement[] {
  const found: ImagePlacement[] = [];
  const walk = (fields: FieldDefinition[], values: Record<string, unknown>, place: string) => {
    for (const field of fields) {
      const value = values[field.name];
      if (field.kind === "image" && typeof value === "number" && value > 0) found.push({ imageId: value, field: `${place}.${field.name}` });
      if (field.kind === "list" && Array.isArray(value)) {
        value.forEach((item, index) => {
          if (item && typeof item === "object") walk(field.item, item as Record<string, unknown>, `${place}.${field.name}.${index}`);
        });
      }
    }
  };
  for (const module of modulesOf(sections)) {
    const definition = moduleDefinition(module.type);
    if (definition) walk(definition.fields, module, module.id);
  }
  return found;
}
