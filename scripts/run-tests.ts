// `npm test`: typecheck, lint, production build and the test files compiled ahead (compile-tests.ts),
// side by side while a throwaway embedded PostgreSQL starts; then every test file (unit, API,
// end-to-end) in one node:test run against it, ending with node:test's summary.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedServer } from "../server/db/embedded-server.ts";
import { createLogger } from "../server/logger.ts";
import { ensureTemplate, withDatabase } from "../test/helpers/database.ts";
import { randomPgPort } from "../test/helpers/pg-port.ts";
import { compileTests } from "./compile-tests.ts";

/**
 * Runs a step with its output held back and printed whole when it ends, so steps that run side by
 * side do not interleave their lines. Resolves with its exit status.
 */
function step(name: string, command: string, args: string[]): Promise<{ name: string; status: number }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, status: status ?? 1 });
    });
  });
}

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") || file.endsWith(".test.tsx"))
    .map((file) => path.join(dir, file))
    .sort();
}

/**
 * A test file still running after this long is stuck (Node 20 applies --test-timeout to each file;
 * the slowest take about two minutes on a busy machine): it fails, and the run goes on.
 */
const TEST_TIMEOUT_MS = 600_000;

/**
 * Test files run side by side. They mostly wait (for Chromium, for the app, for PostgreSQL): measured
 * alone, an end-to-end file keeps a third of a core busy, so on CI's two cores three files at a time
 * use them without starving the start/stop tests' deadlines (docs/decisions.md, "The test suite's
 * time"). TEST_CONCURRENCY overrides it.
 */
const TEST_CONCURRENCY = Number(process.env.TEST_CONCURRENCY) || 3;

const only = process.argv.slice(2);
const files = only.length ? only : [...testFiles("test/unit"), ...testFiles("test/api"), ...testFiles("test/e2e")];

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-test-"));
// The embedded server runs as the "postgres" user when we are root: it must reach its folder.
fs.chmodSync(workDir, 0o755);
const port = randomPgPort();
const dataDir = path.join(workDir, "data");
process.env.TEST_DATA_DIR = dataDir;
// PostgreSQL starts and gets its template database while the checks and the build run.
const database = (async () => {
  const server = await startEmbeddedServer(path.join(workDir, "pg"), port, createLogger("warn"));
  const maintenanceUrl = withDatabase(server.url, "postgres");
  await ensureTemplate(maintenanceUrl);
  return { server, maintenanceUrl };
})();
database.catch(() => {});

/** Stops PostgreSQL (once it has started) and removes its folder. */
async function stopDatabase(): Promise<void> {
  await database.then(({ server }) => server.stop()).catch(() => {});
  fs.rmSync(workDir, { recursive: true, force: true });
}

async function fail(name: string, status: number): Promise<never> {
  console.error(`✖ ${name} failed`);
  await stopDatabase();
  process.exit(status);
}

const steps = [
  ...(only.length === 0 ? [step("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]), step("lint", "npx", ["eslint", "."])] : []),
  step("build", "npm", ["run", "build", "--silent"]),
];
const compiled = compileTests(process.cwd(), files);
compiled.catch(() => {});
const failed = (await Promise.all(steps)).find((result) => result.status !== 0);
if (failed) await fail(failed.name, failed.status);
const compiledFiles = await compiled.catch((error: unknown) => {
  console.error(error);
  return fail("compiling the tests", 1);
});
console.log("\n▶ tests compiled into dist/tests/");
const { maintenanceUrl } = await database.catch((error: unknown) => {
  console.error(error);
  return fail("the test database", 1);
});
console.log(`\n▶ test database (embedded PostgreSQL on port ${port})`);

console.log(`\n▶ tests (${files.length} files)`);
// Where the minutes went, slowest files first (scripts/file-timings-reporter.mjs).
const timingsFile = path.join(os.tmpdir(), "kulisse-test-file-timings.txt");
const code = await new Promise<number>((resolve) => {
  // Source maps: a failure's stack names the test's TypeScript lines.
  const child = spawn(process.execPath, ["--enable-source-maps", "--test", `--test-concurrency=${TEST_CONCURRENCY}`, `--test-timeout=${TEST_TIMEOUT_MS}`, "--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=./scripts/file-timings-reporter.mjs", `--test-reporter-destination=${timingsFile}`, ...compiledFiles], {
    stdio: "inherit",
    env: { ...process.env, TEST_PG_URL: maintenanceUrl, TEST_DATA_DIR: dataDir, NODE_ENV: "test" },
  });
  child.on("exit", (status) => resolve(status ?? 1));
});

if (fs.existsSync(timingsFile)) {
  console.log(`\n▶ slowest test files (all of them in ${timingsFile})`);
  console.log(fs.readFileSync(timingsFile, "utf8").split("\n").slice(0, 16).join("\n"));
}
await stopDatabase();
process.exit(code);
