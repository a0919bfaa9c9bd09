// The check of a visitor's entry, derived from the form's fields: each posted value is first read as
// its field's value (a form posts text: trimmed, "on" for a ticked box, one choice or several, an
// upload's id), then the schema of the fields (schemaOf) checks them all at once. Its failure
// reasons become the visitor's texts (spec §8, forms.errors.*) here, in one place.
import { validate } from "superstruct";
import { formEntryLimits, type FormFieldValue } from "../../shared/api/contract/form-entries.ts";
import type { FormField } from "../../shared/api/content-types.ts";
import type { Field } from "../../shared/fields/field.ts";
import { schemaOf } from "../../shared/fields/schema-of.ts";
import type { Translate, TranslationKey } from "../../src/i18n/index.tsx";
import { formFieldAsField } from "../../src/lib/form-fields-as-fields.ts";

/** Slug → the reason its value was refused, in the entry's language. */
export type FieldErrors = Record<string, string>;

export type StoredValue = string | number | boolean | null | string[];

/** A posted value the form cannot read as its field's value: of the wrong shape, or longer than an entry's value may be. */
class Unread {
  constructor(public readonly reason: "invalid" | "tooLong") {}
}

const truthy = new Set(["true", "on", "1", "yes"]);
const falsy = new Set(["false", "off", "0", "no", ""]);
/** A number as a form posts it ("27", "-2.5"); its range and decimals are the field's to check. */
const numeral = /^[+-]?\d+(\.\d+)?$/;
const uploadId = /^\d{1,9}$/;

/** A text value: strings trimmed, numbers as digits, null as empty; anything else is no text. */
export function postedText(value: FormFieldValue | undefined): string | undefined {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return undefined;
}

/** A list value: a single text becomes a list of one, empty texts are dropped, each choice counts once. */
function postedList(value: FormFieldValue | undefined): string[] | Unread {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (Array.isArray(value)) return [...new Set(value.filter((item) => item.trim() !== ""))];
  return new Unread("invalid");
}

function postedFlag(value: FormFieldValue | undefined): boolean | Unread {
  if (value === undefined || value === null) return false;
  if (typeof value === "boolean") return value;
  const word = typeof value === "string" ? value.trim().toLowerCase() : undefined;
  if (word !== undefined && truthy.has(word)) return true;
  if (word !== undefined && falsy.has(word)) return false;
  return new Unread("invalid");
}

/** A posted value read as `field`'s value; what does not fit the field is left for its schema to refuse. */
function readPosted(field: Field, value: FormFieldValue | undefined): unknown {
  switch (field.kind) {
    case "boolean":
      return postedFlag(value);
    case "select":
      return postedList(value);
    case "reference":
      if (value === undefined || value === null || value === "") return null;
      return typeof value === "string" && uploadId.test(value.trim()) ? Number(value) : value;
    default: {
      const text = postedText(value);
      if (text === undefined) return new Unread("invalid");
      if (text.length > formEntryLimits.valueLength) return new Unread("tooLong");
      if (field.kind === "number") return text === "" ? null : numeral.test(text) ? Number(text) : text;
      return text;
    }
  }
}

const isEmpty = (value: unknown) => value === null || value === "" || value === false || (Array.isArray(value) && value.length === 0);

/** Reasons with a visitor's text of their own. */
const reasonTexts: Record<string, TranslationKey> = { "must be a valid e-mail address": "forms.errors.email" };

/** What each kind's other failures say to a visitor. */
const kindTexts: Partial<Record<Field["kind"], TranslationKey>> = {
  number: "forms.errors.number",
  date: "forms.errors.date",
  select: "forms.errors.choice",
  reference: "forms.errors.fileMissing",
};

/** A failure of `field`'s schema in the visitor's words. */
function visitorText(field: Field, reason: string | Unread, value: unknown, t: Translate): string {
  if (reason instanceof Unread) return reason.reason === "tooLong" ? t("forms.errors.tooLong", { max: formEntryLimits.valueLength }) : t("forms.errors.invalid");
  // A file field's 0 is "required" to the schema, but to the visitor an upload that is not there.
  if (reason === "is required" && isEmpty(value)) return t("forms.errors.required");
  const tooLong = /^must be at most (\d+) characters$/.exec(reason);
  if (tooLong) return t("forms.errors.tooLong", { max: Number(tooLong[1]) });
  return t(reasonTexts[reason] ?? kindTexts[field.kind] ?? "forms.errors.invalid");
}

/**
 * Checks `posted` (by slug) against `fields`, the form's fields in the entry's language: the values
 * to store, and why each failing field failed (a posted slug the form does not have too), listed
 * as posted slugs first, then in the form's order.
 */
export function checkFormEntry(fields: readonly FormField[], posted: Record<string, FormFieldValue>, t: Translate): { values: Record<string, StoredValue>; errors: FieldErrors } {
  const vocabulary = fields.map(formFieldAsField);
  const read: Record<string, unknown> = {};
  const reasons = new Map<string, string | Unread>();
  for (const field of vocabulary) {
    // Own keys only: a field named "constructor" is not the object's.
    const value = readPosted(field, Object.hasOwn(posted, field.name) ? posted[field.name] : undefined);
    if (value instanceof Unread) reasons.set(field.name, value);
    else read[field.name] = value;
  }
  const [failed] = validate(read, schemaOf(vocabulary));
  // A field's first failure is its reason.
  for (const failure of failed?.failures() ?? []) if (!reasons.has(String(failure.path[0]))) reasons.set(String(failure.path[0]), failure.message);

  const errors: FieldErrors = {};
  for (const slug of Object.keys(posted)) {
    if (!vocabulary.some((field) => field.name === slug)) errors[slug] = t("forms.errors.unknownField");
  }
  for (const field of vocabulary) {
    const reason = reasons.get(field.name);
    if (reason !== undefined) errors[field.name] = visitorText(field, reason, read[field.name], t);
  }
  // The form stores "no date" as null, as it does "no number".
  const values = Object.fromEntries(vocabulary.map((field) => [field.name, field.kind === "date" && read[field.name] === "" ? null : read[field.name]]));
  return { values: values as Record<string, StoredValue>, errors };
}
