// What every page reads (the redirect table, the menus, the settings …) is kept in this process's
// memory instead of queried per request (server/services/content-cache.ts): a save through the admin
// is used on the very next request; another process's save arrives by NOTIFY; until a change is
// announced the database is not asked again; and each database keeps its own.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { sql } from "drizzle-orm";
import { redirects } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { encodeChange, listenForCacheChanges } from "../../server/services/cache-notifications.ts";
import type { AdminItem } from "../../shared/api/contract/admin.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp, startTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});
const call = <T,>(who: Who, method: string, path: string, body?: unknown) => caller.call<T>(who, method, path, body);

/** The status and Location of a page request, without following a redirect. */
async function visit(path: string, url = app.url): Promise<{ status: number; location: string | null }> {
  const response = await fetch(url + path, { redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

test("a redirect saved through the admin answers on the next request; deleted, it is gone on the next", async () => {
  // The first request keeps the table in memory, without the redirect to come.
  assert.equal((await visit("/de/gespeichert-alt")).status, 404);
  const saved = await call<AdminItem>("admin", "POST", "/de/admin-api/content/redirects/", { values: { old_path: "/de/gespeichert-alt", new_path: "/de/spielplan" } });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  assert.deepEqual(await visit("/de/gespeichert-alt?seite=2"), { status: 301, location: "/de/spielplan?seite=2" });

  assert.equal((await call("admin", "DELETE", `/de/admin-api/content/redirects/${saved.body.id}/`)).status, 200);
  assert.equal((await visit("/de/gespeichert-alt")).status, 404);
});

test("a menu item saved through the admin is in the pages' menus on the next request", async () => {
  const title = "Zwischenspeicherprobe";
  assert.doesNotMatch(await (await fetch(`${app.url}/de`)).text(), new RegExp(title));
  const saved = await call<AdminItem>("admin", "POST", "/de/admin-api/content/menu-items/", {
    values: { title: { de: title, en: "Cache probe" }, url: { de: "zwischenspeicher", en: "cache" }, menu: "secondary", parent: null, has_tab_navigation: false, position: 95 },
  });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  try {
    assert.match(await (await fetch(`${app.url}/de`)).text(), /<a[^>]*href="\/de\/zwischenspeicher"[^>]*>Zwischenspeicherprobe/);
    assert.match(await (await fetch(`${app.url}/en/spielplan`)).text(), /Cache probe/);
  } finally {
    await call("admin", "DELETE", `/de/admin-api/content/menu-items/${saved.body.id}/`);
  }
  assert.doesNotMatch(await (await fetch(`${app.url}/de`)).text(), new RegExp(title));
});

test("a change nobody announced is not read again; another process's announcement (NOTIFY) brings it on the next request", async () => {
  const listener = listenForCacheChanges(app.database.pool, createLogger("error"));
  await listener.ready;
  try {
    assert.equal((await visit("/de/fern-alt")).status, 404);
    // Written behind the site's back: the table kept in memory does not have it…
    await app.db.insert(redirects).values({ oldPath: "/de/fern-alt", newPath: "/de/magazin" });
    assert.equal((await visit("/de/fern-alt")).status, 404, "the redirect table is not queried per request");
    // …until a process announces a change, as another process's write does in its transaction.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('kulisse_cache', ${encodeChange({ kind: "content" })})`);
    });
    const deadline = Date.now() + 5_000;
    let seen = await visit("/de/fern-alt");
    while (seen.status !== 301 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = await visit("/de/fern-alt");
    }
    assert.deepEqual(seen, { status: 301, location: "/de/magazin" });
  } finally {
    await app.db.execute(sql`delete from redirects where old_path = '/de/fern-alt'`);
    await listener.stop();
  }
});

test("apps on two databases in one process each keep their own content", async (t) => {
  const other = await startTestApp();
  t.after(() => other.close());
  // Both keep their tables in memory; then only the first database gets the redirect.
  assert.equal((await visit("/de/nur-hier")).status, 404);
  assert.equal((await visit("/de/nur-hier", other.url)).status, 404);
  const saved = await call<AdminItem>("admin", "POST", "/de/admin-api/content/redirects/", { values: { old_path: "/de/nur-hier", new_path: "/de/spielplan" } });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  assert.equal((await visit("/de/nur-hier")).status, 301);
  assert.equal((await visit("/de/nur-hier", other.url)).status, 404, "the other database has no such redirect");
  await call("admin", "DELETE", `/de/admin-api/content/redirects/${saved.body.id}/`);
});
