// Cold start: the built site started the way `npm start` starts it (scripts/start.mjs, a current
// build, an existing DATA_DIR with its embedded PostgreSQL stopped), timed from the spawn until the
// first 200 of /de, then stopped with SIGTERM. The data directory is made by a first start that does
// not count (it loads the demo season). Run alone with `npx tsx test/bench/cold-start.ts [runs]`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { isBuildCurrent } from "../../scripts/build-stamp.mjs";
import { percentile } from "./timing.ts";
import { randomPgPort } from "../helpers/pg-port.ts";

const ownRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ColdStartResult {
  /** Milliseconds from the spawn to the first 200 of /de, one per start. */
  samples: number[];
  median: number;
}

export interface ColdStartOptions {
  /** The checkout to start (this one by default). */
  root?: string;
  /** Node's arguments; `npm start`'s by default. E.g. ["--import", "tsx", "server/index.ts"] for the start before issue 15. */
  nodeArgs?: string[];
}

/** Starts the site once; the milliseconds until /de answered 200, then a clean stop. */
async function startOnce(root: string, nodeArgs: string[], env: Record<string, string>): Promise<number> {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, nodeArgs, { cwd: root, env: { ...process.env, PORT: "0", LOG_LEVEL: "info", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
  let failure: unknown;
  let ms = NaN;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let buffer = "";
      child.stdout.on("data", (data: Buffer) => {
        buffer += data.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop()!;
        for (const line of lines) {
          const entry = line.startsWith("{") ? (JSON.parse(line) as { event?: string; url?: string }) : {};
          if (entry.event === "listening" && entry.url) resolve(entry.url.replace("localhost", "127.0.0.1"));
        }
      });
      void exited.then((code) => reject(new Error(`the site exited with ${code} before it listened: ${stderr.slice(-2000)}`)));
    });
    const response = await fetch(`${url}/de`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/de answered ${response.status}`);
    ms = performance.now() - spawnedAt;
  } catch (error) {
    failure = error;
  }
  child.kill("SIGTERM");
  const code = await exited;
  if (failure) throw failure;
  if (code !== 0) throw new Error(`the site did not stop cleanly (exit ${code}): ${stderr.slice(-2000)}`);
  return ms;
}

/** `runs` cold starts of the built site against one existing data directory. */
export async function measureColdStart(runs: number, options: ColdStartOptions = {}): Promise<ColdStartResult> {
  const root = options.root ?? ownRoot;
  const nodeArgs = options.nodeArgs ?? ["scripts/start.mjs"];
  // A build made here would count as start time; `npm start` with a current build makes none.
  if (!options.nodeArgs && !isBuildCurrent(root)) {
    const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-cold-start-"));
  // As root the embedded server runs as the "postgres" user, which must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const env = { NODE_ENV: "production", DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(randomPgPort()) };
  try {
    await startOnce(root, nodeArgs, env);
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) samples.push(await startOnce(root, nodeArgs, env));
    return { samples, median: percentile([...samples].sort((a, b) => a - b), 0.5) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { samples, median } = await measureColdStart(Number(process.argv[2] ?? 5));
  console.log(`cold start to the first 200 of /de: median ${median.toFixed(0)} ms (${samples.map((ms) => ms.toFixed(0)).join(", ")})`);
}
