// The JavaScript a visitor's first visit downloads, from the production build (gzip, level 9):
// - `firstVisitJavaScript(html)`: for one page's HTML, the module scripts and modulepreloads it names
//   plus their static imports from the client manifest — what the browser fetches before the page
//   is interactive. The budget test and the benchmark table call it per page type.
// - `javascriptSizes()`: the shell (the client entry and its static imports) and the editor's chunks.
// `npx tsx test/bench/javascript-size.ts` after `npm run build`; `npm run bench` prints it too.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const defaultClientDir = path.resolve("dist/client");

function gzipBytes(clientDir: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  const file = path.join(clientDir, ".vite/manifest.json");
  if (!fs.existsSync(file)) throw new Error(`no client manifest in ${clientDir}: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
}

/** Manifest keys plus their static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

export interface PageJavaScript {
  /** Built files ("assets/…js") the page needs before it is interactive. */
  files: string[];
  /** Their gzip sizes added up. */
  gzip: number;
}

/** The script URLs a page's HTML names: `<script type="module" src>`, `<link rel="modulepreload" href>` and `<link rel="preload" as="script" href>`. */
export function scriptsNamedIn(html: string): string[] {
  const named = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isModulePreload = /^<link\b/.test(tag) && (/\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)));
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isModulePreload) && url) named.add(url.replace(/&amp;/g, "&"));
  }
  return [...named];
}

/** First-visit JavaScript of the page whose HTML this is: the named scripts and their static imports. */
export function firstVisitJavaScript(html: string, clientDir: string = defaultClientDir): PageJavaScript {
  const manifest = readManifest(clientDir);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys: string[] = [];
  const files = new Set<string>();
  for (const url of scriptsNamedIn(html)) {
    const file = new URL(url, "http://site").pathname.replace(/^\//, "");
    const key = keyOfFile.get(file);
    if (key) keys.push(key);
    else if (fs.existsSync(path.join(clientDir, file))) files.add(file);
    else throw new Error(`the page names ${url}, which the build does not have`);
  }
  for (const key of staticClosure(manifest, keys)) files.add(manifest[key].file);
  const sorted = [...files].sort();
  return { files: sorted, gzip: sorted.reduce((sum, file) => sum + gzipBytes(clientDir, file), 0) };
}

export function javascriptSizes(clientDir: string = defaultClientDir): { visitorFirstVisit: number; visitorFiles: string[]; editorChunks: { file: string; gzip: number }[] } {
  const manifest = readManifest(clientDir);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("no entry in the client manifest: run npm run build first");
  // The shell every page loads; each page adds its route's chunks (firstVisitJavaScript).
  const visitorFiles = [...staticClosure(manifest, [entry[0]])].map((key) => manifest[key].file);
  const editorChunks = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((file) => file.startsWith("editor-") && file.endsWith(".js"))
    .map((file) => ({ file: `assets/${file}`, gzip: gzipBytes(clientDir, `assets/${file}`) }));
  return { visitorFirstVisit: visitorFiles.reduce((sum, file) => sum + gzipBytes(clientDir, file), 0), visitorFiles, editorChunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = javascriptSizes();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`visitor shell (entry and its static imports): ${kb(sizes.visitorFirstVisit)} gzip in ${sizes.visitorFiles.length} files`);
  const editorTotal = sizes.editorChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`editor chunks: ${kb(editorTotal)} gzip in ${sizes.editorChunks.length} files`);
  for (const chunk of sizes.editorChunks) console.log(`  ${chunk.file}: ${kb(chunk.gzip)}`);
}
