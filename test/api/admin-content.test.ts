// The backend admin's content calls (shared/api/contract/admin.ts): who may call them, the checks of
// each type's definition (400 naming every failing field, nothing written), search, sort and paging,
// "where is it used" and the refused delete, and that a save reaches the site at once.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, count, eq } from "drizzle-orm";
import { activityLog, rooms, tags, venues } from "../../server/db/schema.ts";
import { adminContract, type AdminFailure, type AdminItem, type AdminList } from "../../shared/api/contract/admin.ts";
import { pagesResource } from "../../src/admin/resources/pages.ts";
import { productionsResource } from "../../src/admin/resources/productions.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});
const call = <T,>(who: Who, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) => caller.call<T>(who, method, path, body, options);

type Invalid = { error: string; field: string; reason: string; failures: AdminFailure[] };

const venueValues = (slug: string, overrides: Record<string, unknown> = {}) => ({
  name: { de: `Studiobühne ${slug}`, en: `Studio stage ${slug}` },
  slug: { de: slug, en: slug },
  description: { de: "<p>Klein und fein.</p>", en: "" },
  street: "Probengasse 3",
  postal_code: "37514",
  city: "Lindenau",
  image: null,
  is_online: true,
  ...overrides,
});

test("every admin call is 401 for visitors; each write without the CSRF header is 403 for editors", async () => {
  for (const [name, spec] of Object.entries(adminContract)) {
    const path = spec.path.replace(":lang", "de").replace(":resource", "venues").replace(":id", "1");
    const body = spec.method === "GET" ? undefined : { values: {} };
    const visitor = await call<{ error: string }>(null, spec.method, path, body);
    assert.equal(visitor.status, 401, `visitor ${name}`);
    if (spec.method === "GET") continue;
    const noHeader = await call<{ error: string }>("editor", spec.method, path, body, { csrf: false });
    assert.equal(noHeader.status, 403, `editor without CSRF ${name}`);
  }
});

test("an editor creates a venue, finds it in the list, changes it, and visitors see it at once", async () => {
  const created = await call<AdminItem>("editor", "POST", "/de/admin-api/content/venues/", { values: venueValues("studio-nord") });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.title, "Studiobühne studio-nord");
  assert.equal(created.body.site_url, `/de/venues/studio-nord/${created.body.id}`);
  assert.deepEqual(created.body.usage, []);
  const page = await fetch(app.url + created.body.site_url!);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Studiobühne studio-nord/);

  const found = await call<AdminList>("editor", "GET", "/de/admin-api/content/venues/?q=studio-nord");
  assert.equal(found.status, 200);
  assert.deepEqual(found.body.results.map((row) => row.id), [created.body.id]);
  assert.equal(found.body.results[0].cells.city, "Lindenau");
  assert.equal(found.body.results[0].cells.is_online, "ja");

  const changed = await call<AdminItem>("editor", "PUT", `/en/admin-api/content/venues/${created.body.id}/`, { values: venueValues("studio-nord", { city: "Altstadt", description: { de: '<p onclick="x()">Neu<script>alert(1)</script></p>', en: "" } }) });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.equal(changed.body.title, "Studio stage studio-nord");
  assert.deepEqual(changed.body.values.description, { de: "<p>Neu</p>", en: "" });
  const [logged] = await app.db.select({ count: count() }).from(activityLog).where(and(eq(activityLog.objectKind, "venues"), eq(activityLog.objectId, created.body.id)));
  assert.equal(logged.count, 2);
});

test("values that fail the definition are a 400 naming each field, and nothing is written", async () => {
  const [before] = await app.db.select({ count: count() }).from(venues);
  const answer = await call<Invalid>("editor", "POST", "/de/admin-api/content/venues/", { values: venueValues("Kein Slug!", { name: { de: "", en: "x" }, city: "y".repeat(101), extra: 1 }) });
  assert.equal(answer.status, 400);
  assert.equal(answer.body.error, "invalid_input");
  const fields = answer.body.failures.map((failure) => failure.field).sort();
  assert.deepEqual(fields, ["city", "extra", "name.de", "slug.de", "slug.en"]);
  assert.match(answer.body.failures.find((failure) => failure.field === "name.de")!.reason, /required/);
  const [after] = await app.db.select({ count: count() }).from(venues);
  assert.equal(after.count, before.count);
});

test("a slug that another item has is a 400 at that field", async () => {
  const values = { name: { de: "Performance", en: "Performance" }, slug: "performance-test", show_in_filter: true, position: 9 };
  assert.equal((await call("editor", "POST", "/de/admin-api/content/exhibition-types/", { values })).status, 201);
  const again = await call<Invalid>("editor", "POST", "/de/admin-api/content/exhibition-types/", { values });
  assert.equal(again.status, 400);
  assert.equal(again.body.field, "values.slug");
});

