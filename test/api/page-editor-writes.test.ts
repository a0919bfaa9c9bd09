// The page editor's writes and finders (shared/api/contract/page-editor.ts, DESIGN "Editor"): save
// with validation, sanitizing and the stale check, versions and restore, containers, the copy
// buffer, presence, the link and image finders, and who may call them.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, desc, eq } from "drizzle-orm";
import { activityLog, pageDrafts, pageVersions, pages, productions } from "../../server/db/schema.ts";
import { pageEditorContract } from "../../shared/api/contract/page-editor.ts";
import type { ContainerData, SearchResults } from "../../shared/api/content-types.ts";
import type { ClipboardAnswer, InvalidContentBody, LinkTarget, PageSaved, PageVersionDetail, PageVersionSummary, PresenceAnswer, StaleSaveBody } from "../../shared/api/editor-types.ts";
import type { ModuleData, PageContent, Section } from "../../shared/api/page-content.ts";
import type { PageData } from "../../shared/api/types.ts";
import type { PublishingAnswer } from "../../shared/api/page-draft-types.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
const names: { editor: string; admin: string } = { editor: "", admin: "" };

before(async () => {
  caller = await sessionCaller(app);
  names.editor = caller.nameOf("editor");
  names.admin = caller.nameOf("admin");
});

const call = <T,>(who: Who, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) => caller.call<T>(who, method, path, body, options);

const headline = (id: string, content: string): ModuleData => ({ id, type: "headline", headline_level: 2, preline: "", content, subline: "", anchor: "" });
const text = (id: string, content: string): ModuleData => ({ id, type: "text", content, anchor: "", decrease_distance: false });
const section = (id: string, ...children: ModuleData[]): Section => ({ id, layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });

let pageCount = 0;
/** A fresh online page without versions, so each test starts from a known state. */
async function newPage(content: PageContent = { de: [], en: [] }): Promise<number> {
  const slug = `editor-write-test-${++pageCount}`;
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: slug, en: `${slug}-en` }, title: { de: `Testseite ${pageCount}`, en: `Test page ${pageCount}` }, content })
    .returning({ id: pages.id });
  return row.id;
}

/** What a save answers: the new version, or (400/409) an error with the failures or the newer version. */
type SaveAnswer = Omit<InvalidContentBody, "error"> & Omit<StaleSaveBody, "error"> & PageSaved & { error: string };

const save = (who: Who, pageId: number, base: number | null, sections: unknown, lang = "de") =>
  call<SaveAnswer>(who, "PUT", `/${lang}/pageeditor-api/page-content/${pageId}`, { base_version: base, sections });

/** The sections a page's draft holds in `lang` (what a save writes; visitors see `pages.content`). */
async function draftOf(pageId: number, lang: "de" | "en" = "de"): Promise<Section[]> {
  const [row] = await app.db.select({ content: pageDrafts.content }).from(pageDrafts).where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.lang, lang)));
  assert.ok(row, `page ${pageId} has a draft in ${lang}`);
  return row.content;
}

const publish = (who: Who, pageId: number, base: number | null, lang = "de") =>
  call<PublishingAnswer>(who, "POST", `/${lang}/pageeditor-api/page-publishing/${pageId}/publish`, { base_version: base });

/** A path of the contract with sample values for its parameters. */
const samplePath = (path: string) => path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) => ({ lang: "de", slug: "some-container" })[name] ?? "1");

test("every page editor call is 401 for visitors, and each write without the CSRF header is 403 for editors too", async () => {
  for (const [name, spec] of Object.entries(pageEditorContract)) {
    const path = samplePath(spec.path) + (spec.method === "GET" ? "?query=x" : "");
    const body = spec.method === "GET" ? undefined : {};
    const visitor = await call<{ error: string }>(null, spec.method, path, body);
    assert.equal(visitor.status, 401, `visitor ${name}`);
    assert.equal(visitor.body.error, "not_authenticated", name);
    if (spec.method === "GET") continue;
    const noHeader = await call<{ error: string }>("editor", spec.method, path, body, { csrf: false });
    assert.equal(noHeader.status, 403, `editor without CSRF ${name}`);
  }
});

