// The real start command: embedded PostgreSQL in DATA_DIR, demo content once, a clean stop on
// SIGTERM (draining keep-alive clients, within 10 s), recovery from a killed run — node alone or
// node and PostgreSQL — and DATABASE_URL instead of the embedded server.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { after, afterEach, test } from "node:test";
import { createTestDatabase } from "../helpers/database.ts";
import { DATA_DIR_IN_USE_EXIT_CODE } from "../../server/db/data-dir-lock.ts";
import { processesIn } from "../../server/db/stale-server.ts";
import { isRunning, postmasterPid, spawnServer, startServer, timeToHealthy, type RunningServer } from "../helpers/server-process.ts";
import { randomPgPort } from "../helpers/pg-port.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-start-"));
fs.chmodSync(dataDir, 0o755);
const pgPort = randomPgPort();
const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) };
const servers: RunningServer[] = [];
/** A failed test may leave its server running: stop it (and its PostgreSQL), so the next test finds DATA_DIR free. */
async function stopLeftServers(): Promise<void> {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
afterEach(stopLeftServers);
after(async () => {
  await stopLeftServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page's status; when it is not 200, the assertion names what the server logged as errors. */
async function assertServes(running: RunningServer, pathname: string): Promise<void> {
  const response = await fetch(`${running.url}${pathname}`);
  await response.arrayBuffer();
  const errors = running.lines.filter((line) => Number(line.level) >= 50 || "stderr" in line);
  assert.equal(response.status, 200, `${pathname} answered ${response.status}; the server logged: ${JSON.stringify(errors.slice(-3))}`);
}

async function start(variables: Record<string, string> = env): Promise<RunningServer> {
  const running = await startServer(variables);
  servers.push(running);
  return running;
}

const events = (running: RunningServer) => running.lines.map((line) => line.event);
const pidFile = path.join(dataDir, "postgres", "postmaster.pid");

/** Settles when the server has logged `event`. */
function logged(running: RunningServer, event: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!events(running).includes(event)) return;
      running.child.stdout!.off("data", check);
      resolve();
    };
    running.child.stdout!.on("data", check);
    check();
  });
}

async function stopped(running: RunningServer): Promise<void> {
  running.child.kill("SIGTERM");
  assert.equal(await running.exited, 0);
}

