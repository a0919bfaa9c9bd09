// How code is compiled ahead into dist/ to run on Node without transpiling TypeScript at each start:
// the server (scripts/build-server.ts) and the test files (scripts/compile-tests.ts). ES modules in
// chunks shared between entry points; packages stay imports of node_modules.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as esbuild from "esbuild";

/**
 * Source files find files beside them (migrations, demo media, the build, deploy/) through
 * `import.meta.url` and `import.meta.dirname`; in a bundle those would be the chunk's, so each file
 * gets its own source's address back: relative to the chunks in `outDir`, so that the project folder
 * may move (the container copies it whole), or absolute where entry points lie in folders below it
 * (the compiled tests, rebuilt for each run).
 */
function ownSourceAddress(outDir: string, absolute: boolean): esbuild.Plugin {
  return {
    name: "own-source-address",
    setup(build) {
      build.onLoad({ filter: /\.(tsx?|mjs)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, "utf8");
        if (!/import\.meta\.(url|dirname|filename)/.test(source)) return undefined;
        const fromChunk = path.relative(outDir, args.path).split(path.sep).join("/");
        const url = absolute ? JSON.stringify(pathToFileURL(args.path).href) : `new URL(${JSON.stringify(fromChunk)}, import.meta.url).href`;
        const contents = source
          .replaceAll("import.meta.url", url)
          .replaceAll("import.meta.dirname", `decodeURIComponent(new URL(".", ${url}).pathname).replace(/\\/$/, "")`)
          .replaceAll("import.meta.filename", `decodeURIComponent(new URL(${url}).pathname)`);
        const loader = ({ ".tsx": "tsx", ".ts": "ts", ".mjs": "js" } as const)[path.extname(args.path)] ?? "js";
        return { contents, loader };
      });
    },
  };
}

/** esbuild's options for entry points of the project `root` compiled into `outDir`. */
export function nodeBundleOptions(root: string, outDir: string, sourceAddress: "relative" | "absolute" = "relative"): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // Error classes and functions keep their names in logs.
    keepNames: true,
    sourcemap: "linked",
    jsx: "automatic",
    logLevel: "warning",
    plugins: [ownSourceAddress(outDir, sourceAddress === "absolute")],
  };
}
