// One data directory, one server. A server that runs its embedded PostgreSQL in DATA_DIR listens on
// a Unix socket there for as long as it lives; the kernel stops the listening when the process ends,
// however it ends (SIGKILL included), so the lock cannot outlive its holder and needs no pid file
// that a reused pid could fake. A second start finds the socket answering and is refused before it
// touches anything of the running server; a socket nobody listens on any more (ECONNREFUSED) is a
// killed server's leftover and is replaced. The holder answers each connection with its pid, for the
// message.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Logger } from "../logger.ts";

/** The exit code of a start refused because another server runs in its DATA_DIR (sysexits' EX_TEMPFAIL: try again later). */
export const DATA_DIR_IN_USE_EXIT_CODE = 75;

const LOCK_SOCKET = "kulisse.lock";
/** Longest path of a Unix socket (sun_path, 108 bytes with its NUL on Linux; 104 on macOS). */
const SOCKET_PATH_MAX = 103;
/** How long the holder may take to say its pid; a socket that accepted is a live server anyway. */
const PID_WAIT_MS = 1_000;

export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(`DATA_DIR ${dataDir} is in use by a running Kulisse${pid ? ` (pid ${pid})` : ""}; stop it first or choose another DATA_DIR.`);
  }
}

/** The socket's path as the kernel takes it: relative to the working directory when the full one is too long. */
function socketPathFor(dataDir: string): string | null {
  const full = path.resolve(dataDir, LOCK_SOCKET);
  const relative = path.relative(process.cwd(), full);
  return [full, relative].find((candidate) => Buffer.byteLength(candidate) <= SOCKET_PATH_MAX) ?? null;
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The holder's pid when a server listens on the socket (null when it did not say), or "free" when nobody does. */
function holderOf(socketPath: string): Promise<number | null | "free"> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let said = "";
    let connected = false;
    const settle = (result: number | null | "free") => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => settle(connected ? null : "free"), PID_WAIT_MS);
    socket.on("connect", () => (connected = true));
    socket.on("data", (data: Buffer) => (said += data.toString()));
    socket.on("end", () => settle(/^\d+$/.test(said.trim()) ? Number(said.trim()) : null));
    // ECONNREFUSED (nobody listens), ENOENT (removed meanwhile): free.
    socket.on("error", () => settle(connected ? null : "free"));
  });
}

/**
 * Takes DATA_DIR for this process (until it ends), or throws DataDirInUse naming the server that has
 * it. Where the socket's path is too long for the kernel even relative to the working directory, the
 * start goes on without the lock (logged).
 */
export async function lockDataDir(dataDir: string, log: Logger): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = socketPathFor(dataDir);
  if (!socketPath) return void log.warn({ dataDir }, "data_dir_lock_path_too_long");
  for (let attempt = 1; ; attempt++) {
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    try {
      await listen(server, socketPath);
      // The lock must not keep the process alive by itself; a process that exits (rather than being
      // killed) takes its socket file along, so the next start finds nothing to clear.
      server.unref();
      process.once("exit", () => fs.rmSync(socketPath, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt > 2) throw error;
    }
    const holder = await holderOf(socketPath);
    if (holder !== "free") throw new DataDirInUse(dataDir, holder);
    log.warn({ socket: socketPath }, "data_dir_stale_lock");
    fs.rmSync(socketPath, { force: true });
  }
}
