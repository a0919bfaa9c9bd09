// A visitor who goes away while a page's data is still loading (a closed tab, a cancelled
// navigation) is nothing that went wrong: the log says the request was abandoned, not that the
// server failed.
import assert from "node:assert/strict";
import net from "node:net";
import { test } from "node:test";
import pg from "pg";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

/** Holds a lock on the events table, so that the calendar's queries wait until `release()`. */
async function holdEventsTable(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query("lock table events in access exclusive mode");
  return {
    /** Resolves once a query of another connection waits for the lock. */
    async someoneWaits(): Promise<void> {
      for (;;) {
        const { rowCount } = await client.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and pid <> pg_backend_pid()");
        if (rowCount) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async release(): Promise<void> {
      await client.query("commit");
      await client.end();
    },
  };
}

async function fetchPage(path: string): Promise<{ status: number }> {
  const response = await fetch(app.url + path);
  await response.text();
  return { status: response.status };
}

test("a page request the visitor abandons while its data loads is logged as abandoned, not as a server error", { timeout: 30_000 }, async () => {
  const requestId = "abandoned-calendar-request";
  // The site has answered its first page (what it reads once at the start is read).
  assert.equal((await fetchPage("/de/spielplan")).status, 200);
  const lock = await holdEventsTable(app.database.url);
  const { hostname, port } = new URL(app.url);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => {});
  socket.write(`GET /de/spielplan?abandoned=1 HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\nAccept: text/html\r\nX-Request-Id: ${requestId}\r\n\r\n`);
  await lock.someoneWaits();

  socket.destroy();
  await app.logLine((line) => line.request_id === requestId && line.event === "request_abandoned");
  await lock.release();
  await app.logLine((line) => line.request_id === requestId && line.event === "page_render_abandoned");

  const errors = app.logs.filter((line) => line.request_id === requestId && line.level === "error");
  assert.deepEqual(errors, [], "no error was logged for it");
  assert.equal((await fetchPage("/de/spielplan")).status, 200, "the next visitor gets the calendar");
});
