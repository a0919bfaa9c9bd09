// What a killed run leaves of its embedded PostgreSQL: when node alone was killed, its server still
// runs and holds the data directory; when both were, a postmaster.pid whose process is gone — or is
// some other program by now, since pids are reused (in a container soon). Before the next start a
// live server of *this* data directory is asked for a fast shutdown (SIGINT: it ends the sessions,
// writes a checkpoint and exits), any process of the old server still alive is waited for (they
// hold its shared memory, and PostgreSQL must not start beside them), and then a pid file left
// behind is removed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "../logger.ts";

/** How long each step of stopping a leftover server may take before the next, harder signal. */
export interface StopTimes {
  /** SIGINT (fast shutdown: a checkpoint, so the next start needs no recovery). */
  fastMs: number;
  /** SIGQUIT (immediate shutdown: the next start recovers from the WAL). */
  immediateMs: number;
  /** SIGKILL. */
  killMs: number;
}

const defaultTimes: StopTimes = { fastMs: 5_000, immediateMs: 2_000, killMs: 2_000 };
const linux = fs.existsSync("/proc/self/stat");

/** Whether `pid` is a running process (a zombie, exited but not yet reaped, is not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (!linux) return true;
  try {
    // "pid (comm) S …": the state follows the last parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** The processes working in `databaseDir` (PostgreSQL changes into its data directory); null where /proc is missing. */
export function processesIn(databaseDir: string): number[] | null {
  if (!linux) return null;
  let dir: string;
  try {
    dir = fs.realpathSync(databaseDir);
  } catch {
    return []; // no such folder (any more): nothing runs in it
  }
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return pid !== process.pid && fs.readlinkSync(`/proc/${pid}/cwd`) === dir && isAlive(pid);
      } catch {
        return false; // gone meanwhile, or another user's
      }
    });
}

/** initdb processes creating `databaseDir` (their command line names it), on Linux; none elsewhere. */
export function initdbProcesses(databaseDir: string): number[] {
  if (!linux) return [];
  const flag = `--pgdata=${databaseDir}`;
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return pid !== process.pid && /(^|\/)initdb$/.test(args[0] ?? "") && args.includes(flag);
      } catch {
        return false; // gone meanwhile, or another user's
      }
    });
}

/** Whether `pid` is a PostgreSQL process of `databaseDir`. */
function isServerOf(pid: number, databaseDir: string): boolean {
  const inDir = processesIn(databaseDir);
  if (inDir) return inDir.includes(pid);
  // Without /proc (macOS): the postmaster's command line names its data directory after -D.
  try {
    const command = execFileSync("ps", ["-ww", "-o", "command=", "-p", String(pid)], { encoding: "utf8" });
    return /(^|\/)postgres /.test(command) && command.includes(`-D ${databaseDir}`);
  } catch {
    return false;
  }
}

async function exited(pids: number[], timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (pids.every((pid) => !isAlive(pid))) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // exited meanwhile
    }
  }
}

/** Stops `pids` with SIGINT, then SIGQUIT, then SIGKILL, each after its time ran out. */
async function stop(pids: number[], times: StopTimes, log: Logger): Promise<void> {
  for (const [name, ms] of [["SIGINT", times.fastMs], ["SIGQUIT", times.immediateMs], ["SIGKILL", times.killMs]] as const) {
    const living = pids.filter(isAlive);
    if (living.length === 0) return;
    signal(living, name);
    if (await exited(living, ms)) return;
    log.warn({ pids: living, signal: name, ms }, "embedded_postgres_stale_server_slow");
  }
}

/** The pid in the postmaster.pid of `databaseDir`, or null. */
export function postmasterPid(databaseDir: string): number | null {
  try {
    const pidFile = path.join(databaseDir, "postmaster.pid");
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Removes the old server's pid file and its Unix socket's lock files (`.s.PGSQL.<port>.lock`, which
 * name the same pid and would stop the start the same way) with the sockets beside them.
 */
function removePidFile(pidFile: string, pid: number, log: Logger): void {
  log.warn({ pid }, "embedded_postgres_stale_pid_file");
  fs.rmSync(pidFile, { force: true });
  const databaseDir = path.dirname(pidFile);
  for (const name of fs.readdirSync(databaseDir)) {
    if (/^\.s\.PGSQL\.\d+(\.lock)?$/.test(name)) fs.rmSync(path.join(databaseDir, name), { force: true });
  }
}

/** Clears what a killed run left of the PostgreSQL server in `databaseDir`, so that it can start again. */
export async function clearStaleServer(databaseDir: string, log: Logger, times: StopTimes = defaultTimes): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const pid = postmasterPid(databaseDir);
  if (pid === null) return;
  const started = Date.now();
  if (isAlive(pid) && isServerOf(pid, databaseDir)) {
    log.warn({ pid }, "embedded_postgres_stale_server");
    await stop([pid], times, log);
  }
  const leftovers = processesIn(databaseDir);
  if (leftovers === null) {
    // Without /proc the old server's other processes cannot be found: PostgreSQL checks a dead pid's
    // file itself. Only a pid that some other program has by now would stop it.
    if (isAlive(pid) && !isServerOf(pid, databaseDir)) removePidFile(pidFile, pid, log);
  } else {
    // After a SIGKILL of the postmaster its sessions and helpers end on their own, within moments.
    if (leftovers.length) {
      log.warn({ pids: leftovers }, "embedded_postgres_leftover_processes");
      if (!(await exited(leftovers, times.immediateMs))) {
        signal(leftovers.filter(isAlive), "SIGKILL");
        await exited(leftovers, times.killMs);
      }
    }
    // Nothing of the old server runs any more. Its pid may still look alive to PostgreSQL (reused,
    // or a zombie nobody has reaped yet), which would refuse to start.
    if (fs.existsSync(pidFile)) removePidFile(pidFile, pid, log);
  }
  log.info({ ms: Date.now() - started }, "embedded_postgres_stale_server_cleared");
}
