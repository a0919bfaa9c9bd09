// The editors' hub's endpoints (shared/api/contract/dashboard.ts): only for editors and admins,
// input checked, and each part shows what happened — a save with its version link, windows that
// open in the next 14 days (not later), unread form entries, searches per day with those that found
// nothing (and nothing older than 30 days), the site's switches and the alert shown now.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { alerts, containers, formEntries, forms, pages, productions, searchQueryDays, users } from "../../server/db/schema.ts";
import { dashboardContract } from "../../shared/api/contract/dashboard.ts";
import type { DashboardSchedule, DashboardSite, PageActivity, SearchKeywords, UnreadFormEntries } from "../../shared/api/dashboard-types.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { berlinDay } from "../../shared/lib/berlin-time.ts";
import { moduleDefinition } from "../../src/modules/index.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { forgetCachedContent } from "../../server/services/content-cache.ts";

const app = sharedTestApp();
/** A token the app signed, fetched before the tests. */
let CSRF = "";
let editor = "";
let editorName = "";
let editorId = 0;

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  editor = await sessionCookie(app.db, "editor");
  const [row] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
  editorName = `${row.firstName} ${row.lastName}`.trim() || row.username;
  editorId = row.id;
});

/** Moves the app's clock; the editor gets a session that is valid at that time. */
async function clockAt(now: Date): Promise<void> {
  app.setNow(now);
  editor = `${SESSION_COOKIE}=${await createSession(app.db, editorId, now)}`;
}

async function call<T>(who: "editor" | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Cookie: [who ? editor : "", `csrftoken=${CSRF}`].filter(Boolean).join("; "), "Content-Type": "application/json", "X-CSRFToken": CSRF };
  const response = await fetch(app.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const section = (id: string, ...children: ModuleData[]): Section => ({ id, layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });
const heroFrom = (id: string, onlineFrom: Date): ModuleData => ({
  id,
  type: "hero_media",
  headline: `Hero ${id}`,
  text: "",
  button_text: "",
  button_link: "",
  sticky: false,
  video: "",
  image: null,
  online_from: onlineFrom.toISOString(),
  online_to: "",
});

let pageCount = 0;
async function newPage(sections: Section[] = []): Promise<{ id: number; slug: string; title: string }> {
  const slug = `hub-test-${++pageCount}`;
  const title = `Hub-Testseite ${pageCount}`;
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: slug, en: `${slug}-en` }, title: { de: title, en: `Hub test page ${pageCount}` }, content: { de: sections, en: [] } })
    .returning({ id: pages.id });
  return { id: row.id, slug, title };
}

test("every dashboard endpoint is 401 for visitors and answers editors", async () => {
  for (const [name, spec] of Object.entries(dashboardContract)) {
    const path = spec.path.replace(":lang", "de");
    const visitor = await call<{ error: string }>(null, "GET", path);
    assert.deepEqual([visitor.status, visitor.body.error], [401, "not_authenticated"], name);
    const answer = await call("editor", "GET", path);
    assert.equal(answer.status, 200, name);
  }
});

test("bad input is a 400 naming the field", async () => {
  const cases: [string, string][] = [
    ["/de/pageeditor-api/dashboard/activities/?limit=abc", "limit"],
    ["/de/pageeditor-api/dashboard/activities/?limit=0", "limit"],
    ["/de/pageeditor-api/dashboard/schedule/?days=61", "days"],
    ["/de/pageeditor-api/dashboard/form-entries/?limit=51", "limit"],
    ["/de/pageeditor-api/dashboard/search-keywords/?days=x", "days"],
    ["/xx/pageeditor-api/dashboard/site/", "lang"],
  ];
  for (const [path, field] of cases) {
    const answer = await call<{ error: string; field?: string; fields?: Record<string, string> }>("editor", "GET", path);
    assert.equal(answer.status, 400, path);
    assert.ok(answer.body.field === field || Object.keys(answer.body.fields ?? {}).includes(field), `${path}: ${JSON.stringify(answer.body)}`);
  }
});

