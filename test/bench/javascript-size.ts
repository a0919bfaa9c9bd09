// The JavaScript a visitor's first visit downloads (the client entry and the chunks it imports
// statically, gzip) and the size of the editor's chunks, from the production build's manifest.
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

const clientDir = path.resolve("dist/client");

function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
}

export function javascriptSizes(): { visitorFirstVisit: number; visitorFiles: string[]; editorChunks: { file: string; gzip: number }[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("no entry in the client manifest: run npm run build first");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  const visitorFiles = [...seen].map((key) => manifest[key].file);
  const editorChunks = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((file) => file.startsWith("editor-") && file.endsWith(".js"))
    .map((file) => ({ file: `assets/${file}`, gzip: gzipBytes(`assets/${file}`) }));
  return { visitorFirstVisit: visitorFiles.reduce((sum, file) => sum + gzipBytes(file), 0), visitorFiles, editorChunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = javascriptSizes();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`visitor first visit: ${kb(sizes.visitorFirstVisit)} gzip in ${sizes.visitorFiles.length} files`);
  const editorTotal = sizes.editorChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`editor chunks: ${kb(editorTotal)} gzip in ${sizes.editorChunks.length} files`);
  for (const chunk of sizes.editorChunks) console.log(`  ${chunk.file}: ${kb(chunk.gzip)}`);
}
