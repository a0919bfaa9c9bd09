// The page editor API's reads (spec §7): user, nav, page/{path} with version_id, container by slug,
// redirect and settings.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { containers, pageVersions, pages, users } from "../../server/db/schema.ts";
import { createSession } from "../../server/services/sessions.ts";
import type { Navigation, PageData, RedirectEntry, SiteSettings } from "../../shared/api/types.ts";
import type { ContainerData, EditorUser } from "../../shared/api/content-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let editorSession: Promise<{ cookie: string; email: string }> | undefined;

/** A session of the demo editor, made once per file (after the app has started). */
function editor(): Promise<{ cookie: string; email: string }> {
  editorSession ??= (async () => {
    const [row] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
    return { cookie: `sessionid=${await createSession(app.db, row.id, new Date())}`, email: row.email };
  })();
  return editorSession;
}

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(app.url + path, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

test("GET /:lang/pageeditor-api/user: answers the logged-in editor", async () => {
  const { status, body } = await get<EditorUser>("/de/pageeditor-api/user", { Cookie: (await editor()).cookie });
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), [
    "admin_menus",
    "email",
    "first_name",
    "has_dashboard_online_access",
    "id",
    "is_admin",
    "last_name",
    "username",
  ]);
  assert.equal(body.email, (await editor()).email);
  assert.equal(body.admin_menus[0].title, "Verwaltung");
  const english = await get<EditorUser>("/en/pageeditor-api/user", { Cookie: (await editor()).cookie });
  assert.equal(english.body.admin_menus[0].title, "Administration");
});

test("GET /:lang/pageeditor-api/user: is a 401 with a JSON body for visitors, and 400 for an unknown language", async () => {
  const { status, body } = await get<{ error: string; login_url: string }>("/en/pageeditor-api/user");
  assert.equal(status, 401);
  assert.equal(body.error, "not_authenticated");
  assert.equal(body.login_url, "/en/login");
  const bad = await get<{ field: string }>("/xx/pageeditor-api/user", { Cookie: (await editor()).cookie });
  assert.deepEqual([bad.status, bad.body.field], [400, "lang"]);
});

test("GET /:lang/pageeditor-api/nav: answers menus and footer links in the request's language", async () => {
  const { status, body } = await get<Navigation>("/de/pageeditor-api/nav");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["footer", "menu"]);
  assert.deepEqual(Object.keys(body.menu).sort(), ["primary", "secondary"]);
  assert.ok(body.menu.primary.length > 0);
  for (const item of body.menu.primary) assert.deepEqual(Object.keys(item).sort(), ["children", "has_tab_navigation", "menu_name", "url"]);
  for (const link of body.footer) assert.ok(link.title && link.url);
  const english = await get<Navigation>("/en/pageeditor-api/nav");
  assert.ok(english.body.menu.primary.some((item) => item.url.startsWith("/en")));
  assert.equal((await get("/fr/pageeditor-api/nav")).status, 400);
});

test("GET /:lang/pageeditor-api/page/{path}: answers the page with spec §3's fields; the home page has the empty path", async () => {
  const { status, body } = await get<PageData>("/de/pageeditor-api/page/ueber-uns");
  assert.equal(status, 200);
  for (const key of ["id", "urls", "content_type", "title", "headline", "is_online", "is_clickable", "in_menu", "in_footer", "meta_title", "meta_description", "og_title", "og_description", "og_image", "og_type", "modules", "settings_url", "parent", "is_landing_page"]) {
    assert.ok(key in body, key);
  }
  assert.equal(body.urls.de, "/de/ueber-uns");
  const home = await get<PageData>("/en/pageeditor-api/page/");
  assert.equal(home.status, 200);
  assert.equal(home.body.urls.en, "/en");
  assert.equal((await get("/de/pageeditor-api/page/gibt-es-nicht")).status, 404);
});

test("GET /:lang/pageeditor-api/page/{path}: version_id shows a stored version to editors; visitors get the published page", async () => {
  const [page] = await app.db.select().from(pages).where(sql`${pages.path}->>'de' = 'ueber-uns'`);
  const draft: Section[] = [];
  const [version] = await app.db
    .insert(pageVersions)
    .values({ pageId: page.id, title: { de: "Entwurf", en: "Draft" }, content: { de: draft, en: draft }, isPublished: false })
    .returning();
  const visitor = await get<PageData>(`/de/pageeditor-api/page/ueber-uns?version_id=${version.id}`);
  assert.equal(visitor.status, 200);
  assert.equal(visitor.body.title, page.title.de);
  assert.equal(visitor.body.version_id, null);
  const asEditor = await get<PageData>(`/de/pageeditor-api/page/ueber-uns?version_id=${version.id}`, { Cookie: (await editor()).cookie });
  assert.equal(asEditor.body.title, "Entwurf");
  assert.equal(asEditor.body.version_id, version.id);
  assert.deepEqual(asEditor.body.modules, []);
});

