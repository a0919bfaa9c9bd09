// The logic of the generic module modal, apart from React so it can be tested without a browser:
// the form's values, checking them with the definition's schema (the same failures the server's
// 400 answer names), and updating nested values of list items.
import { validate } from "superstruct";
import type { ModuleData } from "../../../shared/api/page-content.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { moduleDefaults, resolvedKey, type AnyModuleDefinition } from "../../modules/define-module.ts";
import { moduleDefinition } from "../../modules/index.ts";
import { failuresOf } from "../../modules/validate-sections.ts";
import type { FormValues } from "../../components/fields/field-context.tsx";
import { storedFieldValue } from "../../../shared/fields/stored-reference.ts";

export type { FormValues };

/** One failure inside a module: the dotted path of the field (`children.0.headline`) and why. */
export interface FieldFailure {
  field: string;
  reason: string;
}

/** The module's editable values: everything but its id and type (looked-up `…_obj` objects kept for preview). */
export function formValues(module: ModuleData): FormValues {
  const { id: _id, type: _type, ...values } = module;
  return structuredClone(values);
}

/** The values as they are stored: looked-up objects and unset (undefined) values removed. */
export function storedValues(fields: readonly Field[], values: FormValues): FormValues {
  const resolved = new Set(fields.flatMap((field) => (field.kind === "reference" ? [resolvedKey(field)] : [])));
  const copy: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (resolved.has(key) || value === undefined) continue;
    const field = fields.find((candidate) => candidate.name === key);
    // Text stored before the field was a reference: the picker shows no choice, and none is checked.
    if (storedFieldValue(field, value) === undefined) continue;
    copy[key] = field?.kind === "list" && Array.isArray(value) ? value.map((item) => (item && typeof item === "object" ? storedValues(field.item, item as FormValues) : item)) : storedFieldValue(field, value);
  }
  return copy;
}

/** The field definition at a dotted path (`children.0.headline`), or undefined. */
export function fieldAt(fields: readonly Field[], path: string): Field | undefined {
  const [name, index, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || index === undefined) return field;
  if (field.kind !== "list" || !/^\d+$/.test(index) || rest.length === 0) return field;
  return fieldAt(field.item, rest.join("."));
}

/** The value at a dotted path. */
export function valueAt(values: FormValues, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === 0 || (typeof value === "string" && value.trim() === "");
}

/**
 * The failures of a module against its definition's schema, none when it may be saved. A required
 * field left empty (a reference not chosen included) reads "is required", whatever the schema's words.
 */
export function moduleFailures(module: ModuleData, definition: AnyModuleDefinition | undefined = moduleDefinition(module.type)): FieldFailure[] {
  if (!definition) return [{ field: "type", reason: `is not a module type of this site: ${String(module.type).slice(0, 64)}` }];
  const values = storedValues(definition.fields, formValues(module));
  const [error] = validate(values, definition.schema);
  if (!error) return [];
  const seen = new Set<string>();
  const failures: FieldFailure[] = [];
  for (const failure of failuresOf(error)) {
    if (seen.has(failure.field)) continue;
    seen.add(failure.field);
    const field = fieldAt(definition.fields, failure.field);
    const required = field?.required && field.kind !== "list" && isEmpty(valueAt(values, failure.field));
    failures.push({ field: failure.field, reason: required ? "is required" : failure.reason });
  }
  return failures;
}

/** The fields' paths in the order the form shows them, for sorting failures (the first gets focus). */
export function fieldOrder(fields: readonly Field[], values: FormValues, prefix = ""): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    const path = prefix + field.name;
    paths.push(path);
    const items = values[field.name];
    if (field.kind === "list" && Array.isArray(items)) {
      items.forEach((item, index) => paths.push(...fieldOrder(field.item, (item ?? {}) as FormValues, `${path}.${index}.`)));
    }
  }
  return paths;
}

/** `failures` sorted in the order of the form's fields (unknown paths last). */
export function inFormOrder(failures: readonly FieldFailure[], fields: readonly Field[], values: FormValues): FieldFailure[] {
  const order = fieldOrder(fields, values);
  const rank = (failure: FieldFailure) => {
    const exact = order.indexOf(failure.field);
    if (exact >= 0) return exact;
    const parent = order.findIndex((path) => failure.field.startsWith(`${path}.`));
    return parent >= 0 ? parent : order.length;
  };
  return [...failures].sort((a, b) => rank(a) - rank(b));
}

/** The first reason per field path. */
export function failuresByField(failures: readonly FieldFailure[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const failure of failures) if (!byField.has(failure.field)) byField.set(failure.field, failure.reason);
  return byField;
}

/** Failures that stay after the field at `path` changed (its own and those inside it go). */
export function withoutFailuresAt<F extends FieldFailure>(failures: readonly F[], path: string): F[] {
  return failures.filter((failure) => failure.field !== path && !failure.field.startsWith(`${path}.`));
}

/** A copy of `values` with `patch` merged into the object at the dotted `path` ("" is the module itself). */
export function patchAt(values: FormValues, path: string, patch: FormValues): FormValues {
  if (path === "") return { ...values, ...patch };
  const [head, ...rest] = path.split(".");
  const current = values[head];
  if (Array.isArray(current)) {
    const [index, ...deeper] = rest;
    const copy = [...current];
    copy[Number(index)] = patchAt((copy[Number(index)] ?? {}) as FormValues, deeper.join("."), patch);
    return { ...values, [head]: copy };
  }
  return { ...values, [head]: patchAt((current ?? {}) as FormValues, rest.join("."), patch) };
}

/** A new list item: the item fields' defaults, as a new module's (text "", boolean false, optional references unset). */
export function emptyItem(fields: readonly Field[]): FormValues {
  return moduleDefaults(fields);
}

/** What the modal saves: the values with unset (undefined) ones removed at any depth, `…_obj` kept for preview. */
export function savedValues(values: FormValues): FormValues {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined).map(([key, entry]) => [key, clean(entry)]));
    }
    return value;
  };
  return clean(values) as FormValues;
}
