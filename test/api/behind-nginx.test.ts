// Behind the balancer (issue 22): two real server processes on one database behind an nginx whose
// configuration is deploy/nginx.conf with the upstreams on loopback; keep-alive clients go on asking
// for pages and putting tickets into carts while one app gets SIGTERM and drains. No visitor gets a
// 502 and no connection fails: the draining app's 503s and its closed port go to the other app. And
// no write is done twice: every ticket held was acknowledged once. Needs nginx (Debian's nginx-light
// will do); without it the test says so and is skipped.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { createTestDatabase, testDataDir, type TestDatabase } from "../helpers/database.ts";
import { addOneTicket, cartTarget, keepAliveClients, send, tally, ticketsHeld, type Outcome } from "../helpers/drain-load.ts";
import { startServer, type RunningServer } from "../helpers/server-process.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((file) => fs.existsSync(file));
const CLIENTS = 20;

let database: TestDatabase;
let apps: RunningServer[] = [];
let nginx: { child: ChildProcess; url: string; exited: Promise<unknown>; dir: string } | undefined;

/** A free loopback port. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** deploy/nginx.conf for loopback: the apps' ports instead of the containers, files in `dir`, in the foreground. */
function loopbackConfig(appUrls: string[], port: number, dir: string): string {
  const config = fs.readFileSync(path.join(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");
  const servers = appUrls.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join("\n");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join("\n");
  return config
    .replace(/^worker_processes .*$/m, `worker_processes 2;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`)
    .replace(/^\s*resolver .*\n/m, `  access_log off;\n${temp}\n`)
    .replace(/^\s*server app1:3000 .*\n\s*server app2:3000 .*$/m, servers)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}

async function startNginx(appUrls: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-nginx-"));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, "nginx.conf"), loopbackConfig(appUrls, port, dir));
  const child = spawn(NGINX!, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  // nginx writes its pid file once its listening sockets are open.
  const pidFile = path.join(dir, "nginx.pid");
  await new Promise<void>((resolve, reject) => {
    const watcher = fs.watch(dir, () => {
      if (fs.existsSync(pidFile)) done();
    });
    const done = (error?: Error) => {
      watcher.close();
      child.off("exit", failed);
      if (error) reject(error);
      else resolve();
    };
    const failed = () => done(new Error(`nginx exited: ${stderr}`));
    child.once("exit", failed);
    if (fs.existsSync(pidFile)) done();
  });
  assert.equal((await fetch(`${url}/healthz`)).status, 200, "nginx answers through to an app");
  return { child, url, exited, dir };
}

before(async () => {
  if (!NGINX) return;
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, DATA_DIR: testDataDir(), SEED_DEMO: "false", SHOP_CART_LIMIT: "1000000", TRUST_PROXY: "1" };
  apps = await Promise.all([startServer(env), startServer(env)]);
  nginx = await startNginx(apps.map((app) => app.url));
});

after(async () => {
  for (const app of apps) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) continue;
    app.child.kill("SIGTERM");
    await app.exited;
  }
  if (nginx) {
    nginx.child.kill("SIGQUIT");
    await nginx.exited;
    fs.rmSync(nginx.dir, { recursive: true, force: true });
  }
  await database?.drop();
});

test("behind nginx (deploy/nginx.conf), an app that drains under load gives no visitor a 502, and no write is done twice", { skip: !NGINX && "nginx is not installed (apt-get install nginx-light): the balancer's drain is not tried" }, async (t) => {
  const { url } = nginx!;
  const target = await cartTarget(database.db, 100_000);
  for (let i = 0; i < 4; i++) await fetch(`${url}/de/spielplan`).then((response) => response.arrayBuffer());
  const agent: http.Agent = await keepAliveClients(url, CLIENTS);
  const outcomes: Outcome[] = [];
  /** Waiters for the number of answers to reach their count. */
  const waiters: { count: number; resolve: () => void }[] = [];
  const answered = (outcome: Outcome) => {
    outcomes.push(outcome);
    for (const waiter of waiters.filter((one) => outcomes.length >= one.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const answers = (count: number) => (outcomes.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })));
  let asking = true;
  // Each client in turn puts a ticket into a new cart and asks for a page, until told to stop.
  const client = async (index: number) => {
    for (let call = index; asking; call++) {
      answered(await send(agent, url, call % 2 === 0 ? await addOneTicket(database.db, target) : { path: "/de/spielplan" }));
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  try {
    // Under load: every client has been answered a few times.
    await answers(5 * CLIENTS);
    const [stopping, staying] = apps;
    stopping.child.kill("SIGTERM");
    assert.equal(await stopping.exited, 0);
    // The balancer goes on with the other app alone for a while.
    const mark = outcomes.length;
    await answers(mark + 5 * CLIENTS);
    assert.equal(staying.child.exitCode, null);
  } finally {
    asking = false;
    await Promise.all(clients);
    agent.destroy();
  }
  const result = tally(outcomes);
  // A write the stopping app refused is sent once more; should the balancer's next pick be the
  // stopping app again, its 503 (nothing done, Retry-After) reaches the visitor (docs/decisions.md).
  const refusedWrite = (answer: string) => answer === "/de/api/shop-cart/: 503";
  const refusedWrites = result.other.filter(refusedWrite);
  t.diagnostic(`${outcomes.length} requests: ${result.ok} × 2xx, ${refusedWrites.length} writes answered 503`);
  assert.deepEqual(result.errors, [], "no connection failed");
  assert.deepEqual(result.other.filter((answer) => !refusedWrite(answer)), [], "no 502, no other failure: every page 2xx");
  assert.ok(refusedWrites.length <= outcomes.length / 20, "writes the stopping app refused went to the other app");
  assert.equal(await ticketsHeld(database.db, target.seatGroupId), result.acknowledgedTickets, "every ticket held was acknowledged, once");
});
