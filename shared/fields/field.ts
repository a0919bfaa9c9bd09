// The one field vocabulary: module types, admin resources, the page settings and the form builder all
// declare their fields with it, as Wagtail's blocks serve StreamField and its forms. A field is
// written once, here in one object; its validation schema (schema-of.ts), its default
// (defaults-of.ts), its stored value's type (field-values.ts), its search text (search-text-of.ts)
// and the references it holds (references-of.ts) are derived from it, never written beside it.
import type { Struct } from "superstruct";
import type { Localized } from "../lib/localized.ts";
import type { ReferenceTarget } from "./reference-targets.ts";

interface BaseField {
  /** The stored key: in a module's JSON, an item's values, a form's data. */
  name: string;
  label: Localized;
  /** Must be filled: the schema rejects it empty, the form marks it. */
  required?: boolean;
  help?: Localized;
}

/**
 * An extra rule a value must meet beyond the kind's own (an embed host, a slug's letters), as a
 * superstruct refinement that reads "must be …" in the words the server's 400 uses. It sees only
 * filled values: emptiness is the field's `required`.
 */
export type FieldCheck = Struct<string, null>;

/** Text of one line or several; `localized` stores `{de, en}` and edits both side by side. */
export interface TextField extends BaseField {
  kind: "text" | "textarea";
  maxLength?: number;
  localized?: boolean;
  /** Its text finds the item in the site search. */
  searchable?: boolean;
  check?: FieldCheck;
  /** With `required` and `localized`: English must be filled too (a slug: each language has its own address); otherwise German alone. */
  bothLanguages?: boolean;
  /** A new item's value, when not empty; per language where localized ("Vollpreis" / "Full price"). */
  default?: string | Localized;
}

/** Sanitized HTML (spec §9 toolbar: bold, italic, link, lists, undo, redo), edited with tiptap. */
export interface RichTextField extends BaseField {
  kind: "richtext";
  maxLength?: number;
  localized?: boolean;
  searchable?: boolean;
}

/** Raw HTML or embed code: written by admins only (policies: editRawHtml), never sanitized. */
export interface CodeField extends BaseField {
  kind: "code";
  maxLength?: number;
}

/** An absolute web address (an embed, a media file); `check` narrows it to hosts or file types. */
export interface UrlField extends BaseField {
  kind: "url";
  maxLength?: number;
  check?: FieldCheck;
}

/** A link target: a path on this site ("/de/spielplan"), an absolute URL, mailto: or tel:; edited with the link finder. */
export interface LinkField extends BaseField {
  kind: "link";
  localized?: boolean;
  /** A rule of its own instead of the link target's (a menu's path below the language, "spielplan/…"). */
  check?: FieldCheck;
}

/** A whole number from `min` to `max`; with `decimals`, a number with that many digits after the point at most. */
export interface NumberField extends BaseField {
  kind: "number";
  min: number;
  max: number;
  /** Digits allowed after the point (a visitor form's number takes 2.5); without it a whole number. */
  decimals?: number;
  /** A new item's value; without it a new item's number is empty (required ones must be typed). */
  default?: number;
}

export interface BooleanField extends BaseField {
  kind: "boolean";
  /** A new item's value (false unless stated). */
  default?: boolean;
}

/**
 * One of fixed choices; stored values may be numbers (a heading level). `many` stores a list of
 * choices, each at most once (a visitor form's check boxes); a required one needs at least one.
 */
export interface SelectField extends BaseField {
  kind: "select";
  options: readonly { value: string | number; label: Localized }[];
  /** A new item's choice; without it the first option, or none for a required field (the editor must choose). With `many`: the one choice a new list holds. */
  default?: string | number;
  many?: boolean;
  /** With `many`: at most this many choices (1: a visitor form's drop-down list, stored as a list of one). */
  maxItems?: number;
}

/**
 * A calendar date ("YYYY-MM-DD"), an instant (ISO 8601, edited in Berlin time) or a time of day
 * ("HH:MM"). `window` marks the bounds of when a module or list item is visible to visitors (spec §4
 * online_from / online_to).
 */
export interface DateField extends BaseField {
  kind: "date" | "datetime" | "time";
  window?: "from" | "to";
}

/** An amount of money: stored as integer cents, edited in euros ("12,50"). */
export interface MoneyField extends BaseField {
  kind: "money";
}

/** Short texts in both languages, one per line (a choice field's choices). */
export interface LinesField extends BaseField {
  kind: "lines";
  maxItems: number;
  maxLength: number;
}

/**
 * The id of another object: an image of the media library or an item of an admin resource. `many`
 * stores a list of ids (a production's tags). Modules render the looked-up object beside the id
 * (`image` stored, `image_obj` resolved); only the id is saved.
 */
export interface ReferenceField extends BaseField {
  kind: "reference";
  to: ReferenceTarget;
  many?: boolean;
}

/** An ordered list of items, each with its own fields (teaser items, FAQ entries, logos). */
export interface ListField extends BaseField {
  kind: "list";
  item: readonly Field[];
  /** What one item is called in the editor ("Teaser"). */
  itemLabel: Localized;
  minItems?: number;
  maxItems?: number;
  /** A new item's list, when not empty (a list that starts with one item to fill). */
  default?: readonly Record<string, unknown>[];
}

export type Field = TextField | RichTextField | CodeField | UrlField | LinkField | NumberField | BooleanField | SelectField | DateField | MoneyField | LinesField | ReferenceField | ListField;

export type FieldKind = Field["kind"];

/** Text kinds whose value may be stored per language. */
export function isLocalized(field: Field): boolean {
  return "localized" in field && field.localized === true;
}

/**
 * The fields in the order given, typed exactly as written, so that the values they describe can be
 * derived (field-values.ts). Declare a field list with it: `fields([{ name: "title", kind: "text", … }])`.
 */
export function fields<const F extends readonly Field[]>(list: F): F {
  return list;
}
