// A field list's validation schema, derived from the fields alone: the editor runs it before a save,
// the server on every save (modules, admin items, page settings, form entries).
import { boolean, enums, object, optional, refine, type Struct } from "superstruct";
import type { Field } from "./field.ts";
import {
  choices,
  decimalNumber,
  filledAlso,
  itemList,
  linkTarget,
  localizedLines,
  moneyCents,
  optionalDate,
  optionalInstant,
  optionalLinkTarget,
  optionalMoneyCents,
  optionalReference,
  optionalTimeOfDay,
  optionalWholeNumber,
  plainText,
  references,
  requiredDate,
  requiredInstant,
  requiredReference,
  requiredText,
  tickedFlag,
  timeOfDay,
  webUrl,
  wholeNumber,
} from "./checks.ts";

export interface SchemaOptions {
  /**
   * An empty field that is not required may be left out (a module's stored JSON); without it every
   * field's key is there (an admin item's values). Lists are always there.
   */
  absentWhenEmpty?: boolean;
}

/** Text without a stated limit: far beyond any text a form holds, below what a request body carries. */
const UNLIMITED_TEXT = 100_000;
/** A link target's limit (as linkTarget's). */
const LINK_LENGTH = 2000;
/** A list without a stated limit. */
const UNLIMITED_ITEMS = 1_000;

type AnyStruct = Struct<unknown, unknown>;

/** One language's text of `field`: required only in German (English falls back to German on the site). */
function textIn(field: Field & { maxLength?: number; check?: Struct<string, null> }, required: boolean): Struct<string, null> {
  const maximum = field.maxLength ?? UNLIMITED_TEXT;
  const base = required ? requiredText(maximum) : plainText(maximum);
  return field.check ? filledAlso(base, field.check) : base;
}

function perLanguage(field: Field, one: (required: boolean) => AnyStruct): AnyStruct {
  if (!("localized" in field && field.localized)) return one(field.required === true);
  const englishRequired = field.required === true && "bothLanguages" in field && field.bothLanguages === true;
  return object({ de: one(field.required === true), en: one(englishRequired) }) as unknown as AnyStruct;
}

/** The check of one field's value. */
export function fieldSchema(field: Field, options: SchemaOptions = {}): AnyStruct {
  const required = field.required === true;
  switch (field.kind) {
    case "text":
    case "textarea":
    case "richtext":
    case "code":
      return perLanguage(field, (inLanguage) => textIn(field, inLanguage) as AnyStruct);
    case "url":
      return textIn({ ...field, check: field.check ?? webUrl }, required) as AnyStruct;
    case "link":
      if (field.check) return perLanguage(field, (inLanguage) => textIn({ ...field, maxLength: LINK_LENGTH }, inLanguage) as AnyStruct);
      return perLanguage(field, (inLanguage) => (inLanguage ? linkTarget : optionalLinkTarget) as AnyStruct);
    case "number":
      if (field.decimals) return decimalNumber(field.min, field.max, field.decimals, { required }) as AnyStruct;
      return (required ? wholeNumber(field.min, field.max) : optionalWholeNumber(field.min, field.max)) as AnyStruct;
    case "boolean":
      return (required ? tickedFlag : boolean()) as AnyStruct;
    case "select": {
      const values = field.options.map((option) => option.value);
      if (field.many) return choices(values, { required, maxItems: field.maxItems ?? values.length }) as AnyStruct;
      return enums(values as string[]) as AnyStruct;
    }
    case "date":
      return (required ? requiredDate : optionalDate) as AnyStruct;
    case "datetime":
      return (required ? requiredInstant : optionalInstant) as AnyStruct;
    case "time":
      return (required ? timeOfDay : optionalTimeOfDay) as AnyStruct;
    case "money":
      return (required ? moneyCents : optionalMoneyCents) as AnyStruct;
    case "lines":
      return localizedLines(field.maxItems, field.maxLength) as unknown as AnyStruct;
    case "reference":
      if (field.many) return references as AnyStruct;
      return (required ? requiredReference : optionalReference) as AnyStruct;
    case "list":
      return itemList(schemaOf(field.item, options), field.minItems ?? (required ? 1 : 0), field.maxItems ?? UNLIMITED_ITEMS) as unknown as AnyStruct;
  }
}

/** The end of a visibility window (spec §4) must be after its start: "Online bis" before "Online ab" is refused at "Online bis". */
function windowInOrder(fields: readonly Field[], schema: Struct<Record<string, unknown>, unknown>): Struct<Record<string, unknown>, unknown> {
  const bound = (side: "from" | "to") => fields.find((field) => (field.kind === "date" || field.kind === "datetime") && field.window === side);
  const [from, to] = [bound("from"), bound("to")];
  if (!from || !to) return schema;
  return refine(schema, "window order", (values, context) => {
    const start = Date.parse(String(values[from.name] ?? ""));
    const end = Date.parse(String(values[to.name] ?? ""));
    if (Number.isNaN(start) || Number.isNaN(end) || end > start) return true;
    return { message: "must be after the start", path: [...context.path, to.name], value: values[to.name] };
  });
}

/** The schema of values holding `fields` (and nothing else: an unknown key is a failure). */
export function schemaOf(fields: readonly Field[], options: SchemaOptions = {}): Struct<Record<string, unknown>, unknown> {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const schema = fieldSchema(field, options);
      const mayBeAbsent = options.absentWhenEmpty && !field.required && field.kind !== "list";
      return [field.name, mayBeAbsent ? optional(schema) : schema];
    }),
  );
  return windowInOrder(fields, object(shape) as unknown as Struct<Record<string, unknown>, unknown>);
}
