// The editable container of an object's detail page (spec §3 "Container section", §4): the sections
// editors put below an event's or a production's description. Visitors see the modules inside their
// online window (the API filters) and nothing when there is no container; an editor with `?edit`
// edits it in place with the page editor, which creates a missing one empty.
//
// Most objects have no container, so the module renderer (every module type's rendering) is loaded
// only for one that has sections: on the server it is preloaded with the page, in the browser the
// sections hydrate once it is there (Suspense keeps the server's HTML until then).
import { lazy, Suspense } from "react";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { ContainerData, EditorUser } from "../../shared/api/content-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { isApiError } from "../../shared/api/api-error.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { ContainerPlace } from "../editor/editor-props.ts";
import type { ModuleDataMap } from "../modules/content-renderer.tsx";
import { usePreloadedModule } from "../layouts/route-assets.ts";
import { editorFor } from "./edit-mode.ts";

const renderer = () => import("../modules/content-renderer.tsx");
/** The renderer's file as the client manifest names it. */
const RENDERER_MODULE = "src/modules/content-renderer.tsx";
const ContentSections = lazy(() => renderer().then((module) => ({ default: module.ContentSections })));
const EditorMount = lazy(() => import("./cms/editor-mount.tsx").then((module) => ({ default: module.EditorMount })));

/** The live data of the sections' data modules (event lists), streamed after the page; none without such modules. */
async function moduleDataOf(sections: Section[], api: ApiClient, lang: Lang): Promise<{ moduleData?: Promise<ModuleDataMap> }> {
  if (sections.length === 0) return {};
  const [{ hasDataModules, loadModuleData }, { loadRenderingsOf }] = await Promise.all([renderer(), import("../modules/renderings.ts")]);
  await loadRenderingsOf(sections);
  // Wrapped: the data itself must stay a promise (it is deferred), not be awaited here.
  return hasDataModules(sections) ? { moduleData: loadModuleData(sections, api, lang) } : {};
}

export interface ObjectContainerData {
  place: ContainerPlace;
  /** Null while the object has no container (the API answered 404). */
  container: ContainerData | null;
  moduleData?: Promise<ModuleDataMap>;
  /** The logged-in editor in edit mode (`?edit`). */
  editor: EditorUser | null;
}

const models = { event: "events.event", production: "productions.production" } as const;

/** The container of event or production `id`: slug `event-{id}`, model "events.event" and so on. */
export function containerPlace(contentType: keyof typeof models, id: number): ContainerPlace {
  return { slug: `${contentType}-${id}`, parent: "", content_type: contentType, object_id: id, model: models[contentType] };
}

/** Loads the container and who is editing; meant to run alongside the page's own data. */
export async function loadObjectContainer(api: ApiClient, lang: Lang, url: URL, place: ContainerPlace): Promise<ObjectContainerData> {
  const [container, editor] = await Promise.all([
    api.container({ lang, slug: place.slug }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
    editorFor(api, lang, url),
  ]);
  return { place, container, editor, ...(await moduleDataOf(container?.sections ?? [], api, lang)) };
}

export function ObjectContainer({ data, lang }: { data: ObjectContainerData; lang: Lang }) {
  const { container, editor } = data;
  const shown = editor !== null || (container !== null && container.sections.length > 0);
  return shown ? <ContainerSections data={data} lang={lang} /> : null;
}

function ContainerSections({ data, lang }: { data: ObjectContainerData; lang: Lang }) {
  const { place, container, editor, moduleData } = data;
  usePreloadedModule(editor ? "src/pages/cms/editor-mount.tsx" : RENDERER_MODULE);
  return (
    <div className="object-container" data-container={place.slug}>
      <Suspense>
        {editor ? (
          <EditorMount target={{ kind: "container", place, container }} lang={lang} user={editor} moduleData={moduleData} />
        ) : (
          <ContentSections sections={container?.sections ?? []} moduleData={moduleData} />
        )}
      </Suspense>
    </div>
  );
}
