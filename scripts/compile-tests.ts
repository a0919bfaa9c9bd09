// `npm test` runs its test files compiled ahead into dist/tests/ (JavaScript, source maps): each
// test file is a process of its own, and under tsx every one of them spent seconds transpiling and
// resolving the same server modules through tsx's loader thread before its first test.
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { nodeBundleOptions } from "./node-bundle.ts";

export const TESTS_OUT_DIR = path.join("dist", "tests");

/** Compiles the test files (paths relative to `root`); returns the compiled files, in the same order. */
export async function compileTests(root: string, files: string[]): Promise<string[]> {
  const outDir = path.join(root, TESTS_OUT_DIR);
  // Chunks of an earlier run must not linger.
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({ ...nodeBundleOptions(root, outDir, "absolute"), entryPoints: files, outbase: root });
  return files.map((file) => compiledTestFile(file));
}

/** Where a test file's compiled code is: test/e2e/a.test.ts → dist/tests/test/e2e/a.test.js. */
export function compiledTestFile(file: string): string {
  return path.join(TESTS_OUT_DIR, file.replace(/\.tsx?$/, ".js"));
}
