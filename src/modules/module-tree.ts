// Walks stored content (sections → columns → modules → list items) along the definitions' fields,
// so that pickers, windows and searchable text are found by field kind, never by key or type name.
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { isPickerField, resolvedKey, type FieldDefinition, type PickerKind } from "./define-module.ts";
import { moduleDefinition } from "./index.ts";
import { modulesOf } from "./modules-of.ts";

export { modulesOf };

type Values = Record<string, unknown>;

/**
 * Calls `visit` for a module's own fields and, for every list field, for each item's fields: each
 * call gets the field list and the values object they describe.
 */
export function visitFieldGroups(module: ModuleData, visit: (fields: FieldDefinition[], values: Values) => void): void {
  const definition = moduleDefinition(module.type);
  if (!definition) return;
  const walk = (fields: FieldDefinition[], values: Values) => {
    visit(fields, values);
    for (const field of fields) {
      if (field.kind !== "list" || !Array.isArray(values[field.name])) continue;
      for (const item of values[field.name] as unknown[]) if (item && typeof item === "object") walk(field.item, item as Values);
    }
  };
  walk(definition.fields, module);
}

/** Every id stored in picker fields of `kind` (e.g. all image ids of a page). */
export function pickedIds(sections: readonly Section[], kind: PickerKind): Set<number> {
  const ids = new Set<number>();
  for (const module of modulesOf(sections)) {
    visitFieldGroups(module, (fields, values) => {
      for (const field of fields) if (field.kind === kind && typeof values[field.name] === "number") ids.add(values[field.name] as number);
    });
  }
  return ids;
}

/** A copy of `values` with looked-up objects put beside the picked ids of `kind`. */
function withResolved(fields: FieldDefinition[], values: Values, kind: PickerKind, found: ReadonlyMap<number, unknown>): Values {
  const copy: Values = { ...values };
  for (const field of fields) {
    if (field.kind === kind && isPickerField(field)) {
      const id = values[field.name];
      copy[resolvedKey(field)] = typeof id === "number" ? (found.get(id) ?? null) : null;
    } else if (field.kind === "list" && Array.isArray(values[field.name])) {
      copy[field.name] = (values[field.name] as Values[]).map((item) => withResolved(field.item, item, kind, found));
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

/** The content with the looked-up objects of picker `kind` beside their ids (`image_obj` …). */
export function attachResolved(sections: readonly Section[], kind: PickerKind, found: ReadonlyMap<number, unknown>): Section[] {
  return mapModules(sections, (module) => {
    const definition = moduleDefinition(module.type);
    return definition ? (withResolved(definition.fields, module, kind, found) as ModuleData) : module;
  });
}

/** The module as it is stored: only its id, type and fields; looked-up `…_obj` objects removed. */
export function storedModule(module: ModuleData): ModuleData {
  const definition = moduleDefinition(module.type);
  if (!definition) return module;
  const strip = (fields: FieldDefinition[], values: Values): Values => {
    const copy: Values = {};
    for (const field of fields) {
      if (!(field.name in values)) continue;
      const value = values[field.name];
      copy[field.name] = field.kind === "list" && Array.isArray(value) ? value.map((item) => (item && typeof item === "object" ? strip(field.item, item as Values) : item)) : value;
    }
    return copy;
  };
  // Keys the definition does not know are kept, so the schema can name them ("is not an allowed field").
  const unknown = Object.fromEntries(Object.entries(module).filter(([key]) => key !== "id" && key !== "type" && !definition.fields.some((field) => field.name === key || (isPickerField(field) && resolvedKey(field) === key))));
  return { id: module.id, type: module.type, ...unknown, ...strip(definition.fields, module) };
}

/** The content with every value of fields of `kind` (in any depth) replaced by `change(value)`. */
export function mapFieldValues(sections: readonly Section[], kind: FieldDefinition["kind"], change: (value: unknown) => unknown): Section[] {
  const walk = (fields: FieldDefinition[], values: Values): Values => {
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