test("a venue that rooms still use cannot be deleted: 409 with the usage; an unused one is deleted", async () => {
  const [room] = await app.db.select({ venueId: rooms.venueId }).from(rooms).limit(1);
  const refused = await call<{ error: string; usage: { where: string; count: number }[] }>("editor", "DELETE", `/de/admin-api/content/venues/${room.venueId}/`);
  assert.equal(refused.status, 409);
  assert.ok(refused.body.usage.some((entry) => entry.where === "Säle" && entry.count > 0), JSON.stringify(refused.body.usage));
  assert.equal((await app.db.select().from(venues).where(eq(venues.id, room.venueId))).length, 1);

  const spare = await call<AdminItem>("editor", "POST", "/de/admin-api/content/venues/", { values: venueValues("abriss") });
  const deleted = await call("editor", "DELETE", `/de/admin-api/content/venues/${spare.body.id}/`);
  assert.equal(deleted.status, 200);
  assert.equal((await call("editor", "GET", `/de/admin-api/content/venues/${spare.body.id}/`)).status, 404);
});

test("rooms show their venue by name; lists sort and page", async () => {
  const list = await call<AdminList>("editor", "GET", "/de/admin-api/content/rooms/?sort=-capacity");
  assert.equal(list.status, 200);
  const capacities = list.body.results.map((row) => Number(row.cells.capacity));
  assert.deepEqual(capacities, [...capacities].sort((a, b) => b - a));
  assert.ok(list.body.results.every((row) => row.cells.venue && !row.cells.venue.startsWith("#")));
  const options = await call<{ id: number; title: string }[]>("editor", "GET", "/de/admin-api/content/venues/options/");
  assert.ok(options.body.length > 0 && options.body.every((option) => option.title));
  const beyond = await call<AdminList>("editor", "GET", "/de/admin-api/content/rooms/?page=999");
  assert.equal(beyond.body.page, beyond.body.pages);
});

test("redirects are for admins: an editor gets 403 and nothing is written", async () => {
  const values = { old_path: "/de/alte-adresse", new_path: "/de/spielplan" };
  const editor = await call<{ error: string }>("editor", "POST", "/de/admin-api/content/redirects/", { values });
  assert.equal(editor.status, 403);
  assert.equal((await call("editor", "GET", "/de/admin-api/content/redirects/")).status, 403);
  const admin = await call<AdminItem>("admin", "POST", "/de/admin-api/content/redirects/", { values });
  assert.equal(admin.status, 201);
  const followed = await fetch(app.url + "/de/alte-adresse", { redirect: "manual" });
  assert.equal(followed.status, 301);
  assert.equal(followed.headers.get("location"), "/de/spielplan");
});

test("unknown types are 404; bad sort, page or values are 400", async () => {
  assert.equal((await call("editor", "GET", "/de/admin-api/content/nothing/")).status, 404);
  assert.equal((await call("editor", "GET", "/de/admin-api/content/venues/?sort=name;drop")).status, 400);
  assert.equal((await call("editor", "GET", "/de/admin-api/content/venues/?page=0")).status, 400);
  assert.equal((await call("editor", "POST", "/de/admin-api/content/venues/", { values: "x" })).status, 400);
  assert.equal((await call("editor", "GET", "/de/admin-api/content/venues/99999999999/")).status, 400);
});

test("a production saved in the admin is in the site search at once, with its new title, and leaves it when offline", async () => {
  const values = { ...productionsResource.defaults, is_online: true, title: { de: "Quaxelbrumm", en: "Quaxelbrumm" }, slug: { de: "quaxelbrumm", en: "quaxelbrumm" } };
  const search = async (query: string) => (await app.getJson<{ results: { title: string }[] }>(`/de/api/search/others/?query=${query}`)).body.results.map((hit) => hit.title);
  const created = await call<AdminItem>("editor", "POST", "/de/admin-api/content/productions/", { values });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.deepEqual(await search("Quaxelbrumm"), ["Quaxelbrumm"]);
  await call("editor", "PUT", `/de/admin-api/content/productions/${created.body.id}/`, { values: { ...values, title: { de: "Brummquaxel", en: "" } } });
  assert.deepEqual(await search("Quaxelbrumm"), []);
  assert.deepEqual(await search("Brummquaxel"), ["Brummquaxel"]);
  await call("editor", "PUT", `/de/admin-api/content/productions/${created.body.id}/`, { values: { ...values, title: { de: "Brummquaxel", en: "" }, is_online: false } });
  assert.deepEqual(await search("Brummquaxel"), []);
});

