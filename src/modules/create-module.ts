// A new module of a type: the definition's defaults with the given values over them. The editor's
// "add module" and the demo seed both start here, so a module's shape is written only once.
import type { ModuleData } from "../../shared/api/page-content.ts";
import type { ModuleDefinition } from "./define-module.ts";

/** A module without its id (the caller gives ids: the editor random ones, the seed stable ones). */
export type NewModule = Omit<ModuleData, "id"> & { type: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any data type: only type and defaults are read
export function createModule<M>(definition: Pick<ModuleDefinition<M, any>, "type" | "defaults">, values: Partial<M> = {}): NewModule {
  return { type: definition.type, ...structuredClone(definition.defaults as Record<string, unknown>), ...(values as Record<string, unknown>) };
}
