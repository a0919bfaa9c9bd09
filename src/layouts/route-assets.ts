// What the server tells the document about the chunks and styles of the page's lazy parts, so that
// the browser fetches them with the page (server/ssr/render-module.ts fills these contexts).
import { createContext, useContext } from "react";
import { preinit, preload } from "react-dom";

/** What the server's matched routes need besides the entry (server/ssr/render-module.ts). */
export interface RouteAssets {
  /** Chunks the lazy routes and the entry import: preloaded so the browser fetches them at once. */
  modules: string[];
  /** The lazy routes' styles, in the head so that nothing shows unstyled. */
  css: string[];
}

/**
 * Has the browser fetch a module chunk with the page, to be compiled only when the client starts
 * after the first contentful paint (src/lib/start-after-first-paint.ts): a modulepreload would
 * compile each module as it arrives, before that paint. `crossOrigin` makes the request the one a
 * module import makes (CORS, same-origin credentials), so the import takes the preloaded response.
 */
export function preloadScript(href: string): void {
  // Low priority: the stylesheet and the leading image come first; nothing runs before the paint.
  preload(href, { as: "script", crossOrigin: "", fetchPriority: "low" });
}

/** Server only: in the browser the routes' chunks are loaded (and their CSS added) by Vite's dynamic imports. */
export const RouteAssetsContext = createContext<RouteAssets>({ modules: [], css: [] });

/** Server only: the chunks and CSS of modules by their manifest names (server/ssr/render-module.ts). */
export const ModuleAssetsContext = createContext<((modules: string[]) => RouteAssets) | null>(null);

/**
 * Names the chunks of a module that a part of the page renders lazily (React.lazy inside Suspense),
 * so that the browser fetches them with the page and hydrates that part without waiting. Server only.
 */
export function usePreloadedModule(module: string): void {
  const assetsOf = useContext(ModuleAssetsContext);
  if (!assetsOf) return;
  const { modules, css } = assetsOf([module]);
  for (const href of modules) preloadScript(href);
  for (const href of css) preinit(href, { as: "style", precedence: "default" });
}
