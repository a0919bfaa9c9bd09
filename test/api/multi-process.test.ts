// Several processes, one database (DESIGN "Several processes"): two real server processes (the start
// command, production build) share one PostgreSQL, as containers behind a load balancer would. A save
// through one (an admin item, page content, settings, a redirect, a navigation entry) is what the
// other serves on its next request once it has heard of the write, however warm its caches are (they
// hear by LISTEN/NOTIFY; when that happens is up to the other process's scheduling, see
// docs/decisions.md, issue 16 — so each check waits for the other's "heard" log line, not for time);
// and add-to-cart calls spread over both never sell a seat twice.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { pages, prices, productions, seatGroups } from "../../server/db/schema.ts";
import type { AdminItem } from "../../shared/api/contract/admin.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { csrfTokenFrom, signedTokenFor } from "../helpers/csrf-token.ts";
import { createTestDatabase, testDataDir, type TestDatabase } from "../helpers/database.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { oversoldAndHeld } from "../helpers/oversold.ts";
import { startServer, type RunningServer } from "../helpers/server-process.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import { publishDraft } from "../helpers/publish-draft.ts";

let database: TestDatabase;
let processes: [RunningServer, RunningServer];
let csrf: string;
const cookies = { editor: "", admin: "" };

before(async () => {
  database = await createTestDatabase();
  // The cart limit counts per client address, and every call here comes from 127.0.0.1.
  // Debug logs: each process logs every cache notification it has heard (cache_change_heard).
  const env = { DATABASE_URL: database.url, DATA_DIR: testDataDir(), SEED_DEMO: "false", SHOP_CART_LIMIT: "100000", LOG_LEVEL: "debug" };
  processes = await Promise.all([startServer(env), startServer(env)]);
  csrf = await csrfTokenFrom(processes[0].url);
  cookies.editor = await sessionCookie(database.db, "editor");
  cookies.admin = await sessionCookie(database.db, "admin");
});

after(async () => {
  for (const running of processes ?? []) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) continue;
    running.child.kill("SIGTERM");
    await running.exited;
  }
  await database?.drop();
});

/** An editor's or admin's JSON call through `server`, with session and CSRF token. */
async function call<T>(server: RunningServer, who: "editor" | "admin", method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(server.url + path, {
    method,
    headers: { Cookie: `${cookies[who]}; csrftoken=${csrf}`, "X-CSRFToken": csrf, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A visitor's GET of a page through `server`: its status and HTML. */
async function page(server: RunningServer, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
}

/** A process that never hears (its listener broken) fails the check instead of hanging the run. */
const HEAR_LIMIT_MS = 30_000;

/** Resolves once `server` has logged hearing a content change in its log lines from index `from` on. */
function heardContentChange(server: RunningServer, from: number): Promise<void> {
  const heard = () => server.lines.slice(from).some((line) => line.event === "cache_change_heard" && line.change === "content");
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      server.child.stdout!.off("data", check);
      reject(new Error(`the other process did not hear the change within ${HEAR_LIMIT_MS} ms`));
    }, HEAR_LIMIT_MS);
    const check = () => {
      if (!heard()) return;
      clearTimeout(limit);
      server.child.stdout!.off("data", check);
      resolve();
    };
    // startServer's own listener came first: by now the new lines are parsed.
    server.child.stdout!.on("data", check);
    check();
  });
}

/** Runs `write` through one process and waits until the other has heard of it. */
async function writeAndHear<T>(other: RunningServer, write: () => Promise<T>): Promise<T> {
  const mark = other.lines.length;
  const result = await write();
  await heardContentChange(other, mark);
  return result;
}

/** Two visits through `server`, so whatever it caches for `path` is warm before the write elsewhere. */
async function warm(server: RunningServer, path: string): Promise<string> {
  await page(server, path);
  return (await page(server, path)).html;
}

test("an admin item save through one process is on the other's page at its next request after hearing of it", async () => {
  const [one, other] = processes;
  const [production] = await database.db.select({ id: productions.id }).from(productions).where(eq(productions.isOnline, true)).orderBy(productions.id).limit(1);
  const item = await call<AdminItem>(one, "editor", "GET", `/de/admin-api/content/productions/${production.id}/`);
  const values = item.body.values as { slug: { de: string }; title: { de: string; en: string } };
  const path = `/de/produktionen/${values.slug.de}/${item.body.id}`;
  assert.ok((await warm(other, path)).includes(values.title.de), "the production page shows its title");

  const saved = await writeAndHear(other, () => call(one, "editor", "PUT", `/de/admin-api/content/productions/${item.body.id}/`, { values: { ...values, title: { ...values.title, de: "Mehrprozesswalzer" } } }));
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const after = await page(other, path);
  assert.equal(after.status, 200);
  assert.ok(after.html.includes("Mehrprozesswalzer"), "the other process shows the new title");
});

