// PLACEHOLDER until helper D's cold-start benchmark merges (D owns this file; take D's version).
// Cold start: the start command on an existing data directory, from the spawn until /de first
// answers 200; the first start (which loads the demo season) is not counted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startServer, timeToHealthy, type RunningServer } from "../helpers/server-process.ts";

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

/** Milliseconds from the spawn to the first 200 of /de, for each of `runs` starts. */
export async function measureColdStart(runs: number, options: { root?: string } = {}): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-cold-start-"));
  fs.chmodSync(dataDir, 0o755);
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(20000 + Math.floor(Math.random() * 20000)) };
  try {
    const first = await startServer(env, { cwd: options.root });
    await timeToHealthy(first, 120_000);
    await stop(first);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const running = await startServer(env, { cwd: options.root });
      times.push(await firstPage(running));
      await stop(running);
    }
    return times;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
