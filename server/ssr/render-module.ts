// Where the server-rendering code comes from: the Vite SSR build in production, Vite's dev server
// (with hot reload) in development. In production the client build's manifest also says which chunks
// and styles a page's lazy routes need, so the page names them up front (modulepreload, stylesheet)
// instead of the browser discovering them one import after another.
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type * as EntryServer from "../../src/entry-server.tsx";

export type EntryModule = typeof EntryServer;

/** What the page's routes need in the browser besides the entry: module chunks to preload, CSS for the head. */
export interface RouteAssets {
  modules: string[];
  css: string[];
}

export interface RenderModule {
  load(): Promise<EntryModule>;
  /** Module scripts for the page, CSS files for the head. */
  clientModules: string[];
  /** The client modules start after the page's first paint (the build; not Vite's dev server, whose client must run first). */
  startAfterFirstPaint: boolean;
  css: string[];
  /** The chunks (with their static imports) and CSS of lazy route modules, by their manifest names. */
  routeAssets(modules: string[]): RouteAssets;
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestEntry>;

/** A chunk's file, its static imports' files (what the browser fetches before running it) and their CSS. */
function closure(manifest: Manifest, keys: string[]): RouteAssets {
  const modules = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const item = manifest[key];
    if (!item) throw new Error(`${key} is not in the client build's manifest; run "npm run build"`);
    modules.add(`/${item.file}`);
    for (const file of item.css ?? []) css.add(`/${file}`);
    for (const imported of item.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { modules: [...modules], css: [...css] };
}

export function productionRenderModule(distDir: string): RenderModule {
  const manifestFile = path.join(distDir, "client", ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`The production build is missing (${manifestFile}); run "npm run build" first`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  const entryKey = "src/entry-client.tsx";
  const entryFile = `/${manifest[entryKey].file}`;
  const entry = closure(manifest, [entryKey]);
  const modulePath = path.join(distDir, "server", "entry-server.js");
  let loaded: Promise<EntryModule> | undefined;
  // A handful of route modules, each asked for on every page: worked out once.
  const byRoutes = new Map<string, RouteAssets>();
  return {
    load: () => (loaded ??= import(modulePath) as Promise<EntryModule>),
    clientModules: [entryFile],
    startAfterFirstPaint: true,
    css: entry.css,
    routeAssets(modules) {
      const key = modules.join("\n");
      let assets = byRoutes.get(key);
      if (!assets) {
        const routes = closure(manifest, modules);
        // The entry and its own static imports first (the page starts the entry after its first
        // paint, so it is preloaded like the rest); what the entry's styles already hold is not repeated.
        assets = {
          modules: [...new Set([...entry.modules, ...routes.modules])],
          css: routes.css.filter((file) => !entry.css.includes(file)),
        };
        byRoutes.set(key, assets);
      }
      return assets;
    },
  };
}

export function devRenderModule(vite: ViteDevServer): RenderModule {
  return {
    load: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<EntryModule>,
    clientModules: ["/@vite/client", "/src/entry-client.tsx"],
    startAfterFirstPaint: false,
    css: [],
    // Vite's dev server serves modules as they are imported; there are no chunks to name.
    routeAssets: () => ({ modules: [], css: [] }),
  };
}
