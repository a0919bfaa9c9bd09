// A step of `npm run build`: the server (server/index.ts and what it imports from server/, src/ and
// shared/) compiled ahead into dist/node/, so `npm start` runs JavaScript instead of transpiling
// TypeScript on every start. Packages stay imports of node_modules. The modules index.ts imports
// dynamically become chunks of their own, so they still load while PostgreSQL starts. `npm run dev`
// and the tests run the TypeScript sources as before.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_OUT_DIR = path.join(root, "dist", "node");

/**
 * Source files find files beside them (migrations, demo media, the build) through `import.meta.url`;
 * in the bundle that would be the chunk's address, so each file gets its own source's address back,
 * relative to the chunk so that the project folder may move (the container copies it whole).
 */
const ownSourceAddress: esbuild.Plugin = {
  name: "own-source-address",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromChunk = path.relative(SERVER_OUT_DIR, args.path).split(path.sep).join("/");
      return { contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromChunk)}, import.meta.url).href`), loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

// Chunks of an earlier build must not linger.
fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outdir: SERVER_OUT_DIR,
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
  plugins: [ownSourceAddress],
});
