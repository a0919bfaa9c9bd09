// The cache listener's connection after stop(): back in the pool it is the pool's. PostgreSQL ending
// it then (as the embedded server's fast shutdown does right after the pool closed) must not reach
// the listener's own error handler, which released it a second time — a throw that made the clean
// stop exit with 1.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import pg from "pg";
import { createLogger } from "../../server/logger.ts";
import { listenForCacheChanges } from "../../server/services/cache-notifications.ts";
import { createTestDatabase } from "../helpers/database.ts";

const database = await createTestDatabase({ empty: true });
after(() => database.drop());

test("a stopped listener's connection, ended by PostgreSQL, is dropped by the pool without a second release", async () => {
  const events: string[] = [];
  const log = createLogger("info", { write: (line: string) => void events.push(JSON.parse(line).event) });
  const listener = listenForCacheChanges(database.pool, log);
  await listener.ready;
  const [{ pid }] = (await database.pool.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and query like 'listen %'")).rows;
  assert.ok(pid, "the listener's connection is open");
  await listener.stop();

  const removed = new Promise((resolve) => database.pool.once("remove", resolve));
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query("select pg_terminate_backend($1)", [pid]);
  await admin.end();
  await removed;
  assert.deepEqual(events, [], "nothing was logged: the listener had let go of the connection");
});