test("tags are ticked from their own vocabulary; a missing or foreign item is a 400 at the field, never a database error", async () => {
  const [productionTag] = await app.db.select().from(tags).where(eq(tags.scope, "production")).limit(1);
  const [eventTag] = await app.db.select().from(tags).where(eq(tags.scope, "event")).limit(1);
  const list = await call<AdminList>("editor", "GET", "/de/admin-api/content/productions/");
  const production = await call<AdminItem>("editor", "GET", `/de/admin-api/content/productions/${list.body.results[0].id}/`);
  const path = `/de/admin-api/content/productions/${production.body.id}/`;
  const tagged = await call<AdminItem>("editor", "PUT", path, { values: { ...production.body.values, tags: [productionTag.id] } });
  assert.equal(tagged.status, 200, JSON.stringify(tagged.body));
  assert.deepEqual(tagged.body.values.tags, [productionTag.id]);
  for (const [values, field] of [
    [{ tags: [eventTag.id] }, "tags"],
    [{ tags: [productionTag.id, productionTag.id] }, "tags"],
    [{ season: 99_999 }, "season"],
    [{ image: 99_999 }, "image"],
  ] as const) {
    const refused = await call<Invalid>("editor", "PUT", path, { values: { ...production.body.values, ...values } });
    assert.equal(refused.status, 400, `${field}: ${JSON.stringify(refused.body)}`);
    assert.equal(refused.body.field, `values.${field}`);
  }
  const room = await call<Invalid>("editor", "POST", "/de/admin-api/content/rooms/", { values: { name: { de: "Foyer", en: "" }, venue: 99_999, capacity: 10, show_in_filter: false, position: 0 } });
  assert.equal(room.status, 400);
  assert.equal(room.body.field, "values.venue");
  const untagged = await call<AdminItem>("editor", "PUT", path, { values: { ...production.body.values, tags: [] } });
  assert.deepEqual(untagged.body.values.tags, []);
});

test("pages: a path sits below the parent's; moving a page carries the pages below and redirects the old addresses", async () => {
  const list = await call<AdminList>("editor", "GET", "/de/admin-api/content/pages/?q=ueber-uns");
  const about = list.body.results.find((row) => row.cells.path === "ueber-uns")!;
  const page = (values: Record<string, unknown>) => ({
    ...pagesResource.defaults,
    title: { de: "Werkstattbuch", en: "Workshop book" },
    parent: about.id,
    path: { de: "ueber-uns/werkstattbuch", en: "about-us/workshop-book" },
    is_online: true,
    ...values,
  });
  const misplaced = await call<Invalid>("editor", "POST", "/de/admin-api/content/pages/", { values: page({ path: { de: "spielplan/werkstattbuch", en: "workshop-book" } }) });
  assert.equal(misplaced.status, 400);
  assert.deepEqual(misplaced.body.failures.map((failure) => failure.field).sort(), ["path.de", "path.en"]);

  const parent = await call<AdminItem>("editor", "POST", "/de/admin-api/content/pages/", { values: page({}) });
  assert.equal(parent.status, 201, JSON.stringify(parent.body));
  const child = await call<AdminItem>("editor", "POST", "/de/admin-api/content/pages/", {
    values: page({ title: { de: "Kapitel eins", en: "Chapter one" }, parent: parent.body.id, path: { de: "ueber-uns/werkstattbuch/kapitel-1", en: "about-us/workshop-book/chapter-1" } }),
  });
  assert.equal(child.status, 201, JSON.stringify(child.body));
  assert.equal((await fetch(app.url + "/de/ueber-uns/werkstattbuch/kapitel-1")).status, 200);

  const cycle = await call<Invalid>("editor", "PUT", `/de/admin-api/content/pages/${parent.body.id}/`, { values: page({ parent: child.body.id, path: { de: "ueber-uns/werkstattbuch/kapitel-1/x", en: "about-us/workshop-book/chapter-1/x" } }) });
  assert.equal(cycle.status, 400);
  assert.equal(cycle.body.field, "values.parent");

  const moved = await call<AdminItem>("editor", "PUT", `/de/admin-api/content/pages/${parent.body.id}/`, { values: page({ path: { de: "ueber-uns/werkbuch", en: "about-us/workshop-book" } }) });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  const movedChild = await call<AdminItem>("editor", "GET", `/de/admin-api/content/pages/${child.body.id}/`);
  assert.deepEqual(movedChild.body.values.path, { de: "ueber-uns/werkbuch/kapitel-1", en: "about-us/workshop-book/chapter-1" });
  const old = await fetch(app.url + "/de/ueber-uns/werkstattbuch/kapitel-1", { redirect: "manual" });
  assert.equal(old.status, 301);
  assert.equal(old.headers.get("location"), "/de/ueber-uns/werkbuch/kapitel-1");
  assert.equal((await fetch(app.url + "/de/ueber-uns/werkbuch/kapitel-1")).status, 200);

  const refused = await call<{ usage: { where: string }[] }>("editor", "DELETE", `/de/admin-api/content/pages/${parent.body.id}/`);
  assert.equal(refused.status, 409, "a page with pages below stays");
  assert.equal((await call("editor", "DELETE", `/de/admin-api/content/pages/${child.body.id}/`)).status, 200);
  assert.equal((await call("editor", "DELETE", `/de/admin-api/content/pages/${parent.body.id}/`)).status, 200);
});