test("a module that fails its definition is a 400 naming the field, and nothing is written", async () => {
  const pageId = await newPage();
  const { status, body } = await save("editor", pageId, null, [section("s1", headline("h1", "Da"), headline("h2", ""))]);
  assert.equal(status, 400);
  assert.equal(body.error, "invalid_input");
  assert.equal(body.field, "sections.h2.content");
  assert.ok(body.reason);
  assert.deepEqual(
    body.failures.map((failure) => [failure.section, failure.module, failure.field]),
    [["s1", "h2", "content"]],
  );
  const unknownType = await save("editor", pageId, null, [section("s1", { id: "x1", type: "marquee" })]);
  assert.deepEqual([unknownType.status, unknownType.body.field], [400, "sections.x1.type"]);
  const badLayout = await save("editor", pageId, null, [{ ...section("s1"), layout: "10-90" }]);
  assert.equal(badLayout.status, 400);
  assert.match(badLayout.body.field, /^sections\.s1\.layout/);
  const versions = await app.db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId));
  assert.equal(versions.length, 0);
});

test("rich text is stored clean: no script, no event handlers, no javascript: links; allowed markup stays", async () => {
  const pageId = await newPage();
  const dirty =
    '<p onclick="steal()">Hallo <strong>Welt</strong><script>alert(1)</script><img src="x" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">böse</a> <a href="/de/spielplan" target="_blank">Spielplan</a> <a href="mailto:kasse@kulisse.example">Kasse</a></p>' +
    '<ul><li><em>eins</em></li></ul><iframe src="https://evil.example"></iframe>';
  const { status } = await save("editor", pageId, null, [section("s1", text("t1", dirty))]);
  assert.equal(status, 200);
  const stored = String((await draftOf(pageId))[0].columns[0].children[0].content);
  for (const bad of ["<script", "alert(1)", "onerror", "onclick", "javascript:", "<img", "<iframe"]) assert.ok(!stored.includes(bad), `${bad} in ${stored}`);
  for (const good of ["<strong>Welt</strong>", 'href="/de/spielplan"', 'target="_blank"', 'rel="noopener noreferrer"', 'href="mailto:kasse@kulisse.example"', "<ul><li><em>eins</em></li></ul>"]) {
    assert.ok(stored.includes(good), `${good} missing in ${stored}`);
  }
});

