import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { performance } from "node:perf_hooks";

// A node:test reporter beside the spec reporter: per test file, the time from its first test's start
// to its last test's end and the sum of its top-level tests, slowest first. It tells where the
// suite's minutes go (CI must stay under 25).

/** The test's source file for a compiled one (scripts/compile-tests.ts): dist/tests/test/a.test.js → test/a.test.ts. */
function sourceFile(file) {
  const relative = path.relative(process.cwd(), file);
  const compiled = /^dist[\\/]tests[\\/](.*)\.js$/.exec(relative);
  if (!compiled) return relative;
  return [".ts", ".tsx"].map((extension) => compiled[1] + extension).find((source) => fs.existsSync(source)) ?? relative;
}

export default async function* fileTimings(source) {
  const files = new Map();
  for await (const event of source) {
    const { type, data } = event;
    if (!data?.file || data.nesting !== 0) continue;
    const name = sourceFile(data.file);
    const file = files.get(name) ?? { first: Infinity, last: 0, tests: 0, sum: 0 };
    files.set(name, file);
    const now = performance.now();
    if (type === "test:start") file.first = Math.min(file.first, now);
    if (type === "test:pass" || type === "test:fail") {
      file.last = Math.max(file.last, now);
      file.tests += 1;
      file.sum += data.details?.duration_ms ?? 0;
    }
  }
  const rows = [...files].map(([name, file]) => ({ name, ...file })).sort((a, b) => b.sum - a.sum);
  yield "seconds (sum of top-level tests)  tests  file\n";
  for (const row of rows) yield `${(row.sum / 1000).toFixed(1).padStart(8)}  ${String(row.tests).padStart(5)}  ${row.name}\n`;
  yield `${(rows.reduce((total, row) => total + row.sum, 0) / 1000).toFixed(1).padStart(8)}  total\n`;
}
