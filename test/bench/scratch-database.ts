// A throwaway embedded PostgreSQL for the benchmark: its own temp folder and a random high port,
// migrated and loaded with the demo season; `stop()` shuts it down and removes the folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations, connect, type Database } from "../../server/db/client.ts";
import { startEmbeddedServer } from "../../server/db/embedded-server.ts";
import { seedDemo } from "../../server/db/seed/index.ts";
import { createLogger } from "../../server/logger.ts";
import { randomPgPort } from "../helpers/pg-port.ts";

export interface ScratchDatabase {
  database: Database;
  url: string;
  stop(): Promise<void>;
}

export async function startScratchDatabase(now: Date): Promise<ScratchDatabase> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-bench-"));
  // As root the server runs as the "postgres" user, which must reach its folder.
  fs.chmodSync(workDir, 0o755);
  const port = randomPgPort();
  const server = await startEmbeddedServer(path.join(workDir, "pg"), port, createLogger("warn"));
  const database = connect(server.url, 4);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await database.close().catch(() => {});
    await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await applyMigrations(database);
    await seedDemo(database.db, { now, mediaDir: path.join(workDir, "media") });
  } catch (error) {
    await stop();
    throw error;
  }
  return { database, url: server.url, stop };
}