test("a save goes to the draft: visitors and the site search keep the published page until it is published, then get it; the other language stays", async () => {
  const editorView = await call<PageData>("editor", "GET", "/de/pageeditor-api/page/ueber-uns");
  assert.equal(editorView.status, 200);
  const head = editorView.body.head_version;
  assert.ok(head, "editors get the newest version as the base of their save");
  assert.equal(editorView.body.draft, null, "no draft yet");
  const anonymousBefore = await call<PageData>(null, "GET", "/de/pageeditor-api/page/ueber-uns");
  assert.equal(anonymousBefore.body.head_version, null, "visitors get no version");
  const [before] = await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, editorView.body.id));

  const sections = [...before.content.de, section("quasten", headline("quasten-h", "Der Quastenflosser kommt"), text("quasten-t", "<p>Ein Fisch im Foyer.</p>"))];
  const saved = await save("editor", editorView.body.id, head.id, sections);
  assert.equal(saved.status, 200);
  assert.equal(saved.body.version.author, names.editor);
  assert.deepEqual(saved.body.version.changes, { added: 2, removed: 0, moved: 0, changed: 0, sections: 1 });
  assert.equal(saved.body.version.restored_from, null);
  assert.deepEqual([saved.body.version.lang, saved.body.version.kind, saved.body.version.number], ["de", "draft", head.number + 1]);

  // Visitors (even with ?draft=1) and the search keep the published page.
  for (const path of ["/de/pageeditor-api/page/ueber-uns", "/de/pageeditor-api/page/ueber-uns?draft=1"]) {
    const visitor = await call<PageData>(null, "GET", path);
    assert.ok(!JSON.stringify(visitor.body.modules).includes("Quastenflosser"), path);
    assert.equal(visitor.body.draft, null, "visitors learn nothing of a draft");
  }
  const searchBefore = await call<SearchResults>(null, "GET", "/de/api/search/?query=Quastenflosser");
  assert.ok(!searchBefore.body.results.some((hit) => hit.url === "/de/ueber-uns"), "a draft is not searchable");
  const [unchanged] = await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, editorView.body.id));
  assert.deepEqual(unchanged.content, before.content);

  // Editors get the draft's state, and its sections when they ask for the draft (edit mode, preview).
  const editorPublished = await call<PageData>("editor", "GET", "/de/pageeditor-api/page/ueber-uns");
  assert.ok(!JSON.stringify(editorPublished.body.modules).includes("Quastenflosser"), "without ?draft an editor sees what visitors see");
  const editorDraft = await call<PageData>("editor", "GET", "/de/pageeditor-api/page/ueber-uns?draft=1");
  assert.ok(JSON.stringify(editorDraft.body.modules).includes("Quastenflosser"));
  assert.equal(editorDraft.body.draft?.author, names.editor);
  assert.equal(editorDraft.body.draft?.publish_at, null);
  assert.equal(editorDraft.body.head_version?.id, saved.body.version.id);

  const [version] = await app.db.select().from(pageVersions).where(eq(pageVersions.id, saved.body.version.id));
  assert.deepEqual(version.content, { ...before.content, de: sections });
  assert.equal(version.isPublished, false);
  const [activity] = await app.db.select().from(activityLog).where(and(eq(activityLog.objectKind, "page"), eq(activityLog.objectId, editorView.body.id))).orderBy(desc(activityLog.id)).limit(1);
  assert.deepEqual([activity.action, activity.lang], ["page.save", "de"]);
  assert.deepEqual(JSON.parse(activity.summary), { ...saved.body.version.changes, version: saved.body.version.id });

  const published = await publish("editor", editorView.body.id, saved.body.version.id);
  assert.equal(published.status, 200, JSON.stringify(published.body));
  assert.deepEqual([published.body.version.kind, published.body.version.number, published.body.draft], ["publish", head.number + 2, null]);
  const visitor = await call<PageData>(null, "GET", "/de/pageeditor-api/page/ueber-uns");
  assert.ok(JSON.stringify(visitor.body.modules).includes("Quastenflosser"));
  const search = await call<SearchResults>(null, "GET", "/de/api/search/?query=Quastenflosser");
  assert.equal(search.status, 200);
  assert.ok(search.body.results.some((hit) => hit.kind === "page" && hit.url === "/de/ueber-uns"), JSON.stringify(search.body.results));
  const [after] = await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, editorView.body.id));
  assert.deepEqual(after.content.en, before.content.en);
  assert.deepEqual(after.content.de, sections);
  assert.equal((await app.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, editorView.body.id))).length, 0, "the draft is gone");
  const [publishActivity] = await app.db.select().from(activityLog).where(and(eq(activityLog.objectKind, "page"), eq(activityLog.objectId, editorView.body.id))).orderBy(desc(activityLog.id)).limit(1);
  assert.equal(publishActivity.action, "page.publish");

  const versions = await call<PageVersionSummary[]>("editor", "GET", `/de/pageeditor-api/page-versions/${editorView.body.id}`);
  assert.deepEqual(versions.body.slice(0, 2).map((row) => row.kind), ["publish", "draft"]);
});

