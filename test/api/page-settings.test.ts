// The inline editor's page settings (issue 25 point 3): the admin's page fields and checks through one
// endpoint for editors, a new address answering 301 from the old one, the online window for visitors
// (with the HTML cache on: a cached page does not outlive its window), and slugs the server proposes
// from the title when the admin's form leaves them empty (point 9).
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import { pages, persons } from "../../server/db/schema.ts";
import type { AdminFailure, AdminItem, AdminList } from "../../shared/api/contract/admin.ts";
import type { PageSettings } from "../../shared/api/contract/page-settings.ts";
import { pagesResource } from "../../src/admin/resources/pages.ts";
import { personsResource } from "../../src/admin/resources/persons.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { htmlCacheMb: 64, htmlCacheMaxAgeSeconds: 3600 } });
let caller: SessionCaller;
let aboutId = 0;
before(async () => {
  caller = await sessionCaller(app);
  const list = await call<AdminList>("editor", "GET", "/de/admin-api/content/pages/?q=ueber-uns");
  aboutId = list.body.results.find((row) => row.cells.path === "ueber-uns")!.id;
});
const call = <T,>(who: Who, method: string, path: string, body?: unknown) => caller.call<T>(who, method, path, body);

type Invalid = { error: string; field: string; reason: string; failures: AdminFailure[] };

/** A new online page below "Über uns", made through the admin. */
async function newPage(de: string, en: string): Promise<AdminItem> {
  const values = { ...pagesResource.defaults, title: { de, en }, parent: aboutId, path: { de: "", en: "" }, is_online: true };
  const created = await call<AdminItem>("editor", "POST", "/de/admin-api/content/pages/", { values });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

const settingsPath = (id: number) => `/de/pageeditor-api/page-settings/${id}`;
const searchFinds = async (query: string, address: string) => {
  const answer = await app.getJson(`/de/api/search/?query=${encodeURIComponent(query)}`);
  assert.equal(answer.status, 200);
  return JSON.stringify(answer.body).includes(address);
};
const visitorStatus = async (path: string) => (await fetch(app.url + path, { redirect: "manual" })).status;

test("only editors read and write page settings: a visitor and the box office get 403", async () => {
  const page = await newPage("Zugang", "Access");
  for (const who of [null, "box_office"] as const) {
    assert.equal((await call(who, "GET", settingsPath(page.id))).status, who === null ? 401 : 403);
    const refused = await call(who, "PUT", settingsPath(page.id), { values: { ...page.values, title: { de: "Übernommen", en: "Taken" } } });
    assert.ok(refused.status === 401 || refused.status === 403, `status ${refused.status}`);
  }
  const read = await call<PageSettings>("editor", "GET", settingsPath(page.id));
  assert.equal(read.status, 200);
  assert.deepEqual(read.body.values.title, { de: "Zugang", en: "Access" });
  assert.equal(read.body.url, "/de/ueber-uns/zugang");
});

test("the server proposes a page's path from its title below the parent, in German transliteration", async () => {
  const page = await newPage("Größe & Übermut", "Size and high spirits");
  assert.deepEqual(page.values.path, { de: "ueber-uns/groesse-uebermut", en: "about-us/size-and-high-spirits" });
});

test("a person's empty slug is proposed from the name", async () => {
  const values = { ...personsResource.defaults, first_name: "Jörg", last_name: "Weiß", slug: "" };
  const created = await call<AdminItem>("editor", "POST", "/de/admin-api/content/persons/", { values });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.values.slug, "joerg-weiss");
  await app.db.delete(persons).where(eq(persons.id, created.body.id));
});

test("a new title and slug are saved; the old address answers 301 with the new one", async () => {
  const page = await newPage("Probebühne", "Rehearsal stage");
  assert.equal(await visitorStatus("/de/ueber-uns/probebuehne"), 200);
  const values = { ...page.values, title: { de: "Studiobühne", en: "Studio stage" }, path: { de: "ueber-uns/studiobuehne", en: "about-us/studio-stage" } };
  const saved = await call<PageSettings>("editor", "PUT", settingsPath(page.id), { values });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.url, "/de/ueber-uns/studiobuehne");
  const old = await fetch(app.url + "/de/ueber-uns/probebuehne", { redirect: "manual" });
  assert.equal(old.status, 301);
  assert.equal(old.headers.get("location"), "/de/ueber-uns/studiobuehne");
  assert.equal(await visitorStatus("/de/ueber-uns/studiobuehne"), 200);
});

test("a slug with spaces and an online window ending before it starts are refused at their field; nothing is written", async () => {
  const page = await newPage("Foyer", "Foyer");
  const spaces = await call<Invalid>("editor", "PUT", settingsPath(page.id), { values: { ...page.values, title: { de: "Neu", en: "New" }, path: { de: "ueber-uns/mein foyer", en: "about-us/foyer" } } });
  assert.equal(spaces.status, 400);
  assert.equal(spaces.body.field, "values.path.de");
  const reversed = await call<Invalid>("editor", "PUT", settingsPath(page.id), {
    values: { ...page.values, title: { de: "Neu", en: "New" }, online_from: "2027-03-01T10:00:00+01:00", online_to: "2027-02-01T10:00:00+01:00" },
  });
  assert.equal(reversed.status, 400);
  assert.equal(reversed.body.field, "values.online_to");
  assert.match(reversed.body.reason, /before/);
  const [row] = await app.db.select().from(pages).where(eq(pages.id, page.id));
  assert.deepEqual(row.title, { de: "Foyer", en: "Foyer" });
  assert.equal(row.onlineFrom, null);
  assert.equal(row.onlineTo, null);
});

test("outside its online window a page is a 404 for visitors (also from the HTML cache) and still there for editors", async () => {
  const page = await newPage("Sommerfest", "Summer party");
  const address = "/de/ueber-uns/sommerfest";
  // A window that begins tomorrow and lasts a week; the editor's calls run before the clock moves (their session runs by it).
  const from = new Date(Date.now() + 24 * 3600_000);
  const to = new Date(from.getTime() + 7 * 24 * 3600_000);
  try {
    const saved = await call<PageSettings>("editor", "PUT", settingsPath(page.id), { values: { ...page.values, online_from: from.toISOString(), online_to: to.toISOString() } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(await visitorStatus(address), 404, "before the window");
    assert.equal((await call("editor", "GET", "/de/pageeditor-api/page/ueber-uns/sommerfest")).status, 200, "editors see it");

    app.setNow(from);
    assert.equal(await visitorStatus(address), 200, "from the window's start (a cached 404 ended there)");
    assert.equal(await visitorStatus(address), 200, "again, now from the cache");
    assert.ok(await searchFinds("Sommerfest", address), "found by the search inside its window");

    app.setNow(to);
    assert.equal(await visitorStatus(address), 404, "at its end (the cached page ended there)");
    assert.equal((await app.getJson(`/de/pageeditor-api/page/ueber-uns/sommerfest`)).status, 404);
    assert.ok(!(await searchFinds("Sommerfest", address)), "not found by the search after its window");
  } finally {
    app.setNow(null);
  }
});
