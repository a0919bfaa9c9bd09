// A content type of the backend admin is one definition, like a content module: its fields (the
// form, both languages side by side for localized ones), its superstruct schema (checked by the
// admin form before a save and by the server on every save), the list's columns, and where its items
// are seen on the site. The server binds each definition to its table (server/admin/resource-stores/).
import type { Struct } from "superstruct";
import type { Lang, Localized } from "../../shared/lib/localized.ts";
import type { Ability } from "../../shared/policies.ts";

interface BaseField {
  /** The key in the item's values. */
  name: string;
  label: Localized;
  required?: boolean;
  help?: Localized;
}

/** Text in one input; `localized` stores `{de, en}` and shows both languages side by side. */
export interface AdminTextField extends BaseField {
  kind: "text" | "textarea" | "richtext" | "url";
  localized?: boolean;
  maxLength?: number;
}

export interface AdminNumberField extends BaseField {
  kind: "number";
  min?: number;
  max?: number;
}

export interface AdminBooleanField extends BaseField {
  kind: "boolean";
}

export interface AdminSelectField extends BaseField {
  kind: "select";
  /** Stored values may be numbers (a form field's numeric type); the form sends their text. */
  options: { value: string | number; label: Localized }[];
}

/** A list of short texts in both languages, one per line (a choice field's choices). */
export interface AdminLinesField extends BaseField {
  kind: "lines";
  maxItems?: number;
}

/** A calendar date (YYYY-MM-DD), an instant (ISO 8601, edited in Berlin time) or a time of day (HH:MM). */
export interface AdminDateField extends BaseField {
  kind: "date" | "datetime" | "time";
}

/** An item of another admin resource (a room's venue), chosen from its list; `image` chooses from the media library. */
export interface AdminReferenceField extends BaseField {
  kind: "reference";
  resource: string;
}

/** Several items of another admin resource (a production's tags), ticked from its list. */
export interface AdminReferencesField extends BaseField {
  kind: "references";
  resource: string;
}

export interface AdminImageField extends BaseField {
  kind: "image";
}

/** An amount of money: stored as integer cents, edited in euros ("12,50"). */
export interface AdminMoneyField extends BaseField {
  kind: "money";
}

export type AdminField = AdminTextField | AdminNumberField | AdminBooleanField | AdminSelectField | AdminLinesField | AdminDateField | AdminReferenceField | AdminReferencesField | AdminImageField | AdminMoneyField;

/** Items of another type that belong to this one (a production's events), listed on its form. */
export interface AdminChildren {
  resource: string;
  /** The child's reference field that names this item. */
  field: string;
}

/** The groups of the admin's navigation. */
export type AdminGroup = "programme" | "people" | "magazine" | "places" | "site" | "shop";

export type AdminValues = Record<string, unknown>;

export interface AdminResource {
  /** The address segment and the API's resource name: "venues". */
  name: string;
  label: Localized;
  /** One item: "Spielstätte". */
  singular: Localized;
  group: AdminGroup;
  /** Who may list and change it; `editContent` unless stated. */
  ability: Ability;
  fields: AdminField[];
  schema: Struct<unknown, unknown>;
  /** A new item's values. */
  defaults: AdminValues;
  /** Field names shown as the list's columns after the title; each may be sorted by. */
  columns: string[];
  /** The item's name in lists, titles and usage notes. */
  title: (values: AdminValues, lang: Lang) => string;
  /** Types whose items belong to this one, each listed on the item's form with a way to add one. */
  children?: AdminChildren[];
  /** false: items are never deleted (accounts are deactivated, so the activity log keeps its authors). */
  deletable?: boolean;
  /** Screens of one item beyond its form ("set password"), as a path below the item's address. */
  itemLinks?: { path: string; label: Localized }[];
  /** What the site search indexes this type as; a write re-indexes the item in the same transaction. */
  searchKind?: "event" | "production" | "person" | "article" | "page";
  /** The item's page on the site, if it has one ("view on site"). */
  siteUrl?: (item: { id: number; values: AdminValues }, lang: Lang) => string | null;
}

export function defineResource<Values>(resource: Omit<AdminResource, "ability" | "schema"> & { ability?: Ability; schema: Struct<Values, unknown> }): AdminResource {
  return { ability: "editContent", ...resource, schema: resource.schema as Struct<unknown, unknown> };
}