test("a save on a stale base is a 409 naming who saved since, and overwrites nothing", async () => {
  const pageId = await newPage();
  const first = await save("editor", pageId, null, [section("s1", headline("h1", "Erste Fassung"))]);
  assert.equal(first.status, 200);
  const second = await save("admin", pageId, first.body.version.id, [section("s1", headline("h1", "Zweite Fassung"))]);
  assert.equal(second.status, 200);
  assert.equal(second.body.version.author, names.admin);

  const stale = await save("editor", pageId, first.body.version.id, [section("s1", headline("h1", "Überschrieben?"))]);
  assert.equal(stale.status, 409);
  assert.equal(stale.body.error, "stale_version");
  assert.equal(stale.body.version.id, second.body.version.id);
  assert.equal(stale.body.version.author, names.admin);
  assert.ok(stale.body.reason.includes(names.admin));
  const fromNothing = await save("editor", pageId, null, [section("s1", headline("h1", "Überschrieben?"))]);
  assert.equal(fromNothing.status, 409, "no base while versions exist is stale too");
  assert.equal((await draftOf(pageId))[0].columns[0].children[0].content, "Zweite Fassung");

  // Versions are per language: the English content starts without one and is saved from a null base.
  const english = await save("editor", pageId, null, [section("s1", headline("h1", "First draft"))], "en");
  assert.equal(english.status, 200);
  assert.equal((await draftOf(pageId))[0].columns[0].children[0].content, "Zweite Fassung");
  assert.equal((await draftOf(pageId, "en"))[0].columns[0].children[0].content, "First draft");
  assert.equal((await save("editor", 999_999, null, [])).status, 404);
});

test("versions: listed newest first, viewed with their content, restored as a new version", async () => {
  const pageId = await newPage();
  const v1 = await save("editor", pageId, null, [section("s1", headline("h1", "Eins"))]);
  const v2 = await save("editor", pageId, v1.body.version.id, [section("s1", headline("h1", "Zwei"), headline("h2", "Neu"))]);

  const list = await call<PageVersionSummary[]>("editor", "GET", `/de/pageeditor-api/page-versions/${pageId}`);
  assert.equal(list.status, 200);
  assert.deepEqual(
    list.body.map((version) => version.id),
    [v2.body.version.id, v1.body.version.id],
  );
  assert.deepEqual(list.body[0].changes, { added: 1, removed: 0, moved: 0, changed: 1, sections: 0 });

  const detail = await call<PageVersionDetail>("editor", "GET", `/de/pageeditor-api/page-versions/${pageId}/${v1.body.version.id}`);
  assert.equal(detail.status, 200);
  assert.equal(detail.body.sections[0].columns[0].children[0].content, "Eins");
  assert.equal((await call("editor", "GET", `/en/pageeditor-api/page-versions/${pageId}/${v1.body.version.id}`)).status, 404, "another language's version");
  const otherPage = await newPage();
  assert.equal((await call("editor", "GET", `/de/pageeditor-api/page-versions/${otherPage}/${v1.body.version.id}`)).status, 404, "another page's version");

  const restorePath = `/de/pageeditor-api/page-versions/${pageId}/${v1.body.version.id}/restore`;
  const stale = await call<StaleSaveBody>("editor", "POST", restorePath, { base_version: v1.body.version.id });
  assert.equal(stale.status, 409);
  const restored = await call<PageSaved>("editor", "POST", restorePath, { base_version: v2.body.version.id });
  assert.equal(restored.status, 201, "a new version is created");
  assert.equal(restored.body.version.restored_from, v1.body.version.id);
  assert.ok(restored.body.version.id > v2.body.version.id);
  assert.equal(restored.body.version.kind, "restore");
  assert.deepEqual(
    (await draftOf(pageId))[0].columns[0].children.map((module) => module.content),
    ["Eins"],
  );
  const [activity] = await app.db.select().from(activityLog).where(eq(activityLog.objectId, pageId)).orderBy(desc(activityLog.id)).limit(1);
  assert.equal(activity.action, "page.restore");
});

