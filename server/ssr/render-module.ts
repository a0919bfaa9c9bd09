// Where the server-rendering code comes from: the Vite SSR build in production, Vite's dev server
// (with hot reload) in development.
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type * as EntryServer from "../../src/entry-server.tsx";

export type EntryModule = typeof EntryServer;

export interface RenderModule {
  load(): Promise<EntryModule>;
  /** Module scripts for the page, CSS files for the head. */
  clientModules: string[];
  css: string[];
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

export function productionRenderModule(distDir: string): RenderModule {
  const manifestFile = path.join(distDir, "client", ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`The production build is missing (${manifestFile}); run "npm run build" first`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>;
  const entry = manifest["src/entry-client.tsx"];
  const css = new Set<string>();
  const collect = (item: ManifestEntry | undefined) => {
    for (const file of item?.css ?? []) css.add(`/${file}`);
    for (const imported of item?.imports ?? []) collect(manifest[imported]);
  };
  collect(entry);
  const modulePath = path.join(distDir, "server", "entry-server.js");
  let loaded: Promise<EntryModule> | undefined;
  return {
    load: () => (loaded ??= import(modulePath) as Promise<EntryModule>),
    clientModules: [`/${entry.file}`],
    css: [...css],
  };
}

export function devRenderModule(vite: ViteDevServer): RenderModule {
  return {
    load: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<EntryModule>,
    clientModules: ["/@vite/client", "/src/entry-client.tsx"],
    css: [],
  };
}
