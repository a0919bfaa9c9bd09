// What stored content refers to: the ids its modules' reference fields hold and the targets of their
// link fields, found through the module definitions' fields (never by module type), each with its
// place as a field path: "{module id}.{field}", "{module id}.{list}.{index}.{field}".
import type { Section } from "../../../shared/api/page-content.ts";
import type { Field } from "../../../shared/fields/field.ts";
import type { ReferenceTarget } from "../../../shared/fields/reference-targets.ts";
import { referencesOf, type HeldLink, type HeldReference } from "../../../shared/fields/references-of.ts";
import { moduleDefinition, moduleRegistry } from "../../../src/modules/index.ts";
import { modulesOf } from "../../../src/modules/modules-of.ts";

const moduleFields = (type: string): readonly Field[] => moduleDefinition(type)?.fields ?? [];

export interface ContentReferences {
  references: HeldReference[];
  links: HeldLink[];
}

/** Every reference and link the sections' modules hold, with where. */
export function contentReferences(sections: readonly Section[]): ContentReferences {
  const found: ContentReferences = { references: [], links: [] };
  for (const module of modulesOf(sections)) {
    const held = referencesOf(moduleFields(module.type), module);
    found.references.push(...held.references.map((reference) => ({ ...reference, path: `${module.id}.${reference.path}` })));
    found.links.push(...held.links.map((link) => ({ ...link, path: `${module.id}.${link.path}` })));
  }
  return found;
}

const targetsOf = (fields: readonly Field[]): ReferenceTarget[] => fields.flatMap((field) => (field.kind === "reference" ? [field.to] : field.kind === "list" ? targetsOf(field.item) : []));

let placeable: ReadonlySet<ReferenceTarget> | null = null;

/** What some module type can refer to: only these are looked for in content. */
export function placeableTargets(): ReadonlySet<ReferenceTarget> {
  placeable ??= new Set([...moduleRegistry.keys()].flatMap((type) => targetsOf(moduleFields(type))));
  return placeable;
}
