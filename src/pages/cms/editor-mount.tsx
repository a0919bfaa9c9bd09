// Edit mode (spec §4, `?edit` for a logged-in editor): the page (or container) renders as visitors see it, then the
// editor's chunk loads and takes over the content. Only editors ever download it, so the visitor
// bundle holds no editor code, tiptap or sortablejs.
import { useEffect, useState, type ComponentType } from "react";
import { targetSections, type EditorAppProps } from "../../editor/editor-props.ts";
import { ContentSections } from "../../modules/content-renderer.tsx";
import { provideRenderings } from "../../modules/renderings.ts";

export function EditorMount(props: EditorAppProps) {
  const [EditorApp, setEditorApp] = useState<ComponentType<EditorAppProps> | null>(null);
  useEffect(() => {
    let current = true;
    // The editor has every type's full definition: the renderer takes them, so that a module the
    // editor adds renders at once instead of loading its type's chunk first.
    void Promise.all([import("../../editor/editor-app.tsx"), import("../../modules/index.ts")]).then(([loaded, registry]) => {
      provideRenderings(registry.moduleRegistry.values());
      if (current) setEditorApp(() => loaded.default);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!EditorApp) return <ContentSections sections={targetSections(props.target)} moduleData={props.moduleData} />;
  return <EditorApp {...props} />;
}
