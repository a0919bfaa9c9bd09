// `npm test`: typecheck, lint, production build, then every test file (unit, API, end-to-end) in one
// node:test run against a throwaway embedded PostgreSQL, ending with node:test's summary.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedServer } from "../server/db/embedded-server.ts";
import { createLogger } from "../server/logger.ts";
import { ensureTemplate, withDatabase } from "../test/helpers/database.ts";
import { randomPgPort } from "../test/helpers/pg-port.ts";

function step(name: string, command: string, args: string[]): void {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
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

const only = process.argv.slice(2);
if (only.length === 0) {
  step("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);
  step("lint", "npx", ["eslint", "."]);
}
step("build", "npm", ["run", "build", "--silent"]);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-test-"));
// The embedded server runs as the "postgres" user when we are root: it must reach its folder.
fs.chmodSync(workDir, 0o755);
const port = randomPgPort();
console.log(`\n▶ test database (embedded PostgreSQL on port ${port})`);
const server = await startEmbeddedServer(path.join(workDir, "pg"), port, createLogger("warn"));
const maintenanceUrl = withDatabase(server.url, "postgres");
const dataDir = path.join(workDir, "data");
process.env.TEST_DATA_DIR = dataDir;
await ensureTemplate(maintenanceUrl);

const files = only.length ? only : [...testFiles("test/unit"), ...testFiles("test/api"), ...testFiles("test/e2e")];
console.log(`\n▶ tests (${files.length} files)`);
// Where the minutes went, slowest files first (scripts/file-timings-reporter.mjs).
const timingsFile = path.join(os.tmpdir(), "kulisse-test-file-timings.txt");
const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ["--import", "tsx", "--test", "--test-concurrency=2", `--test-timeout=${TEST_TIMEOUT_MS}`, "--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=./scripts/file-timings-reporter.mjs", `--test-reporter-destination=${timingsFile}`, ...files], {
    stdio: "inherit",
    env: { ...process.env, TEST_PG_URL: maintenanceUrl, TEST_DATA_DIR: dataDir, NODE_ENV: "test" },
  });
  child.on("exit", (status) => resolve(status ?? 1));
});

if (fs.existsSync(timingsFile)) {
  console.log(`\n▶ slowest test files (all of them in ${timingsFile})`);
  console.log(fs.readFileSync(timingsFile, "utf8").split("\n").slice(0, 16).join("\n"));
}
await server.stop();
fs.rmSync(workDir, { recursive: true, force: true });
process.exit(code);
