// The real start command (server/index.ts) as a child process, for tests and benchmarks of starting,
// stopping and recovering: its JSON log lines, its address once it listens, its exit.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

export interface RunningServer {
  child: ChildProcess;
  url: string;
  lines: Record<string, unknown>[];
  /** Settles with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
}

export interface SpawnedServer {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  /** What it wrote to stderr (a refused start's message). */
  stderr: () => string;
  /** Settles with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Settles with the first log line of `event`, or null when the process exits first. */
  logged(event: string): Promise<Record<string, unknown> | null>;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
}

/**
 * The production build's server (`npm run serve`'s) when there is one — `npm test` and the benchmarks
 * build first — else the sources through tsx. The build starts as production does, without seconds of
 * module compiling in which a signal would find the event loop busy.
 */
function serverCommand(cwd: string): string[] {
  const built = path.join(cwd, "dist", "node", "index.js");
  return fs.existsSync(built) ? [built] : ["--import", "tsx", "server/index.ts"];
}

/** The server in production mode on a free port, as it starts: its log lines as they come. */
export function spawnServer(env: Record<string, string>, options: { cwd?: string } = {}): SpawnedServer {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, serverCommand(options.cwd ?? process.cwd()), {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = "";
  // "close": after the exit, once stdout and stderr are read to their end.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const waiting: { event: string; resolve: (line: Record<string, unknown> | null) => void }[] = [];
  let buffer = "";
  child.stdout!.on("data", (data: Buffer) => {
    buffer += data.toString();
    let newline;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      try {
        const entry = JSON.parse(line);
        lines.push(entry);
        for (const waiter of waiting.filter((item) => item.event === entry.event)) waiter.resolve(entry);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on("data", (data: Buffer) => {
    stderr += data.toString();
    lines.push({ stderr: data.toString() });
  });
  void exited.then(() => {
    for (const waiter of waiting) waiter.resolve(null);
  });
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    spawnedAt,
    logged(event) {
      const line = lines.find((entry) => entry.event === event);
      if (line) return Promise.resolve(line);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push({ event, resolve }));
    },
  };
}

/** Starts the server in production mode on a free port; settles once it logs "listening". */
export async function startServer(env: Record<string, string>, options: { cwd?: string } = {}): Promise<RunningServer> {
  const spawned = spawnServer(env, options);
  const listening = await spawned.logged("listening");
  if (!listening) throw new Error(`server exited with ${await spawned.exited}: ${JSON.stringify(spawned.lines.slice(-5))}`);
  return { child: spawned.child, url: String(listening.url).replace("localhost", "127.0.0.1"), lines: spawned.lines, exited: spawned.exited, spawnedAt: spawned.spawnedAt };
}

/** Settles once `running` has logged a line with this `event` (at once if it already has). */
export function untilLogged(running: RunningServer, event: string): Promise<void> {
  return new Promise((resolve) => {
    const seen = () => running.lines.some((line) => line.event === event);
    const check = () => {
      if (!seen()) return;
      running.child.stdout!.off("data", check);
      resolve();
    };
    // startServer's own listener came first: by now the new lines are parsed.
    running.child.stdout!.on("data", check);
    check();
  });
}

/** Milliseconds from the spawn until /healthz first answered 200. */
export async function timeToHealthy(running: RunningServer, timeoutMs = 60_000): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const ok = await fetch(`${running.url}/healthz`).then((response) => response.status === 200, () => false);
    if (ok) return performance.now() - running.spawnedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not healthy within ${timeoutMs} ms`);
}

/** The pid the embedded PostgreSQL of `dataDir` wrote into its postmaster.pid, or null. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether a process `pid` runs (one that exited but was not yet reaped, a zombie, does not). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return !fs.existsSync("/proc/self/stat");
  }
}