test("the copy buffer keeps one checked module or section per account", async () => {
  const path = "/de/pageeditor-api/clipboard";
  await call("admin", "PUT", path, { kind: "module", item: headline("admins", "Nur für den Admin") });
  const put = await call<ClipboardAnswer>("editor", "PUT", path, { kind: "module", item: headline("copied", "Kopiert") });
  assert.equal(put.status, 200);
  const got = await call<ClipboardAnswer>("editor", "GET", path);
  assert.equal(got.body.clipboard?.kind, "module");
  assert.deepEqual(got.body.clipboard?.item, headline("copied", "Kopiert"));
  assert.ok(got.body.clipboard?.copied_at);

  const bad = await call<InvalidContentBody>("editor", "PUT", path, { kind: "module", item: headline("copied", "") });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, "item.copied.content");
  const notAModule = await call<InvalidContentBody>("editor", "PUT", path, { kind: "module", item: "text" });
  assert.equal(notAModule.status, 400);

  const sectionItem = section("copied-section", text("copied-text", "<p>Text<script>x()</script></p>"));
  const putSection = await call<ClipboardAnswer>("editor", "PUT", path, { kind: "section", item: sectionItem });
  assert.equal(putSection.status, 200);
  const gotSection = await call<ClipboardAnswer>("editor", "GET", path);
  assert.equal(gotSection.body.clipboard?.kind, "section");
  assert.equal((gotSection.body.clipboard?.item as Section).columns[0].children[0].content, "<p>Text</p>");
  const admins = await call<ClipboardAnswer>("admin", "GET", path);
  assert.equal((admins.body.clipboard?.item as ModuleData).id, "admins");
});

test("presence: each editor sees the others with the page open, never themselves, until they leave or time out", async () => {
  const path = "/de/pageeditor-api/presence";
  const target = "page:presence-test";
  const others = async (who: Who, on = target) => (await call<PresenceAnswer>(who, "POST", path, { target: on })).body.editors;
  // The app's clock, moved by hand (sessions still count: they were made a moment ago).
  const t0 = new Date();
  app.setNow(t0);
  try {
    assert.deepEqual(await others("editor"), []);
    const adminSees = await call<PresenceAnswer>("admin", "POST", path, { target });
    assert.equal(adminSees.status, 200);
    assert.deepEqual(
      adminSees.body.editors.map((editor) => editor.name),
      [names.editor],
    );
    assert.deepEqual(
      (await others("editor")).map((editor) => editor.name),
      [names.admin],
    );
    assert.deepEqual(await others("editor", "page:elsewhere"), []);

    assert.deepEqual((await call("admin", "DELETE", path, { target })).body, { ok: true });
    assert.deepEqual(await others("editor"), []);

    await call("admin", "POST", path, { target });
    app.setNow(new Date(t0.getTime() + 46_000));
    assert.deepEqual(await others("editor"), [], "a heartbeat older than 45 s no longer counts");
  } finally {
    app.setNow(null);
  }
});

test("presence answers the newest saved state of what is open, so an open editor learns of another's save", async () => {
  const pageId = await newPage();
  const path = "/de/pageeditor-api/presence";
  const head = async (target: string) => (await call<PresenceAnswer>("editor", "POST", path, { target })).body.head;
  assert.equal(await head(`page:${pageId}:de`), null, "no version yet");
  const saved = await save("admin", pageId, null, [section("s1", headline("h1", "Neu"))]);
  assert.deepEqual(await head(`page:${pageId}:de`), { id: saved.body.version.id, author: names.admin, created_at: saved.body.version.created_at });
  assert.equal(await head(`page:${pageId}:en`), null, "per language");
  assert.equal(await head("page:presence-test"), null, "a target that names no page");

  const slug = "presence-head-test";
  await call("editor", "POST", "/de/pageeditor-api/container", { slug, content_type: "event", object_id: 1 });
  assert.equal((await head(`container:${slug}:de`))?.id, 1);
  await call("admin", "PUT", `/de/pageeditor-api/container/by-slug/${slug}`, { base_version: 1, sections: [] });
  assert.deepEqual([(await head(`container:${slug}:de`))?.id, (await head(`container:${slug}:de`))?.author], [2, names.admin]);
});

