// The editable container of an object's detail page (spec §3 "Container section", §4): the sections
// editors put below an event's or a production's description. Visitors see the modules inside their
// online window (the API filters) and nothing when there is no container; an editor with `?edit`
// edits it in place with the page editor, which creates a missing one empty.
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { ContainerData, EditorUser } from "../../shared/api/content-types.ts";
import { isApiError } from "../../shared/api/api-error.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { ContainerPlace } from "../editor/editor-props.ts";
import { ContentSections, hasDataModules, loadModuleData, type ModuleDataMap } from "../modules/content-renderer.tsx";
import { EditorMount } from "./cms/editor-mount.tsx";
import { editorFor } from "./edit-mode.ts";

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
  const sections = container?.sections ?? [];
  return { place, container, editor, moduleData: hasDataModules(sections) ? loadModuleData(sections, api, lang) : undefined };
}

export function ObjectContainer({ data, lang }: { data: ObjectContainerData; lang: Lang }) {
  const { place, container, editor, moduleData } = data;
  if (editor) {
    return (
      <div className="object-container" data-container={place.slug}>
        <EditorMount target={{ kind: "container", place, container }} lang={lang} user={editor} moduleData={moduleData} />
      </div>
    );
  }
  if (!container || container.sections.length === 0) return null;
  return (
    <div className="object-container" data-container={place.slug}>
      <ContentSections sections={container.sections} moduleData={moduleData} />
    </div>
  );
}
