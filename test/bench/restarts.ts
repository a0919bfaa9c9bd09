// Restarts: the real start command with its embedded PostgreSQL in a scratch DATA_DIR, killed with
// SIGKILL — node alone (its PostgreSQL stays behind, holding the data directory) or node and
// PostgreSQL together — and started again; each time from the spawn until /healthz answers 200.
// Then SIGTERM while keep-alive clients hold connections open: the time until the process exited.
// Run alone with `npx tsx test/bench/restarts.ts [rounds]`.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { isRunning, postmasterPid, startServer, timeToHealthy, type RunningServer } from "../helpers/server-process.ts";
import { randomPgPort } from "../helpers/pg-port.ts";

export interface RestartBenchResult {
  /** Milliseconds to healthy after a clean stop. */
  clean: number[];
  /** Milliseconds to healthy after SIGKILL of node alone. */
  nodeKilled: number[];
  /** Milliseconds to healthy after SIGKILL of node and its PostgreSQL. */
  bothKilled: number[];
  /** Milliseconds from SIGTERM to the exit, with keep-alive clients connected. */
  sigtermExit: number[];
}

async function killed(running: RunningServer, dataDir: string, withPostgres: boolean): Promise<void> {
  const postgres = postmasterPid(dataDir);
  running.child.kill("SIGKILL");
  if (withPostgres && postgres) process.kill(postgres, "SIGKILL");
  await running.exited;
  if (withPostgres && postgres) while (isRunning(postgres)) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Stops `running` with SIGTERM while `clients` keep-alive connections are open; the ms until it exited. */
async function stoppedWithKeepAlive(running: RunningServer, clients = 20): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${running.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", resolve);
        })
        .on("error", reject);
    });
  await Promise.all(Array.from({ length: clients }, get));
  // Keep asking while it drains, as browsers on a busy site would.
  let asking = true;
  const asker = (async () => {
    while (asking) await get().catch(() => new Promise((resolve) => setTimeout(resolve, 20)));
  })();
  const started = performance.now();
  running.child.kill("SIGTERM");
  await running.exited;
  const ms = performance.now() - started;
  asking = false;
  await asker;
  agent.destroy();
  return ms;
}

/** Runs `rounds` of each kind of restart against one scratch data directory (the code in `root`, this checkout by default). */
export async function benchRestarts(rounds = 5, log: (line: string) => void = console.log, root?: string): Promise<RestartBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-restarts-"));
  // As root the embedded server runs as the "postgres" user, which must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(randomPgPort()) };
  const result: RestartBenchResult = { clean: [], nodeKilled: [], bothKilled: [], sigtermExit: [] };
  let running: RunningServer | null = await startServer(env, { cwd: root });
  try {
    await timeToHealthy(running);
    log(`  first start (database created, demo content loaded): ${((performance.now() - running.spawnedAt) / 1000).toFixed(1)} s`);
    for (let round = 1; round <= rounds; round++) {
      await killed(running, dataDir, false);
      running = await startServer(env, { cwd: root });
      result.nodeKilled.push(await timeToHealthy(running));
      await killed(running, dataDir, true);
      running = await startServer(env, { cwd: root });
      result.bothKilled.push(await timeToHealthy(running));
      result.sigtermExit.push(await stoppedWithKeepAlive(running));
      running = await startServer(env, { cwd: root });
      result.clean.push(await timeToHealthy(running));
      log(`  round ${round}: node killed ${ms(result.nodeKilled.at(-1)!)}, both killed ${ms(result.bothKilled.at(-1)!)}, SIGTERM exit ${ms(result.sigtermExit.at(-1)!)}, clean ${ms(result.clean.at(-1)!)}`);
    }
  } finally {
    if (running) {
      running.child.kill("SIGTERM");
      await running.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** min / mean / max of `values`, in seconds. */
export function summary(values: number[]): string {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `${ms(Math.min(...values))} – ${ms(Math.max(...values))} (mean ${ms(mean)})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchRestarts(Number(process.argv[2] ?? 5));
  console.log(`to healthy after SIGKILL of node: ${summary(result.nodeKilled)}`);
  console.log(`to healthy after SIGKILL of node and PostgreSQL: ${summary(result.bothKilled)}`);
  console.log(`to healthy after a clean stop: ${summary(result.clean)}`);
  console.log(`SIGTERM to exit with keep-alive clients: ${summary(result.sigtermExit)}`);
}