test("the link finder finds productions, pages and people by title, with their URLs", async () => {
  const [production] = await app.db.select().from(productions).where(eq(productions.isOnline, true)).limit(1);
  const word = production.title.de.split(" ").sort((a, b) => b.length - a.length)[0];
  const { status, body } = await call<LinkTarget[]>("editor", "GET", `/de/pageeditor-api/link-finder?query=${encodeURIComponent(word.toLowerCase())}`);
  assert.equal(status, 200);
  const hit = body.find((target) => target.kind === "production" && target.title === production.title.de);
  assert.ok(hit, JSON.stringify(body));
  assert.equal(hit.url, `/de/produktionen/${production.slug.de}/${production.id}`);

  const pagesHit = await call<LinkTarget[]>("editor", "GET", `/en/pageeditor-api/link-finder?query=${encodeURIComponent("Test page")}`);
  assert.ok(pagesHit.body.some((target) => target.kind === "page" && target.url.startsWith("/en/editor-write-test-")));
  const all = await call<LinkTarget[]>("editor", "GET", "/de/pageeditor-api/link-finder?query=");
  assert.equal(all.status, 200);
  assert.equal(all.body.length, 20);
  assert.ok(new Set(all.body.map((target) => target.kind)).size > 1, "an empty query offers every kind");
  const wildcard = await call<LinkTarget[]>("editor", "GET", "/de/pageeditor-api/link-finder?query=%25%25");
  assert.deepEqual(wildcard.body, [], "% is a character, not a wildcard");
});

test("containers: created empty (201), a second create is 409, saved per language and checked like pages", async () => {
  const create = { slug: "event-editor-test", content_type: "event", object_id: 1, parent: "" };
  const created = await call<ContainerData>("editor", "POST", "/de/pageeditor-api/container", create);
  assert.equal(created.status, 201);
  assert.deepEqual([created.body.slug, created.body.sections], ["event-editor-test", []]);
  assert.equal((await call("editor", "POST", "/de/pageeditor-api/container", create)).status, 409);

  const path = "/de/pageeditor-api/container/by-slug/event-editor-test";
  const saved = await call<ContainerData>("editor", "PUT", path, { base_version: created.body.version, sections: [section("c1", text("c1-t", '<p><a href="javascript:x()">Hallo</a></p>'))] });
  assert.equal(saved.status, 200);
  assert.equal(saved.body.version, created.body.version + 1);
  assert.equal(saved.body.sections[0].columns[0].children[0].content, "<p><a>Hallo</a></p>");
  const visitor = await call<ContainerData>(null, "GET", path);
  assert.equal(visitor.body.sections.length, 1);
  const english = await call<ContainerData>(null, "GET", "/en/pageeditor-api/container/by-slug/event-editor-test");
  assert.deepEqual(english.body.sections, []);
  const invalid = await call<InvalidContentBody>("editor", "PUT", path, { base_version: saved.body.version, sections: [section("c1", headline("c1-h", ""))] });
  assert.deepEqual([invalid.status, invalid.body.field], [400, "sections.c1-h.content"]);
  assert.equal((await call("editor", "PUT", "/de/pageeditor-api/container/by-slug/no-such-container", { base_version: 1, sections: [] })).status, 404);
  const [activity] = await app.db.select().from(activityLog).where(eq(activityLog.objectKind, "container")).orderBy(desc(activityLog.id)).limit(1);
  assert.equal(activity.action, "container.save");
});