test("first start: embedded PostgreSQL, migrations, demo content, pages served", async (t) => {
  const running = await start();
  assert.ok(events(running).includes("embedded_postgres_started"));
  assert.ok(events(running).includes("demo_content_loaded"));
  assert.equal((await fetch(`${running.url}/healthz`)).status, 200);
  await assertServes(running, "/de");

  // A killed run leaves its PostgreSQL behind, holding the data directory's lock…
  const orphan = postmasterPid(dataDir);
  running.child.kill("SIGKILL");
  await running.exited;
  assert.ok(orphan && isRunning(orphan), "the orphaned server still runs");

  // …and the next start stops it, reuses the data, and serves again.
  const again = await start();
  t.diagnostic(`to healthy after SIGKILL of node alone: ${(await timeToHealthy(again)).toFixed(0)} ms`);
  assert.ok(events(again).includes("embedded_postgres_stale_server"));
  assert.ok(events(again).includes("data_dir_stale_lock"), "the killed server's lock was cleared");
  assert.ok(!isRunning(orphan), "the old server was stopped");
  assert.ok(!events(again).includes("demo_content_loaded"), "a second start reuses the data");
  await assertServes(again, "/en");

  // SIGTERM: in-flight requests finish, then everything stops and the process exits 0.
  const inFlight = fetch(`${again.url}/de/spielplan`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  again.child.kill("SIGTERM");
  assert.equal((await inFlight).status, 200);
  assert.equal(await again.exited, 0);
  assert.ok(events(again).includes("stopped"));
  assert.ok(!fs.existsSync(pidFile), "PostgreSQL was stopped");
});

test("after SIGKILL of node and its PostgreSQL together, the next start recovers and serves", async (t) => {
  const running = await start();
  const postgres = postmasterPid(dataDir);
  assert.ok(postgres);
  running.child.kill("SIGKILL");
  process.kill(postgres, "SIGKILL");
  await running.exited;
  assert.ok(fs.existsSync(pidFile), "the killed server left its pid file");

  const again = await start();
  t.diagnostic(`to healthy after SIGKILL of node and PostgreSQL: ${(await timeToHealthy(again)).toFixed(0)} ms`);
  assert.ok(!events(again).includes("embedded_postgres_stale_server"), "there was no server left to stop");
  await assertServes(again, "/de");
  await stopped(again);
});

test("a pid file naming a live process that is no PostgreSQL of ours is removed, and that process is left alone", async () => {
  // Pids are reused: after a crash the old server's pid may belong to any program by now.
  const stranger = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  const strangerExited = new Promise((resolve) => stranger.on("exit", resolve));
  try {
    fs.writeFileSync(pidFile, `${stranger.pid}\n${path.join(dataDir, "postgres")}\n1700000000\n${pgPort}\n\n127.0.0.1\n  1234567    12345\nready   \n`);
    const running = await start();
    assert.ok(events(running).includes("embedded_postgres_stale_pid_file"));
    assert.ok(!events(running).includes("embedded_postgres_stale_server"));
    assert.equal((await fetch(`${running.url}/healthz`)).status, 200);
    assert.ok(isRunning(stranger.pid!), "the other program got no signal");
    await stopped(running);
  } finally {
    stranger.kill("SIGKILL");
    await strangerExited;
  }
});

test("SIGTERM: /healthz says 503 while draining, answers close their connection, and keep-alive clients cannot keep the process beyond 10 s", async (t) => {
  const running = await start();
  // Keep-alive clients that go on asking, as browsers on a busy site do.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const ask = () =>
    new Promise<void>((resolve, reject) => {
      http.get(`${running.url}/healthz`, { agent }, (response) => response.resume().on("end", resolve)).on("error", reject);
    });
  await Promise.all(Array.from({ length: 8 }, ask));
  let asking = true;
  const clients = Array.from({ length: 8 }, async () => {
    while (asking) await ask().catch(() => (asking = false));
  });
  // A request under way when the stop begins: its headers are not complete yet.
  const { hostname, port } = new URL(running.url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  let answer = "";
  socket.on("data", (data: Buffer) => (answer += data.toString()));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${running.url.slice(7)}\r\n`);

  try {
    const started = performance.now();
    running.child.kill("SIGTERM");
    await logged(running, "stopping");
    socket.write("\r\n");
    await closed;
    assert.match(answer, /^HTTP\/1\.1 503 /);
    assert.match(answer, /\r\nConnection: close\r\n/i);
    assert.match(answer, /"status":"stopping"/);

    assert.equal(await running.exited, 0);
    const ms = performance.now() - started;
    t.diagnostic(`SIGTERM to exit with 8 keep-alive clients asking: ${ms.toFixed(0)} ms`);
    assert.ok(ms < 10_000, `exited after ${ms.toFixed(0)} ms`);
  } finally {
    asking = false;
    socket.destroy();
    await Promise.all(clients);
    agent.destroy();
  }
  assert.ok(events(running).includes("stopped"));
  assert.ok(!fs.existsSync(pidFile), "PostgreSQL was stopped");
});

test("a second start on the DATA_DIR of a running server is refused with a clear message and its exit code; the running one goes on serving", async () => {
  const running = await start();
  const postgres = postmasterPid(dataDir);
  assert.ok(postgres);
  const second = spawnServer(env);
  servers.push({ ...running, child: second.child, exited: second.exited });
  // Today's code must not get as far as serving: were it to, the test fails here rather than hang.
  const outcome = await Promise.race([second.exited.then((code) => ({ code })), second.logged("listening").then((line) => (line ? { code: "listening" } : new Promise<never>(() => {})))]);
  assert.deepEqual(outcome, { code: DATA_DIR_IN_USE_EXIT_CODE });
  assert.equal(second.stderr().trim(), `DATA_DIR ${dataDir} is in use by a running Kulisse (pid ${running.child.pid}); stop it first or choose another DATA_DIR.`);
  assert.ok(!second.lines.some((line) => String(line.event ?? "").startsWith("embedded_postgres")), "the second start touched nothing of PostgreSQL");
  assert.equal(postmasterPid(dataDir), postgres);
  assert.ok(isRunning(postgres), "the running server's PostgreSQL still runs");
  await assertServes(running, "/de");
  assert.equal((await fetch(`${running.url}/healthz`)).status, 200);
  await stopped(running);
  assert.ok(!fs.existsSync(path.join(dataDir, "kulisse.lock")), "a server that stopped leaves no lock behind");
});

test("SIGTERM while the server starts (PostgreSQL coming up, migrations and demo content) stops what it started and leaves no PostgreSQL behind", async (t) => {
  for (const moment of ["embedded_postgres_started", "embedded_postgres_initialise"]) {
    // A fresh data directory: the start then creates the database cluster and loads the demo season.
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-start-term-"));
    fs.chmodSync(fresh, 0o755);
    try {
      const starting = spawnServer({ DATA_DIR: fresh, EMBEDDED_PG_PORT: String(pgPort + 1) });
      servers.push({ child: starting.child, exited: starting.exited, url: "", lines: starting.lines, spawnedAt: starting.spawnedAt });
      assert.ok(await starting.logged(moment), `the start reached ${moment}; it said: ${JSON.stringify(starting.lines).slice(-2000)}`);
      starting.child.kill("SIGTERM");
      const code = await starting.exited;
      t.diagnostic(`SIGTERM at ${moment}: exit ${code}, events ${starting.lines.map((line) => line.event).filter(Boolean).join(", ")}`);
      assert.ok(!starting.lines.some((line) => line.event === "listening"), "the signal came while starting");
      const databaseDir = path.join(fresh, "postgres");
      if (fs.existsSync(databaseDir)) assert.deepEqual(processesIn(databaseDir) ?? [], [], "no process of the data directory runs");
      assert.equal(postmasterPid(fresh), null, "PostgreSQL was stopped (no postmaster.pid)");
      assert.equal(code, 0, "the process stopped by itself, as it was asked");
    } finally {
      // A PostgreSQL left behind (the failure this test is about) must not outlive the test.
      const databaseDir = path.join(fresh, "postgres");
      if (fs.existsSync(databaseDir)) for (const pid of processesIn(databaseDir) ?? []) process.kill(pid, "SIGKILL");
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }
});

test("with DATABASE_URL no embedded server is started", async () => {
  const database = await createTestDatabase();
  try {
    const running = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    assert.ok(!events(running).includes("embedded_postgres_started"));
    assert.equal((await fetch(`${running.url}/healthz`)).status, 200);
    await stopped(running);
  } finally {
    await database.drop();
  }
});

test("a bad setting stops the start with a clear message", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env: { ...process.env, PORT: "eighty" }, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
  const code = await new Promise((resolve) => child.on("exit", resolve));
  assert.equal(code, 1);
  assert.match(stderr, /PORT must be a port number/);
});