test("an editor's page publish through one process is on the other's page at its next request after hearing of it", async () => {
  const [one, other] = processes;
  const [row] = await database.db
    .insert(pages)
    .values({ path: { de: "mehrere-prozesse", en: "several-processes" }, title: { de: "Mehrere Prozesse", en: "Several processes" }, content: { de: [], en: [] } })
    .returning({ id: pages.id });
  assert.ok(!(await warm(other, "/de/mehrere-prozesse")).includes("Zweiter Prozess liest mit"));

  const section: Section = { id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [{ id: "t1", type: "text", content: "<p>Zweiter Prozess liest mit</p>", anchor: "", decrease_distance: false }] }] };
  const saved = await call<PageSaved>(one, "editor", "PUT", `/de/pageeditor-api/page-content/${row.id}`, { base_version: null, sections: [section] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  // The save is a draft; its publish is what the other process must hear of.
  await writeAndHear(other, () => publishDraft((method, path, body) => call(one, "editor", method, path, body), row.id, saved.body.version.id));
  assert.ok((await page(other, "/de/mehrere-prozesse")).html.includes("Zweiter Prozess liest mit"), "the other process shows the published text");
  await database.db.delete(pages).where(eq(pages.id, row.id));
});

test("a settings change through one process (site offline, online again) holds for the other at its next request after hearing of it", async () => {
  const [one, other] = processes;
  const original = (await call<{ values: Record<string, unknown> }>(one, "admin", "GET", "/de/admin-api/settings/")).body.values;
  await warm(other, "/de");
  assert.equal((await page(other, "/de")).status, 200);

  assert.equal((await writeAndHear(other, () => call(one, "admin", "PUT", "/de/admin-api/settings/", { values: { ...original, is_site_online: false } }))).status, 200);
  assert.equal((await page(other, "/de")).status, 503, "the other process has taken the site offline");
  assert.equal((await writeAndHear(other, () => call(one, "admin", "PUT", "/de/admin-api/settings/", { values: original }))).status, 200);
  assert.equal((await page(other, "/de")).status, 200, "and online again");
});

test("a redirect and a navigation entry added through one process hold for the other at its next request after hearing of them", async () => {
  const [one, other] = processes;
  await warm(other, "/de/mehrprozess-alt");
  assert.equal((await fetch(`${other.url}/de/mehrprozess-alt`, { redirect: "manual" })).status, 404);
  const redirect = await writeAndHear(other, () => call(one, "admin", "POST", "/de/admin-api/content/redirects/", { values: { old_path: "/de/mehrprozess-alt", new_path: "/de/spielplan" } }));
  assert.equal(redirect.status, 201, JSON.stringify(redirect.body));
  const moved = await fetch(`${other.url}/de/mehrprozess-alt`, { redirect: "manual" });
  assert.ok([301, 302, 308].includes(moved.status), `the other process redirects (${moved.status})`);
  assert.match(moved.headers.get("location") ?? "", /\/de\/spielplan$/);

  assert.ok(!(await warm(other, "/de")).includes("Mehrprozessmenü"));
  const entry = { title: { de: "Mehrprozessmenü", en: "" }, url: { de: "spielplan", en: "" }, menu: "primary", parent: null, has_tab_navigation: false, position: 99 };
  const added = await writeAndHear(other, () => call(one, "admin", "POST", "/de/admin-api/content/menu-items/", { values: entry }));
  assert.equal(added.status, 201, JSON.stringify(added.body));
  assert.ok((await page(other, "/de")).html.includes("Mehrprozessmenü"), "the other process shows the new navigation entry");
});

const CAPACITY = 40;
const CALLS = 300;

test(`${CALLS} add-to-cart calls at once, alternating between the processes, for ${CAPACITY} seats: exactly ${CAPACITY} tickets held, never more`, async () => {
  const { db } = database;
  const [event] = (await db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
    order by e.date_start, e.id limit 1`)).rows;
  assert.ok(event, "the demo season has an upcoming performance on sale");
  await db.delete(seatGroups).where(eq(seatGroups.eventId, event.id));
  const [group] = await db.insert(seatGroups).values({ eventId: event.id, name: { de: "Parkett", en: "Stalls" }, capacity: CAPACITY, sold: 0 }).returning({ id: seatGroups.id });
  await db.insert(prices).values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true });

  // Every call is another browser (its own token, no cart yet), so no cart's caps decide.
  const token = await signedTokenFor(db);
  const addOne = async (index: number) => {
    const response = await fetch(`${processes[index % 2].url}/de/api/shop-cart/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token },
      body: JSON.stringify({ event_jet_id: event.id_jet, seat_group: group.id, sale_type_ids: [1], quantities: [1] }),
    });
    const body = (await response.json()) as { response_code?: unknown };
    return { status: response.status, code: body.response_code, process: index % 2 };
  };
  const answers = await Promise.all(Array.from({ length: CALLS }, (_, index) => addOne(index)));

  const counts = new Map<string, number>();
  for (const { status, process } of answers) counts.set(`process ${process}: ${status}`, (counts.get(`process ${process}: ${status}`) ?? 0) + 1);
  const summary = JSON.stringify(Object.fromEntries(counts));
  assert.equal(answers.filter(({ status }) => status >= 500).length, 0, `no server errors: ${summary}`);
  assert.equal(answers.filter(({ status }) => status === 201).length, CAPACITY, summary);
  assert.ok(answers.filter(({ status }) => status !== 201).every(({ status, code }) => status === 409 && code === -214), `everyone else hears -214: ${summary}`);
  for (const process of [0, 1]) assert.ok(answers.some((answer) => answer.process === process && answer.status === 201), `process ${process} sold tickets too: ${summary}`);
  assert.deepEqual(await oversoldAndHeld(db, event.id), { oversold: 0, held: CAPACITY });
});