test("containers: a save on a stale base is a 409 naming who saved since, and overwrites nothing", async () => {
  const slug = "event-stale-test";
  const path = `/de/pageeditor-api/container/by-slug/${slug}`;
  const created = await call<ContainerData>("editor", "POST", "/de/pageeditor-api/container", { slug, content_type: "event", object_id: 2 });
  const base = created.body.version;
  // Two sessions opened the container at the same version; the admin saves first.
  const first = await call<ContainerData>("admin", "PUT", path, { base_version: base, sections: [section("c1", headline("c1-h", "Vom Admin"))] });
  assert.equal(first.status, 200);
  const stale = await call<StaleSaveBody>("editor", "PUT", path, { base_version: base, sections: [section("c1", headline("c1-h", "Überschrieben?"))] });
  assert.equal(stale.status, 409);
  assert.equal(stale.body.error, "stale_version");
  assert.deepEqual([stale.body.version.id, stale.body.version.author], [first.body.version, names.admin]);
  assert.ok(stale.body.reason.includes(names.admin));
  const stored = await call<ContainerData>("editor", "GET", path);
  assert.equal(stored.body.sections[0].columns[0].children[0].content, "Vom Admin", "nothing overwritten");
  assert.equal(stored.body.version, first.body.version);
  const missing = await call<{ field: string }>("editor", "PUT", path, { sections: [] });
  assert.deepEqual([missing.status, missing.body.field], [400, "base_version"], "a save without its base is refused");
  const onNewest = await call<ContainerData>("editor", "PUT", path, { base_version: first.body.version, sections: [section("c1", headline("c1-h", "Zusammengeführt"))] });
  assert.equal(onNewest.status, 200);
});

test("content writes accept bodies up to 2 MB; other calls keep the 100 kB limit", async () => {
  const pageId = await newPage();
  const long = `<p>${"Theater ".repeat(11_000)}</p>`;
  const sections = [section("big", text("big-1", long), text("big-2", long), text("big-3", long))];
  const large = await save("editor", pageId, null, sections);
  assert.equal(large.status, 200, "a 260 kB page is saved");
  const tooLarge = await call<{ error: string }>("editor", "PUT", `/de/pageeditor-api/page-content/${pageId}`, JSON.stringify({ base_version: null, sections, padding: "x".repeat(2_200_000) }));
  assert.equal(tooLarge.status, 413);
  const presence = await call<{ error: string }>("editor", "POST", "/de/pageeditor-api/presence", { target: "page:1", padding: "x".repeat(150_000) });
  assert.equal(presence.status, 413);
});

test("the HTML module's raw code is written by admins only: editors get 403 and nothing is stored", async () => {
  const html = (id: string, code: string): ModuleData => ({ id, type: "html", html_code: code });
  const code = '<div class="widget"><iframe src="/de/spielplan" title="Spielplan"></iframe><script>window.x = 1</script></div>';
  const pageId = await newPage();

  const refused = await save("editor", pageId, null, [section("s1", headline("h1", "Vorher"), html("m1", code))]);
  assert.equal(refused.status, 403);
  assert.match((refused.body as unknown as { reason: string }).reason, /only administrators may change raw HTML \(module m1\)/);
  const [untouched] = await app.db.select().from(pages).where(eq(pages.id, pageId));
  assert.deepEqual(untouched.content.de, [], "nothing was written");
  assert.equal((await app.db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId))).length, 0, "no version either");

  const saved = await save("admin", pageId, null, [section("s1", headline("h1", "Vorher"), html("m1", code))]);
  assert.equal(saved.status, 200);
  assert.equal((await draftOf(pageId))[0].columns[0].children[1].html_code, code, "stored as written, not sanitized");

  // The editor may move the unchanged module and edit the text around it, but not the code.
  const moved = await save("editor", pageId, saved.body.version.id, [section("s1", html("m1", code), headline("h1", "Nachher"))]);
  assert.equal(moved.status, 200);
  const changed = await save("editor", pageId, moved.body.version.id, [section("s1", html("m1", `${code}<p>mehr</p>`), headline("h1", "Nachher"))]);
  assert.equal(changed.status, 403);
  assert.equal((await publish("editor", pageId, moved.body.version.id)).status, 200, "publishing the moved code is not changing it");
  const visitor = await fetch(`${app.url}/de/editor-write-test-${pageCount}`);
  assert.match(await visitor.text(), /<div class="module-html"><div class="widget"><iframe src="\/de\/spielplan"/, "visitors get the code as it is");
});
