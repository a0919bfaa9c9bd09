// A content module type is one definition: editor label, group and fields (shared/fields/, each field
// written once), the visitor rendering, how to load live data and the hooks other parts ask (search
// text, sticky link, page header). The validation schema (spec §5), the defaults and the values' type
// are derived from the fields. The renderer, the editor, the server's save, the search index and the
// seed all read definitions; nothing outside src/modules/types/ names a module type.
import type { ComponentType } from "react";
import { refine, type Struct } from "superstruct";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { Lang, Localized } from "../../shared/lib/localized.ts";
import type { Field, ReferenceField } from "../../shared/fields/field.ts";
import type { SparseValuesOf } from "../../shared/fields/field-values.ts";
import { defaultOf } from "../../shared/fields/defaults-of.ts";
import { schemaOf } from "../../shared/fields/schema-of.ts";

/** Where a reference's looked-up object sits beside its stored id (`image` → `image_obj`); only the id is saved. */
export function resolvedKey(field: ReferenceField): string {
  return `${field.name}_obj`;
}

/** The groups of the editor's "add module" menu, in this order (their names: `editor.moduleGroups` in staff-editor-*.ts). */
export const moduleGroups = ["text", "media", "teaser", "layout", "data"] as const;
export type ModuleGroup = (typeof moduleGroups)[number];

/** The stored JSON a field list describes: an empty field that is not required may be absent. */
export type ModuleValues<F extends readonly Field[]> = SparseValuesOf<F>;

/** A stored module as renderers get it: its fields, id and type, plus looked-up `…_obj` objects. */
export type RenderedModule<M> = M & { id: string; type: string; [resolved: `${string}_obj`]: unknown };

export interface ModuleRenderProps<M, D = unknown> {
  module: RenderedModule<M>;
  /** What `loadData` returned, once it has streamed in. */
  data?: D;
}

/** What the rest of the product asks a module type; each is optional. */
export interface ModuleHooks<M> {
  /**
   * Text that finds this module in the site search. Without it, the module's `searchable` fields
   * (and those of its list items) are used.
   */
  searchText?: (module: M) => string[];
  /** A link the sticky navigation shows (spec §2 "sticky link items"), or null. */
  stickyLink?: (module: M) => { text: string; url: string } | null;
  /** When the page starts with this module, it stands in for the page header (it renders the h1). */
  replacesPageHeader?: boolean;
}

export interface ModuleDefinition<M = Record<string, unknown>, D = unknown> {
  type: string;
  label: Localized;
  group: ModuleGroup;
  icon: string;
  /** What the editor's modal shows, in this order; the keys of the stored JSON. */
  fields: readonly Field[];
  /** Validation of the stored fields (spec §5), derived from `fields`: run in the editor before save and on the server. */
  schema: Struct<M, unknown>;
  /** A new module's values, derived from `fields`; only `required` fields are left for the editor to fill. */
  defaults: M;
  Render: ComponentType<ModuleRenderProps<M, D>>;
  /** Live data the module shows (e.g. upcoming events), loaded after the page's shell has streamed. */
  loadData?: (module: M, api: ApiClient, lang: Lang) => Promise<D>;
  hooks?: ModuleHooks<M>;
}

/**
 * The part of a definition a visitor's page uses: the rendering, the live data a page loads (also in
 * the browser, on navigation) and the hooks a page asks. A type's file exports it as `rendering` and
 * spreads it into its definition; visitors' chunks hold only this (src/modules/renderings.ts).
 */
export type ModuleRendering<M = Record<string, unknown>, D = unknown> = Pick<ModuleDefinition<M, D>, "Render" | "loadData"> & {
  hooks?: Pick<ModuleHooks<M>, "stickyLink" | "replacesPageHeader">;
};

/** What a type's file writes beside its `rendering`: what the editor, the admin and the server use. */
export type ModuleEditorPart<F extends readonly Field[]> = Pick<ModuleDefinition, "type" | "label" | "group" | "icon"> & {
  fields: F;
  /**
   * A rule across fields (an end not before its start), checked once every field has passed its own:
   * the failure at one field, in the words of the server's 400 (as an admin resource's `validate`).
   */
  validate?: (values: ModuleValues<F>) => { field: F[number]["name"]; reason: string } | undefined;
  hooks?: Pick<ModuleHooks<ModuleValues<F>>, "searchText">;
};

/**
 * A new module's values: each field's default, except an optional reference or number left empty,
 * which a module's stored JSON leaves out rather than storing null.
 */
export function moduleDefaults(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((field) => {
    const value = defaultOf(field);
    return value === null && !field.required ? [] : [[field.name, value]];
  }));
}

/**
 * One definition from its two parts, with the schema and defaults derived from the fields. Each type
 * calls it marked `@__PURE__` with its `rendering` as a plain second argument, so that a bundle which
 * uses only `rendering` drops the call, the editor part and everything only that part imports.
 */
export function defineModule<F extends readonly Field[], D = unknown>(definition: ModuleEditorPart<F>, rendering: ModuleRendering<ModuleValues<F>, D>): ModuleDefinition<ModuleValues<F>, D> {
  const { validate, ...declared } = definition;
  const ownChecks = schemaOf(definition.fields, { absentWhenEmpty: true });
  const schema = validate
    ? refine(ownChecks, `${definition.type} values`, (values) => {
        const failure = validate(values as ModuleValues<F>);
        return failure ? { path: [failure.field], message: failure.reason } : true;
      })
    : ownChecks;
  return {
    ...declared,
    schema: schema as unknown as Struct<ModuleValues<F>, unknown>,
    defaults: moduleDefaults(definition.fields) as ModuleValues<F>,
    ...rendering,
    hooks: { ...definition.hooks, ...rendering.hooks },
  };
}

/** A definition as the registry holds it, for code that treats every type alike. */
export type AnyModuleDefinition = ModuleDefinition<Record<string, unknown>, unknown>;
export type AnyModuleRendering = ModuleRendering<Record<string, unknown>, unknown>;
