// What every part of the editor shell reads: the store, the controller, the page's language and the
// live data of data modules.
import { createContext, useContext } from "react";
import type { Lang } from "../../shared/lib/localized.ts";
import type { ModuleDataMap } from "../modules/content-renderer.tsx";
import type { EditorController } from "./editor-controller.ts";
import type { EditorStore } from "./store/editor-store.ts";
import { translator, type Translate } from "../i18n/index.tsx";

export interface EditorEnvironment {
  store: EditorStore;
  controller: EditorController;
  lang: Lang;
  moduleData?: Promise<ModuleDataMap> | ModuleDataMap;
  /** Whether the account may write raw HTML (code fields); types that need it are offered only then. */
  canEditCode: boolean;
  /** The editor's texts in the page's language. */
  t: Translate;
}

export const EditorContext = createContext<EditorEnvironment | null>(null);

export function useEditor(): EditorEnvironment {
  const environment = useContext(EditorContext);
  if (!environment) throw new Error("useEditor outside the editor");
  return environment;
}

export function environmentOf(store: EditorStore, controller: EditorController, lang: Lang, canEditCode: boolean, moduleData?: EditorEnvironment["moduleData"]): EditorEnvironment {
  return { store, controller, lang, moduleData, canEditCode, t: translator(lang) };
}
