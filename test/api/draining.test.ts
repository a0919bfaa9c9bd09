// A shutdown drops no visitor and holds no seat for nobody (issue 22): SIGTERM to a real server
// process while keep-alive clients have 100 requests in flight — half sent just before the signal,
// half just after it (most on their open connections, some on new ones) — and while a few add-to-cart calls wait on a seat
// group's lock whose visitors have gone away. No connection is reset or refused: every request is
// answered, 2xx or 503 with `Connection: close` and `Retry-After`; every ticket held afterwards was
// acknowledged to its visitor, the gone visitors' holds are given back; the process exits 0.
import assert from "node:assert/strict";
import type http from "node:http";
import { performance } from "node:perf_hooks";
import { after, before, test } from "node:test";
import { sql } from "drizzle-orm";
import { createTestDatabase, testDataDir, type TestDatabase } from "../helpers/database.ts";
import { addOneTicket, addSeatGroup, cartTarget, keepAliveClients, send, tally, ticketsHeld, type CartTarget } from "../helpers/drain-load.ts";
import { startServer, untilLogged, type RunningServer } from "../helpers/server-process.ts";

const IN_FLIGHT = 100;
/** Of the requests sent after the signal, those on a connection of their own. */
const NEW_CONNECTIONS = 10;
/** Visitors who give up while their add-to-cart call waits. */
const GONE = 5;

let database: TestDatabase;
let running: RunningServer;

before(async () => {
  database = await createTestDatabase();
  running = await startServer({ DATABASE_URL: database.url, DATA_DIR: testDataDir(), SEED_DEMO: "false", SHOP_CART_LIMIT: "100000" });
});

after(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill("SIGKILL");
    await running.exited;
  }
  await database?.drop();
});

/** Settles once `count` backends of the test database wait for a lock (PostgreSQL tells of a lock wait only in pg_stat_activity, so it is asked until it says so). */
async function waitingForLocks(count: number): Promise<void> {
  for (;;) {
    const [row] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows;
    if (row.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Half the calls put a ticket into a new cart, half ask for a page. */
async function requests(target: CartTarget, count: number) {
  return Promise.all(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? addOneTicket(database.db, target) : { path: "/de/spielplan" })));
}

test(`SIGTERM with ${IN_FLIGHT} requests in flight over keep-alive connections: every one answered, no hold without an answer, and the process exits`, async (t) => {
  const { url } = running;
  const target = await cartTarget(database.db, 1000);
  const lockedGroup = await addSeatGroup(database.db, target.eventId, 100);
  // The page comes from the HTML cache, as a busy site's pages do.
  for (let i = 0; i < 2; i++) assert.equal((await fetch(`${url}/de/spielplan`)).status, 200);
  const firstHalf = await requests(target, IN_FLIGHT / 2);
  const secondHalf = await requests(target, IN_FLIGHT / 2);

  // Add-to-cart calls that wait on the locked seat group; their visitors go away meanwhile.
  const lock = await database.pool.connect();
  await lock.query("begin");
  await lock.query("select id from seat_groups where id = $1 for update", [lockedGroup]);
  const gone: http.ClientRequest[] = [];
  let agent: http.Agent | undefined;
  const goneCalls = await Promise.all(Array.from({ length: GONE }, () => addOneTicket(database.db, target, lockedGroup)));
  const goneOutcomes = Promise.all(goneCalls.map((call) => send(false, url, call, (req) => gone.push(req))));
  try {
    await waitingForLocks(GONE);
    for (const req of gone) req.destroy();
    await goneOutcomes;
    // The keep-alive connections are opened now, just before they are used: one left idle for the
    // server's keep-alive timeout (5 s, easily spent on the setup above on a busy machine) is closed
    // by the server, and a request the client sends on it as it closes meets a reset (not the drain's doing).
    const clients = await keepAliveClients(url, IN_FLIGHT);
    agent = clients;

    const before = firstHalf.map((request) => send(clients, url, request));
    // Once the first is answered the server is taking the others in: they are in flight.
    await Promise.race(before);
    const signalled = performance.now();
    running.child.kill("SIGTERM");
    await untilLogged(running, "stopping");
    // Most on their open keep-alive connections, a few on new ones (the listener is still open).
    const afterwards = secondHalf.map((request, i) => send(i < NEW_CONNECTIONS ? false : clients, url, request));
    await lock.query("commit");
    const outcomes = await Promise.all([...before, ...afterwards]);

    assert.equal(await running.exited, 0);
    t.diagnostic(`SIGTERM to exit: ${(performance.now() - signalled).toFixed(0)} ms`);
    const result = tally(outcomes);
    assert.deepEqual(result.errors, [], "no connection reset or refused");
    assert.deepEqual(result.other, [], "every answer a 2xx, or a 503 with Connection: close and Retry-After");
    assert.equal(result.ok + result.refused, IN_FLIGHT);
    assert.ok(result.refused > 0, "the requests sent after the signal were answered 503");
    assert.equal(await ticketsHeld(database.db, target.seatGroupId), result.acknowledgedTickets, "every ticket held was acknowledged");
    assert.equal(await ticketsHeld(database.db, lockedGroup), 0, "the gone visitors' holds were given back");
    assert.equal(running.lines.filter((line) => line.event === "shop_cart_unanswered_holds_released").length, GONE);
  } finally {
    await lock.query("rollback").catch(() => {});
    lock.release();
    agent?.destroy();
  }
});
