// The real start command: embedded PostgreSQL in DATA_DIR, demo content once, a clean stop on
// SIGTERM, recovery from a killed run, and DATABASE_URL instead of the embedded server.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { createTestDatabase } from "../helpers/database.ts";

interface Running {
  child: ChildProcess;
  url: string;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-start-"));
fs.chmodSync(dataDir, 0o755);
const pgPort = 30000 + Math.floor(Math.random() * 20000);
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
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
          if (entry.event === "listening") resolve({ child, url: entry.url.replace("localhost", "127.0.0.1"), lines, exited });
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on("data", (data: Buffer) => lines.push({ stderr: data.toString() }));
    exited.then((code) => reject(new Error(`server exited with ${code}: ${JSON.stringify(lines.slice(-5))}`)));
  });
}

const events = (running: Running) => running.lines.map((line) => line.event);
const pidFile = path.join(dataDir, "postgres", "postmaster.pid");

test("first start: embedded PostgreSQL, migrations, demo content, pages served", async () => {
  const running = await start({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
  assert.ok(events(running).includes("embedded_postgres_started"));
  assert.ok(events(running).includes("demo_content_loaded"));
  assert.equal((await fetch(`${running.url}/healthz`)).status, 200);
  assert.equal((await fetch(`${running.url}/de`)).status, 200);

  // A killed run leaves its PostgreSQL behind, holding the data directory's lock…
  running.child.kill("SIGKILL");
  await running.exited;
  assert.ok(fs.existsSync(pidFile), "the orphaned server still holds its pid file");

  // …and the next start clears it, reuses the data, and serves again.
  const again = await start({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
  assert.ok(events(again).includes("embedded_postgres_stale_server"));
  assert.ok(!events(again).includes("demo_content_loaded"), "a second start reuses the data");
  assert.equal((await fetch(`${again.url}/en`)).status, 200);

  // SIGTERM: in-flight requests finish, then everything stops and the process exits 0.
  const inFlight = fetch(`${again.url}/de/spielplan`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  again.child.kill("SIGTERM");
  assert.equal((await inFlight).status, 200);
  assert.equal(await again.exited, 0);
  assert.ok(events(again).includes("stopped"));
  assert.ok(!fs.existsSync(pidFile), "PostgreSQL was stopped");
});

test("with DATABASE_URL no embedded server is started", async () => {
  const database = await createTestDatabase();
  try {
    const running = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    assert.ok(!events(running).includes("embedded_postgres_started"));
    assert.equal((await fetch(`${running.url}/healthz`)).status, 200);
    running.child.kill("SIGTERM");
    assert.equal(await running.exited, 0);
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
