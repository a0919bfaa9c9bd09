// Visitors' side of the module registry: each type's `rendering` (Render, loadData, the hooks a page
// asks), loaded per type from the type's own file. The "?rendering" copy of a type file is a module
// of its own in the bundle, so its chunk keeps only `rendering`: the definition's labels, fields,
// defaults and schema go (the call is marked pure, and vite.config.ts marks the schema builders pure).
// The editor hands over the full registry (index.ts), so with it nothing loads. Only Vite-built code
// imports this file (import.meta.glob); the server's own code uses the registry.
import type { AnyModuleRendering } from "./define-module.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { modulesOf } from "./modules-of.ts";

const loaders = import.meta.glob<AnyModuleRendering>("./types/*.tsx", { query: "?rendering", import: "rendering" });

/** A promise React's `use` reads without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const known = new Map<string, AnyModuleRendering | null>();
const loading = new Map<string, TrackedPromise<AnyModuleRendering | null>>();

const fileOf = (type: string) => `./types/${type.replaceAll("_", "-")}.tsx`;

/** The rendering's module as the client manifest names it (the server preloads its chunks). */
export function renderingModule(type: string): string {
  return `src/modules/types/${type.replaceAll("_", "-")}.tsx?rendering`;
}

/** The full definitions, where they are loaded anyway (the editor). */
export function provideRenderings(definitions: Iterable<AnyModuleRendering & { type: string }>): void {
  for (const definition of definitions) known.set(definition.type, definition);
}

/** The rendering of `type` if it is there: null for a type this build does not know, undefined while not loaded. */
export function renderingOf(type: string): AnyModuleRendering | null | undefined {
  return known.get(type);
}

/** Loads the rendering of `type` once; the promise is the same on every call (React's `use` may read it). */
export function loadRendering(type: string): Promise<AnyModuleRendering | null> {
  let promise = loading.get(type);
  if (!promise) {
    const present = known.get(type);
    const load = loaders[fileOf(type)];
    const started = present !== undefined ? Promise.resolve(present) : load ? load() : Promise.resolve(null);
    promise = started.then((rendering) => {
      known.set(type, rendering);
      Object.assign(promise!, { status: "fulfilled", value: rendering });
      return rendering;
    }) as TrackedPromise<AnyModuleRendering | null>;
    loading.set(type, promise);
  }
  return promise;
}

/** Loads the renderings of every module type in `sections` (a loader awaits this before its page renders). */
export async function loadRenderingsOf(sections: readonly Section[]): Promise<void> {
  await Promise.all([...new Set([...modulesOf(sections)].map((module) => module.type))].map(loadRendering));
}
