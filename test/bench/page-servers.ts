// The two servers the page benchmark measures: the production build of one checkout (this one, or
// BENCH_APP_DIR for "before" figures) started as the real start command in a scratch DATA_DIR.
// The first starts its embedded PostgreSQL and loads the demo season, with the HTML cache; the
// second shares that database and media folder with the cache off (HTML_CACHE_MB=0). A checkout
// without an HTML cache ignores the setting, so both are uncached there.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, timeToHealthy, type RunningServer } from "../helpers/server-process.ts";
import { randomPgPort } from "../helpers/pg-port.ts";

export interface PageServers {
  cached: RunningServer;
  uncached: RunningServer;
  /** The servers' DATA_DIR: media/ is served at /media. */
  dataDir: string;
  stop(): Promise<void>;
}

// The benchmark asks from one address: the per-client call limits must not answer 429.
const NO_CALL_LIMITS = { SEARCH_LIMIT: "100000000", AUTOCOMPLETE_LIMIT: "100000000", FORM_ENTRY_LIMIT: "100000000" };

/** Stops reading the server's log lines into memory: a benchmark writes thousands of them. */
function ignoreLog(running: RunningServer): void {
  running.child.stdout!.removeAllListeners("data");
  running.child.stdout!.resume();
}

async function stopServer(running: RunningServer): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill("SIGTERM");
  await running.exited;
}

export async function startPageServers(options: { root?: string; cacheMb?: number } = {}): Promise<PageServers> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-pages-"));
  // As root the embedded server runs as the "postgres" user, which must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const pgPort = randomPgPort();
  const common = { DATA_DIR: dataDir, ...NO_CALL_LIMITS };
  const started: RunningServer[] = [];
  const stop = async () => {
    // The one with the embedded PostgreSQL last: it stops the database.
    for (const running of started.reverse()) await stopServer(running);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const cached = await startServer({ ...common, EMBEDDED_PG_PORT: String(pgPort), HTML_CACHE_MB: String(options.cacheMb ?? 64) }, { cwd: options.root });
    started.push(cached);
    await timeToHealthy(cached, 120_000);
    const password = fs.readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
    const databaseUrl = `postgres://kulisse:${password}@127.0.0.1:${pgPort}/kulisse`;
    const uncached = await startServer({ ...common, DATABASE_URL: databaseUrl, HTML_CACHE_MB: "0" }, { cwd: options.root });
    started.push(uncached);
    await timeToHealthy(uncached);
    ignoreLog(cached);
    ignoreLog(uncached);
    return { cached, uncached, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
