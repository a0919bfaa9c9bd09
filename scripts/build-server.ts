// A step of `npm run build`: the server (server/index.ts and what it imports from server/, src/ and
// shared/) compiled ahead into dist/node/, so `npm start` runs JavaScript instead of transpiling
// TypeScript on every start. Packages stay imports of node_modules. The modules index.ts imports
// dynamically become chunks of their own, so they still load while PostgreSQL starts. `npm run dev`
// runs the TypeScript sources; `npm test` compiles its test files the same way (compile-tests.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { nodeBundleOptions } from "./node-bundle.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_OUT_DIR = path.join(root, "dist", "node");

// Chunks of an earlier build must not linger.
fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
await esbuild.build({ ...nodeBundleOptions(root, SERVER_OUT_DIR), entryPoints: ["server/index.ts"] });