test("GET /:lang/pageeditor-api/page/{path}: a version_id that is not a number is a 400 naming it", async () => {
  const bad = await get<{ field: string }>("/de/pageeditor-api/page/ueber-uns?version_id=neu");
  assert.deepEqual([bad.status, bad.body.field], [400, "version_id"]);
});

const columns = (text: string): Section[] => [
  {
    id: "s1",
    layout: "50-50",
    extra_class: "",
    columns: [
      { index: 0, classes: "col-6", children: [{ id: "m1", type: "text", content: `<p>${text}</p>` }] },
      { index: 1, classes: "col-6", children: [{ id: "m2", type: "hero_media", headline: "…", online_from: "2999-01-01T00:00:00Z" }] },
    ],
  },
];

test("GET /:lang/pageeditor-api/container/by-slug/{slug}: answers the container with its columns in the request's language", async () => {
  await app.db.insert(containers).values({
    slug: "event-42-extra",
    parent: "event-42",
    contentType: "event",
    objectId: 42,
    model: "events.event",
    columns: { de: columns("Hallo"), en: columns("Hello") },
  });
  const { status, body } = await get<ContainerData>("/en/pageeditor-api/container/by-slug/event-42-extra");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["columns", "content_type", "id", "model", "object_id", "parent", "sections", "slug", "version"]);
  assert.equal(body.version, 1, "the base a first save names");
  assert.deepEqual([body.slug, body.parent, body.content_type, body.object_id, body.model], ["event-42-extra", "event-42", "event", 42, "events.event"]);
  assert.deepEqual(body.columns.map((column) => Object.keys(column).sort()), [["children", "classes", "index"], ["children", "classes", "index"]]);
  assert.equal(body.columns[0].children[0].content, "<p>Hello</p>");
  assert.equal(body.columns[1].children.length, 0, "a module before its online window is hidden from visitors");
  const asEditor = await get<ContainerData>("/de/pageeditor-api/container/by-slug/event-42-extra", { Cookie: (await editor()).cookie });
  assert.equal(asEditor.body.columns[0].children[0].content, "<p>Hallo</p>");
  assert.equal(asEditor.body.columns[1].children.length, 1, "editors see every module");
});

test("GET /:lang/pageeditor-api/container/by-slug/{slug}: an unknown slug is a 404, a malformed one a 400", async () => {
  const missing = await get<{ error: string }>("/de/pageeditor-api/container/by-slug/gibt-es-nicht");
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error, "container not found");
  const bad = await get<{ field: string }>("/de/pageeditor-api/container/by-slug/a.b");
  assert.deepEqual([bad.status, bad.body.field], [400, "slug"]);
});

test("GET /:lang/pageeditor-api/redirect: lists old and new paths of the language's part of the site", async () => {
  const { status, body } = await get<RedirectEntry[]>("/de/pageeditor-api/redirect");
  assert.equal(status, 200);
  assert.ok(body.length > 0);
  for (const entry of body) {
    assert.deepEqual(Object.keys(entry).sort(), ["new_path", "old_path"]);
    assert.match(entry.old_path, /^\/de(\/|$)/);
  }
  const english = await get<RedirectEntry[]>("/en/pageeditor-api/redirect");
  for (const entry of english.body) assert.match(entry.old_path, /^\/en(\/|$)/);
  assert.equal((await get("/es/pageeditor-api/redirect")).status, 400);
});

test("GET /pageeditor-api/settings: answers the switches and the custom HTML codes; unknown parameters are ignored", async () => {
  const { status, body } = await get<SiteSettings>("/pageeditor-api/settings?lang=xx");
  assert.equal(status, 200);
  assert.equal(body.is_site_online, true);
  assert.equal(typeof body.is_shop_online, "boolean");
  for (const key of ["html_header", "html_footer_top", "html_footer_bottom", "html_footer_logos"] as const) assert.equal(typeof body[key].code, "string");
});