test("an editor's save shows up first in the activities: who, what, when, and the link to that version", async () => {
  const page = await newPage();
  const saved = await call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${page.id}`, { base_version: null, sections: [] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const { status, body } = await call<PageActivity[]>("editor", "GET", "/de/pageeditor-api/dashboard/activities/?limit=5");
  assert.equal(status, 200);
  assert.ok(body.length <= 5);
  const [newest] = body;
  assert.equal(newest.action, "page.save");
  assert.equal(newest.action_label, "speicherte");
  assert.equal(newest.who, editorName);
  assert.equal(newest.object_title, page.title);
  assert.equal(newest.version_id, saved.body.version.id);
  assert.equal(newest.url, `/de/${page.slug}?v=${saved.body.version.id}`);
  assert.match(newest.at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/, "Berlin time");
  // The link opens that version for editors.
  const version = await fetch(app.url + newest.url!, { headers: { Cookie: editor } });
  assert.equal(version.status, 200);

  const english = await call<PageActivity[]>("editor", "GET", "/en/pageeditor-api/dashboard/activities/?limit=1");
  assert.equal(english.body[0].action_label, "saved");
  assert.equal(english.body[0].url, `/de/${page.slug}?v=${saved.body.version.id}`, "the version is in the language that was changed");
});

test("the schedule lists a module going online in 3 days, not one in 20 days", async () => {
  const now = new Date("2027-03-10T09:00:00Z");
  const day = 24 * 60 * 60 * 1000;
  const page = await newPage([section("s1", heroFrom("soon", new Date(now.getTime() + 3 * day)), heroFrom("later", new Date(now.getTime() + 20 * day)))]);
  await clockAt(now);
  try {
    const { status, body } = await call<DashboardSchedule>("editor", "GET", "/de/pageeditor-api/dashboard/schedule/");
    assert.equal(status, 200);
    assert.equal(body.days, 14);
    const mine = body.items.filter((item) => item.page_title === page.title);
    assert.deepEqual(
      mine.map((item) => [item.kind, item.change, item.at, item.url, item.lang]),
      [["module", "online", "2027-03-13T10:00:00+01:00", `/de/${page.slug}`, "de"]],
    );
    assert.equal(mine[0].label, moduleDefinition("hero_media")?.label.de, "the module type's label");
    // A longer look ahead finds the second one too.
    const month = await call<DashboardSchedule>("editor", "GET", "/de/pageeditor-api/dashboard/schedule/?days=30");
    assert.equal(month.body.items.filter((item) => item.page_title === page.title).length, 2);
    // Three days later the first one is online: it is no longer ahead.
    await clockAt(new Date(now.getTime() + 4 * day));
    const later = await call<DashboardSchedule>("editor", "GET", "/de/pageeditor-api/dashboard/schedule/");
    assert.deepEqual(later.body.items.filter((item) => item.page_title === page.title), []);
  } finally {
    app.setNow(null);
  }
});

test("a container's modules are scheduled too, and its writes link to the page that shows it", async () => {
  const now = new Date("2027-03-10T09:00:00Z");
  const [production] = await app.db.select().from(productions).limit(1);
  const slug = `production-${production.id}`;
  await app.db.insert(containers).values({ slug, contentType: "production", objectId: production.id, model: "productions.production", columns: { de: [], en: [section("c1", heroFrom("container-soon", new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000)))] } });
  const productionUrl = (lang: string) => `/${lang}/${lang === "de" ? "produktionen" : "productions"}/${production.slug[lang as "de" | "en"]}/${production.id}`;
  await clockAt(now);
  try {
    const { body } = await call<DashboardSchedule>("editor", "GET", "/de/pageeditor-api/dashboard/schedule/");
    const item = body.items.find((entry) => entry.page_title === production.title.en);
    assert.ok(item, JSON.stringify(body.items));
    assert.deepEqual([item.change, item.lang, item.url], ["online", "en", productionUrl("en")]);
  } finally {
    app.setNow(null);
  }
  const saved = await call("editor", "PUT", `/de/pageeditor-api/container/by-slug/${slug}`, { base_version: 1, sections: [] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const { body } = await call<PageActivity[]>("editor", "GET", "/de/pageeditor-api/dashboard/activities/?limit=1");
  assert.deepEqual([body[0].action, body[0].object_title, body[0].url, body[0].version_id], ["container.save", production.title.de, productionUrl("de"), null]);
});

test("a new form entry is listed as unread, linking to its admin view", async () => {
  const [form] = await app.db.select().from(forms).limit(1);
  const before = await call<UnreadFormEntries>("editor", "GET", "/de/pageeditor-api/dashboard/form-entries/");
  const [entry] = await app.db.insert(formEntries).values({ formId: form.id, lang: "de", fieldValues: {} }).returning();
  const { status, body } = await call<UnreadFormEntries>("editor", "GET", "/de/pageeditor-api/dashboard/form-entries/");
  assert.equal(status, 200);
  assert.equal(body.total, before.body.total + 1);
  const newest = body.newest.find((item) => item.id === entry.id);
  assert.ok(newest, JSON.stringify(body));
  assert.deepEqual([newest.form_id, newest.form_title, newest.url], [form.id, form.title.de, `/admin/forms/${form.id}/entries/${entry.id}`]);
  assert.ok(body.forms.some((row) => row.form_id === form.id && row.unread >= 1));

  // Once read (the admin's view sets read_at) it is gone.
  await app.db.update(formEntries).set({ readAt: new Date() }).where(eq(formEntries.id, entry.id));
  const after = await call<UnreadFormEntries>("editor", "GET", "/de/pageeditor-api/dashboard/form-entries/");
  assert.equal(after.body.total, before.body.total);
  assert.equal(after.body.newest.some((item) => item.id === entry.id), false);
});

test("searches are counted per Berlin day with those that found nothing; 31 days ago is outside the list", async () => {
  const now = new Date("2027-05-20T22:30:00Z"); // already 21 May in Berlin (CEST)
  const search = (query: string) => call(null, "GET", `/de/api/search/?query=${encodeURIComponent(query)}`);
  app.setNow(new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000));
  try {
    for (let i = 0; i < 5; i++) assert.equal((await search("Xylophonwald")).status, 200);
    await clockAt(now);
    assert.equal((await search("Zauberflöte")).status, 200);
    assert.equal((await search("  QUASTENFLOSSER  ")).status, 200);
    assert.equal((await search("quastenflosser")).status, 200);

    const [row] = await app.db
      .select()
      .from(searchQueryDays)
      .where(and(eq(searchQueryDays.query, "quastenflosser"), eq(searchQueryDays.lang, "de")));
    assert.deepEqual([row.day, row.count, row.emptyCount], ["2027-05-21", 2, 2]);
    assert.equal(berlinDay(now), "2027-05-21");

    const { status, body } = await call<SearchKeywords>("editor", "GET", "/de/pageeditor-api/dashboard/search-keywords/");
    assert.equal(status, 200);
    assert.deepEqual([body.from, body.to], ["2027-04-22", "2027-05-21"]);
    assert.ok(body.top.some((term) => term.query === "zauberflöte" && term.count === 1), JSON.stringify(body.top));
    assert.ok(body.empty.some((term) => term.query === "quastenflosser" && term.count === 2), JSON.stringify(body.empty));
    assert.equal(body.empty.some((term) => term.query === "zauberflöte"), false, "a search that found something is not among the empty ones");
    assert.equal(body.top.some((term) => term.query === "xylophonwald"), false, "31 days ago is outside the last 30 days");
    assert.equal(body.empty.some((term) => term.query === "xylophonwald"), false);
    assert.ok(body.top.length <= 10 && body.empty.length <= 10);
  } finally {
    app.setNow(null);
  }
});

test("the site state names the switches and the alert shown now", async () => {
  const [alert] = await app.db
    .insert(alerts)
    .values({ title: { de: "Hub-Testhinweis", en: "Hub test alert" }, isActive: true, createdAt: new Date(Date.now() + 60_000) })
    .returning();
  // Written behind the app's back: its kept alerts learn of it as from another process's NOTIFY.
  forgetCachedContent();
  try {
    const { status, body } = await call<DashboardSite>("editor", "GET", "/en/pageeditor-api/dashboard/site/");
    assert.equal(status, 200);
    assert.deepEqual(body, { is_site_online: true, is_shop_online: true, shop_system: { kind: "built-in" }, alert: { id: alert.id, title: "Hub test alert" } });
  } finally {
    await app.db.delete(alerts).where(eq(alerts.id, alert.id));
    forgetCachedContent();
  }
});

test("activities: a write in the admin reads as words with the way to the item's form", async () => {
  const values = { name: { de: "Hubprobe", en: "" }, slug: "hubprobe", show_in_filter: false, position: 3 };
  const created = await call<{ id: number }>("editor", "POST", "/de/admin-api/content/exhibition-types/", { values });
  assert.equal(created.status, 201);
  const { body } = await call<PageActivity[]>("editor", "GET", "/de/pageeditor-api/dashboard/activities/?limit=5");
  const newest = body.find((activity) => activity.action === "exhibition-types.create")!;
  assert.ok(newest, JSON.stringify(body.map((activity) => activity.action)));
  assert.equal(newest.action_label, "legte an (Sparte):");
  assert.equal(newest.object_title, "Hubprobe");
  assert.equal(newest.url, `/admin/exhibition-types/${created.body.id}`);
  const english = await call<PageActivity[]>("editor", "GET", "/en/pageeditor-api/dashboard/activities/?limit=5");
  assert.equal(english.body.find((activity) => activity.id === newest.id)?.action_label, "created (Exhibition type):");
});
