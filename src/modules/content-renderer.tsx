// Renders stored content (sections → columns → modules) through the module registry. Modules with
// live data get it from one deferred promise, so the page's text streams before the data.
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { Deferred } from "../lib/deferred.tsx";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { moduleRegistry } from "./index.ts";
import { provideSectionsRenderer } from "./nested-sections.ts";

export type ModuleDataMap = Record<string, unknown>;

function* allModules(sections: Section[]): Generator<ModuleData> {
  for (const section of sections) for (const column of section.columns) yield* column.children;
}

/** Starts every data-backed module's load; resolves to data by module id (a failed one is left out). */
export async function loadModuleData(sections: Section[], api: ApiClient, lang: Lang): Promise<ModuleDataMap> {
  const loads: Promise<[string, unknown]>[] = [];
  for (const module of allModules(sections)) {
    const definition = moduleRegistry.get(module.type);
    if (!definition?.loadData) continue;
    loads.push(definition.loadData(module as never, api, lang).then((data) => [module.id, data] as [string, unknown]));
  }
  const settled = await Promise.allSettled(loads);
  return Object.fromEntries(settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])));
}

export function hasDataModules(sections: Section[]): boolean {
  for (const module of allModules(sections)) if (moduleRegistry.get(module.type)?.loadData) return true;
  return false;
}

export function ModuleView({ module, moduleData }: { module: ModuleData; moduleData?: Promise<ModuleDataMap> | ModuleDataMap }) {
  const definition = moduleRegistry.get(module.type);
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
