// Walks stored content (sections → columns → modules → list items) along the definitions' fields,
// so that references, windows and searchable text are found by field kind, never by key or type name.
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import type { Field, FieldKind } from "../../shared/fields/field.ts";
import type { ReferenceTarget } from "../../shared/fields/reference-targets.ts";
import { referencesOf } from "../../shared/fields/references-of.ts";
import { storedFieldValue } from "../../shared/fields/stored-reference.ts";
import { visitFieldGroups } from "../../shared/fields/search-text-of.ts";
import { resolvedKey } from "./define-module.ts";
import { moduleDefinition } from "./index.ts";
import { modulesOf } from "./modules-of.ts";

export { modulesOf };

type Values = Record<string, unknown>;

/**
 * Calls `visit` for a module's own fields and, for every list field, for each item's fields: each
 * call gets the field list and the values object they describe.
 */
export function visitModuleFields(module: ModuleData, visit: (fields: readonly Field[], values: Values) => void): void {
  const definition = moduleDefinition(module.type);
  if (definition) visitFieldGroups(definition.fields, module, visit);
}

/** Every id stored in reference fields to `target` (e.g. all image ids of a page). */
export function pickedIds(sections: readonly Section[], target: ReferenceTarget): Set<number> {
  const ids = new Set<number>();
  for (const module of modulesOf(sections)) {
    const definition = moduleDefinition(module.type);
    if (!definition) continue;
    for (const reference of referencesOf(definition.fields, module).references) if (reference.to === target) ids.add(reference.id);
  }
  return ids;
}

/** A copy of `values` with looked-up objects put beside the ids of references to `target`. */
function withResolved(fields: readonly Field[], values: Values, target: ReferenceTarget, found: ReadonlyMap<number, unknown>): Values {
  const copy: Values = { ...values };
  for (const field of fields) {
    if (field.kind === "reference" && field.to === target && !field.many) {
      const id = values[field.name];
      copy[resolvedKey(field)] = typeof id === "number" ? (found.get(id) ?? null) : null;
    } else if (field.kind === "list" && Array.isArray(values[field.name])) {
      copy[field.name] = (values[field.name] as Values[]).map((item) => withResolved(field.item, item, target, found));
    }
  }
  return copy;
}

/** Maps every module of the content through `change`, keeping sections and columns. */
export function mapModules(sections: readonly Section[], change: (module: ModuleData) => ModuleData | null): Section[] {
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      children: column.children.map(change).filter((module): module is ModuleData => module !== null),
    })),
  }));
}

/** The content with the looked-up objects of references to `target` beside their ids (`image_obj` …). */
export function attachResolved(sections: readonly Section[], target: ReferenceTarget, found: ReadonlyMap<number, unknown>): Section[] {
  return mapModules(sections, (module) => {
    const definition = moduleDefinition(module.type);
    return definition ? (withResolved(definition.fields, module, target, found) as ModuleData) : module;
  });
}

/** The module as it is stored: only its id, type and fields; looked-up `…_obj` objects removed. */
export function storedModule(module: ModuleData): ModuleData {
  const definition = moduleDefinition(module.type);
  if (!definition) return module;
  const strip = (fields: readonly Field[], values: Values): Values => {
    const copy: Values = {};
    for (const field of fields) {
      if (!(field.name in values)) continue;
      const value = values[field.name];
      // Text stored before a field was a reference: its id, or no reference (stored-reference.ts).
      if (storedFieldValue(field, value) === undefined && value !== undefined) continue;
      copy[field.name] = field.kind === "list" && Array.isArray(value) ? value.map((item) => (item && typeof item === "object" ? strip(field.item, item as Values) : item)) : storedFieldValue(field, value);
    }
    return copy;
  };
  // Keys the definition does not know are kept, so the schema can name them ("is not an allowed field").
  const unknown = Object.fromEntries(Object.entries(module).filter(([key]) => key !== "id" && key !== "type" && !definition.fields.some((field) => field.name === key || (field.kind === "reference" && resolvedKey(field) === key))));
  return { id: module.id, type: module.type, ...unknown, ...strip(definition.fields, module) };
}

/** The content with every value of fields of `kind` (in any depth) replaced by `change(value)`. */
export function mapFieldValues(sections: readonly Section[], kind: FieldKind, change: (value: unknown) => unknown): Section[] {
  const walk = (fields: readonly Field[], values: Values): Values => {
    const copy: Values = { ...values };
    for (const field of fields) {
      if (!(field.name in values)) continue;
      if (field.kind === kind) copy[field.name] = change(values[field.name]);
      else if (field.kind === "list" && Array.isArray(values[field.name])) copy[field.name] = (values[field.name] as unknown[]).map((item) => (item && typeof item === "object" ? walk(field.item, item as Values) : item));
    }
    return copy;
  };
  return mapModules(sections, (module) => {
    const definition = moduleDefinition(module.type);
    return definition ? (walk(definition.fields, module) as ModuleData) : module;
  });
}
