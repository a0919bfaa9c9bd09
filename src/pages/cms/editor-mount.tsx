// Edit mode (spec §4, `?edit` for a logged-in editor): the page (or container) renders as visitors see it, then the
// editor's chunk loads and takes over the content. Only editors ever download it, so the visitor
// bundle holds no editor code, tiptap or sortablejs.
import { useEffect, useState, type ComponentType } from "react";
import { targetSections, type EditorAppProps } from "../../editor/editor-props.ts";
import { ContentSections } from "../../modules/content-renderer.tsx";

export function EditorMount(props: EditorAppProps) {
  const [EditorApp, setEditorApp] = useState<ComponentType<EditorAppProps> | null>(null);
  useEffect(() => {
    let current = true;
    void import("../../editor/editor-app.tsx").then((loaded) => {
      if (current) setEditorApp(() => loaded.default);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!EditorApp) return <ContentSections sections={targetSections(props.target)} moduleData={props.moduleData} />;
  return <EditorApp {...props} />;
}
