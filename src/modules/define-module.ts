// A content module type is one definition: editor label, group and fields, the validation schema
// (spec §5), defaults, the visitor rendering, how to load live data and the hooks other parts ask
// (search text, sticky link, page header). The renderer, the editor, the server's save, the search
// index and the seed all read definitions; nothing outside src/modules/types/ names a module type.
import type { ComponentType } from "react";
import type { Struct } from "superstruct";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { Lang, Localized } from "../../shared/lib/localized.ts";

interface BaseField {
  /** The stored key in the module's JSON. */
  name: string;
  label: Localized;
  /** The editor must fill it; the schema rejects it empty. */
  required?: boolean;
  help?: Localized;
}

/** Plain text; `searchable` text goes into the site search index. */
export interface TextField extends BaseField {
  kind: "text" | "textarea" | "url";
  maxLength?: number;
  searchable?: boolean;
}

/** Sanitized HTML (spec §9 toolbar: bold, italic, link, lists, undo, redo). */
export interface RichTextField extends BaseField {
  kind: "richtext";
  maxLength?: number;
  searchable?: boolean;
}

/** Raw HTML or embed code: written by admins only (policies: editRawHtml), never sanitized. */
export interface CodeField extends BaseField {
  kind: "code";
}

export interface NumberField extends BaseField {
  kind: "number";
  min?: number;
  max?: number;
}

export interface BooleanField extends BaseField {
  kind: "boolean";
}

export interface SelectField extends BaseField {
  kind: "select";
  options: { value: string | number; label: Localized }[];
}

/**
 * A date ("YYYY-MM-DD") or an instant (ISO 8601). `window` marks the bounds of when the module (or
 * list item) is visible to visitors: spec §4 online_from / online_to.
 */
export interface DateField extends BaseField {
  kind: "date" | "datetime";
  window?: "from" | "to";
}

/** Kinds of objects a picker field refers to by id ("category": a magazine article category). */
export type PickerKind = "image" | "event" | "venue" | "form" | "article" | "category";

/**
 * Stores the id of an object; for rendering, the server puts the looked-up object beside it under
 * `resolvedKey(field)` (`image` → `image_obj`). Only the id is saved.
 */
export interface PickerField extends BaseField {
  kind: PickerKind;
}

/** A link target: a site path ("/de/spielplan") or an absolute URL; the editor offers a finder. */
export interface LinkField extends BaseField {
  kind: "link";
}

/** An ordered list of items, each with its own fields (teaser items, FAQ entries, logos). */
export interface ListField extends BaseField {
  kind: "list";
  item: FieldDefinition[];
  /** What one item is called in the editor ("Teaser"). */
  itemLabel: Localized;
  minItems?: number;
  maxItems?: number;
}

export type FieldDefinition =
  | TextField
  | RichTextField
  | CodeField
  | NumberField
  | BooleanField
  | SelectField
  | DateField
  | PickerField
  | LinkField
  | ListField;

export type FieldKind = FieldDefinition["kind"];

export const pickerKinds: readonly PickerKind[] = ["image", "event", "venue", "form", "article", "category"];

export function isPickerField(field: FieldDefinition): field is PickerField {
  return (pickerKinds as readonly string[]).includes(field.kind);
}

/** Where a picker's looked-up object sits beside its stored id. */
export function resolvedKey(field: PickerField): string {
  return `${field.name}_obj`;
}

/** The groups of the editor's "add module" menu, in this order. */
export const moduleGroups = {
  text: { de: "Text", en: "Text" },
  media: { de: "Medien", en: "Media" },
  teaser: { de: "Teaser", en: "Teasers" },
  layout: { de: "Gestaltung", en: "Layout" },
  data: { de: "Spielplan und Daten", en: "Calendar and data" },
} satisfies Record<string, Localized>;
export type ModuleGroup = keyof typeof moduleGroups;

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
  /** What the editor's modal and the admin's forms show, in this order; keys of the stored JSON. */
  fields: FieldDefinition[];
  /** Validation of the stored fields (spec §5): run in the editor before save and on the server. */
  schema: Struct<M, unknown>;
  /** A new module's values; only `required` fields may be left for the editor to fill. */
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
export type ModuleEditorPart<M, D = unknown> = Omit<ModuleDefinition<M, D>, "Render" | "loadData" | "hooks"> & {
  hooks?: Pick<ModuleHooks<M>, "searchText">;
};

/**
 * One definition from its two parts. Each type calls it marked `@__PURE__` with its `rendering` as
 * a plain second argument, so that a bundle which uses only `rendering` drops the call, the editor
 * part and everything only that part imports.
 */
export function defineModule<M, D = unknown>(definition: ModuleEditorPart<M, D>, rendering: ModuleRendering<M, D>): ModuleDefinition<M, D> {
  return { ...definition, ...rendering, hooks: { ...definition.hooks, ...rendering.hooks } };
}

/** A definition as the registry holds it, for code that treats every type alike. */
export type AnyModuleDefinition = ModuleDefinition<Record<string, unknown>, unknown>;
export type AnyModuleRendering = ModuleRendering<Record<string, unknown>, unknown>;
