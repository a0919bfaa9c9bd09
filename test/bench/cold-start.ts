// PLACEHOLDER until helper D's cold-start benchmark merges (D owns this file; take D's version,
// whose signature this one copies). Cold start: the start command on an existing data directory,
// from the spawn until /de first answers 200; the first start (which loads the demo season) does not count.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startServer, timeToHealthy, type RunningServer } from "../helpers/server-process.ts";
import { median } from "./timing.ts";

export interface ColdStartResult {
  /** Milliseconds from the spawn to the first 200 of /de, one per start. */
  samples: number[];
  median: number;
}

export interface ColdStartOptions {
  /** The checkout to start (this one by default). */
  root?: string;
  /** Node's arguments (D's version: `npm start`'s by default; here always server/index.ts). */
  nodeArgs?: string[];
}

async function firstPage(running: RunningServer): Promise<number> {
  for (;;) {
    const ok = await fetch(`${running.url}/de`).then((response) => response.status === 200, () => false);
    if (ok) return performance.now() - running.spawnedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(running: RunningServer): Promise<void> {
  running.child.kill("SIGTERM");
  await running.exited;
}

export async function measureColdStart(runs: number, options: ColdStartOptions = {}): Promise<ColdStartResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-cold-start-"));
  fs.chmodSync(dataDir, 0o755);
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(20000 + Math.floor(Math.random() * 20000)) };
  try {
    const first = await startServer(env, { cwd: options.root });
    await timeToHealthy(first, 120_000);
    await stop(first);
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const running = await startServer(env, { cwd: options.root });
      samples.push(await firstPage(running));
      await stop(running);
    }
    return { samples, median: median(samples) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
