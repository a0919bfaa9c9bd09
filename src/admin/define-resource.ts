// A content type of the backend admin is one definition, like a content module: its fields in the one
// field vocabulary (shared/fields/: the form, both languages side by side for localized ones), the
// list's columns, and where its items are seen on the site. Its schema (checked by the admin form
// before a save and by the server on every save) and a new item's values are derived from the fields,
// never written beside them. The server binds each definition to its table by naming convention
// (server/admin/resource-stores.ts).
import { refine, type Struct } from "superstruct";
import type { AdminFailure } from "../../shared/api/contract/admin.ts";
import { defaultsOf } from "../../shared/fields/defaults-of.ts";
import type { Field } from "../../shared/fields/field.ts";
import type { ValuesOf } from "../../shared/fields/field-values.ts";
import { schemaOf } from "../../shared/fields/schema-of.ts";
import type { Lang, Localized } from "../../shared/lib/localized.ts";
import type { Ability } from "../../shared/policies.ts";
import type { ResourceName } from "./resource-names.ts";

/** Items of another type that belong to this one (a production's events), listed on its form. */
export interface AdminChildren {
  resource: ResourceName;
  /** The child's reference field that names this item. */
  field: string;
}

/** The groups of the admin's navigation. */
export type AdminGroup = "programme" | "people" | "magazine" | "places" | "site" | "shop";

export type AdminValues = Record<string, unknown>;

/** What a resource's file declares. */
export interface ResourceDefinition<Name extends ResourceName, Fields extends readonly Field[]> {
  /** The address segment and the API's resource name: "venues". */
  name: Name;
  label: Localized;
  /** One item: "Spielstätte". */
  singular: Localized;
  group: AdminGroup;
  /** Who may list and change it; `editContent` unless stated. */
  ability?: Ability;
  fields: Fields;
  /**
   * A rule across fields (an end after its start), checked once every field has passed its own: the
   * failure at one field, in the words of the server's 400.
   */
  validate?: (values: ValuesOf<Fields>) => AdminFailure | undefined;
  /** Field names shown as the list's columns after the title; each may be sorted by. */
  columns: Fields[number]["name"][];
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

/** A resource as the admin and the server use it: its declaration with what follows from the fields. */
export interface AdminResource<Name extends ResourceName = ResourceName, Fields extends readonly Field[] = readonly Field[]> extends Omit<ResourceDefinition<Name, Fields>, "ability" | "validate"> {
  ability: Ability;
  /** Every field's check, then the definition's rule across fields. */
  schema: Struct<AdminValues, unknown>;
  /** A new item's values. */
  defaults: AdminValues;
}

export function defineResource<const Name extends ResourceName, const Fields extends readonly Field[]>(definition: ResourceDefinition<Name, Fields>): AdminResource<Name, Fields> {
  const { validate, ...declared } = definition;
  const ownChecks = schemaOf(definition.fields);
  const schema = validate
    ? refine(ownChecks, `${definition.name} values`, (values) => {
        const failure = validate(values as ValuesOf<Fields>);
        return failure ? { path: [failure.field], message: failure.reason } : true;
      })
    : ownChecks;
  return { ability: "editContent", ...declared, schema, defaults: defaultsOf(definition.fields) };
}
