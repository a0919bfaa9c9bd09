// A content module type is one definition: editor label and fields, the validation schema (spec §5),
// defaults, the visitor rendering and, if it shows live data, how to load it.
import type { ComponentType } from "react";
import type { Struct } from "superstruct";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { Lang, Localized } from "../../shared/lib/localized.ts";

export type FieldKind = "text" | "textarea" | "richtext" | "number" | "boolean" | "select" | "image" | "link" | "date" | "children";

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  label: Localized;
  required?: boolean;
  options?: { value: string | number; label: Localized }[];
}

export interface ModuleRenderProps<M, D = unknown> {
  module: M & { id: string; type: string };
  /** What `loadData` returned, once it has streamed in. */
  data?: D;
}

export interface ModuleDefinition<M = Record<string, unknown>, D = unknown> {
  type: string;
  label: Localized;
  group: "text" | "media" | "teaser" | "layout" | "data";
  icon: string;
  fields: FieldDefinition[];
  schema: Struct<M, unknown>;
  defaults: M;
  Render: ComponentType<ModuleRenderProps<M, D>>;
  /** Live data the module shows (e.g. upcoming events), loaded after the page's shell has streamed. */
  loadData?: (module: M, api: ApiClient, lang: Lang) => Promise<D>;
}

export function defineModule<M, D = unknown>(definition: ModuleDefinition<M, D>): ModuleDefinition<M, D> {
  return definition;
}
