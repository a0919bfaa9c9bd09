// Renders stored content (sections → columns → modules) through each type's rendering (renderings.ts):
// a page's loader loads those of its types first; a type found only later (inside a container's
// sections) is loaded when it renders. Modules with live data get it from one deferred promise, so the
// page's text streams before the data.
import { use } from "react";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { Deferred } from "../lib/deferred.tsx";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { loadRendering, renderingModule, renderingOf } from "./renderings.ts";
import { provideSectionsRenderer } from "./nested-sections.ts";
import { modulesOf } from "./modules-of.ts";
import { usePreloadedModule } from "../layouts/route-assets.ts";

export type ModuleDataMap = Record<string, unknown>;

/** Starts every data-backed module's load; resolves to data by module id (a failed one is left out).
 * The sections' renderings must be loaded (`loadRenderingsOf`). */
export async function loadModuleData(sections: Section[], api: ApiClient, lang: Lang): Promise<ModuleDataMap> {
  const loads: Promise<[string, unknown]>[] = [];
  for (const module of modulesOf(sections)) {
    const loadData = renderingOf(module.type)?.loadData;
    if (!loadData) continue;
    loads.push(loadData(module as never, api, lang).then((data) => [module.id, data] as [string, unknown]));
  }
  const settled = await Promise.allSettled(loads);
  return Object.fromEntries(settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])));
}

/** Whether a module of `sections` has live data; their renderings must be loaded (`loadRenderingsOf`). */
export function hasDataModules(sections: Section[]): boolean {
  for (const module of modulesOf(sections)) if (renderingOf(module.type)?.loadData) return true;
  return false;
}

export function ModuleView({ module, moduleData }: { module: ModuleData; moduleData?: Promise<ModuleDataMap> | ModuleDataMap }) {
  // The server names the type's chunks, so the browser has them when it hydrates this module.
  usePreloadedModule(renderingModule(module.type));
  const definition = renderingOf(module.type) ?? use(loadRendering(module.type));
  if (!definition) return null;
  const Render = definition.Render as (props: { module: ModuleData; data?: unknown }) => React.ReactNode;
  if (!definition.loadData || !moduleData) return <Render module={module} />;
  return (
    <Deferred resolve={moduleData} fallback={<div className="skeleton skeleton--list" aria-hidden="true" />} errorElement={<Render module={module} />}>
      {(all) => <Render module={module} data={all[module.id]} />}
    </Deferred>
  );
}

export function ContentSections({ sections, moduleData }: { sections: Section[]; moduleData?: Promise<ModuleDataMap> | ModuleDataMap }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className={`content-section content-section--${section.layout} ${section.extra_class}`.trim()}>
          <div className="content-section__grid">
            {section.columns.map((column) => (
              <div key={column.index} className={`content-column ${column.classes}`.trim()}>
                {column.children.map((module) => (
                  <ModuleView key={module.id} module={module} moduleData={moduleData} />
                ))}
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

provideSectionsRenderer(ContentSections);
