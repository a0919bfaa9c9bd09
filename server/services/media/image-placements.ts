// Where content places images: every image reference of every module and list item, found by the
// definitions' fields (shared/fields/references-of.ts, never by module type), with its place written
// as a field path.
import type { Section } from "../../../shared/api/page-content.ts";
import { referencesOf } from "../../../shared/fields/references-of.ts";
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
  for (const module of modulesOf(sections)) {
    const definition = moduleDefinition(module.type);
    if (!definition) continue;
    for (const reference of referencesOf(definition.fields, module).references) if (reference.to === "image") found.push({ imageId: reference.id, field: `${module.id}.${reference.path}` });
  }
  return found;
}
