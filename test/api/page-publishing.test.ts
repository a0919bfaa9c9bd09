// Publishing a page's draft (shared/api/contract/page-publishing.ts, issue 25 "drafts that publish on
// purpose"): publish now or at a time, take a schedule back, discard, the periodic publish of due
// drafts, and who may call them.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, eq, sql } from "drizzle-orm";
import { pageDrafts, pageVersions, pages } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { publishDueDrafts } from "../../server/services/page-publishing.ts";
import { pagePublishingContract } from "../../shared/api/contract/page-publishing.ts";
import type { PageSaved, StaleSaveBody } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import type { PublishingAnswer } from "../../shared/api/page-draft-types.ts";
import type { PageData } from "../../shared/api/types.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

type Answer = PublishingAnswer & PageSaved & { error: string; field: string; reason: string };
const call = (who: Who, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) => caller.call<Answer>(who, method, path, body, options);

const headline = (id: string, content: string): ModuleData => ({ id, type: "headline", headline_level: 2, preline: "", content, subline: "", anchor: "" });
const oneHeadline = (content: string): Section[] => [{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [headline("h1", content)] }] }];

let pageCount = 0;
/** A fresh online page published as "Veröffentlicht" in both languages, without versions. */
async function newPage(): Promise<{ id: number; path: string }> {
  const slug = `publishing-test-${++pageCount}`;
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: slug, en: `${slug}-en` }, title: { de: `Seite ${pageCount}`, en: `Page ${pageCount}` }, content: { de: oneHeadline("Veröffentlicht"), en: oneHeadline("Published") } })
    .returning({ id: pages.id });
  return { id: row.id, path: slug };
}

const save = (who: Who, pageId: number, base: number | null, text: string) => call(who, "PUT", `/de/pageeditor-api/page-content/${pageId}`, { base_version: base, sections: oneHeadline(text) });
const publish = (who: Who, pageId: number, base: number | null, publishAt?: string | null) =>
  call(who, "POST", `/de/pageeditor-api/page-publishing/${pageId}/publish`, publishAt === undefined ? { base_version: base } : { base_version: base, publish_at: publishAt });
const discard = (who: Who, pageId: number, base: number | null) => call(who, "POST", `/de/pageeditor-api/page-publishing/${pageId}/discard`, { base_version: base });

/** The headline visitors get on the page. */
async function visitorHeadline(path: string): Promise<unknown> {
  const { body } = await caller.call<PageData>(null, "GET", `/de/pageeditor-api/page/${path}`);
  return body.modules[0].columns[0].children[0].content;
}

test("publishing is for editors only: 401 for visitors, 403 for the box office, 403 without the CSRF header", async () => {
  for (const [name, spec] of Object.entries(pagePublishingContract)) {
    const path = spec.path.replace(":lang", "de").replace(":id", "1");
    assert.equal((await call(null, spec.method, path, { base_version: null })).status, 401, `visitor ${name}`);
    assert.equal((await call("box_office", spec.method, path, { base_version: null })).status, 403, `box office ${name}`);
    assert.equal((await call("editor", spec.method, path, { base_version: null }, { csrf: false })).status, 403, `no CSRF ${name}`);
  }
});

test("publish and discard without a draft are a 409 with the reason; a stale base is a 409 naming the newer version; a bad time is a 400", async () => {
  const page = await newPage();
  const nothing = await publish("editor", page.id, null);
  assert.deepEqual([nothing.status, nothing.body.error, nothing.body.reason], [409, "no_draft", "this page has no unpublished draft in this language"]);
  assert.equal((await discard("editor", page.id, null)).body.error, "no_draft");

  const first = await save("editor", page.id, null, "Erster Entwurf");
  const second = await save("admin", page.id, first.body.version.id, "Zweiter Entwurf");
  const stale = (await publish("editor", page.id, first.body.version.id)) as unknown as { status: number; body: StaleSaveBody };
  assert.deepEqual([stale.status, stale.body.error, stale.body.version.id], [409, "stale_version", second.body.version.id]);
  assert.equal((await discard("editor", page.id, first.body.version.id)).status, 409);
  assert.equal(await visitorHeadline(page.path), "Veröffentlicht", "nothing was published");

  for (const bad of ["morgen", "2027-03-01", "2027-03-01T18:00:00", "2027-13-45T18:00:00Z"]) {
    const refused = await publish("editor", page.id, second.body.version.id, bad);
    assert.deepEqual([refused.status, refused.body.field], [400, "publish_at"], bad);
  }
  assert.equal((await publish("editor", 999_999, null)).status, 404);
});

test("publishing moves the draft to visitors, writes a publish version, and a later save is a new draft", async () => {
  const page = await newPage();
  const saved = await save("editor", page.id, null, "Neue Fassung");
  assert.equal(await visitorHeadline(page.path), "Veröffentlicht", "a save is not published");
  const published = await publish("editor", page.id, saved.body.version.id, null);
  assert.equal(published.status, 200, JSON.stringify(published.body));
  assert.deepEqual([published.body.version.kind, published.body.version.number, published.body.draft], ["publish", 2, null]);
  assert.equal(await visitorHeadline(page.path), "Neue Fassung");
  const [row] = await app.db.select({ content: pages.content }).from(pages).where(eq(pages.id, page.id));
  assert.equal(row.content.en[0].columns[0].children[0].content, "Published", "the other language stays");
  assert.equal((await publish("editor", page.id, published.body.version.id)).body.error, "no_draft", "published: nothing is left to publish");
});

test("discarding returns to the published content, and another editor's save on the draft gets a 409 with the discard as the newest version", async () => {
  const page = await newPage();
  const mine = await save("editor", page.id, null, "Verworfen");
  const discarded = await discard("admin", page.id, mine.body.version.id);
  assert.equal(discarded.status, 200, JSON.stringify(discarded.body));
  assert.deepEqual([discarded.body.version.kind, discarded.body.draft], ["discard", null]);
  const editorView = await caller.call<PageData>("editor", "GET", `/de/pageeditor-api/page/${page.path}?draft=1`);
  assert.equal(editorView.body.modules[0].columns[0].children[0].content, "Veröffentlicht", "the editor is back on the published content");
  assert.equal(editorView.body.draft, null);
  const [version] = await app.db.select().from(pageVersions).where(eq(pageVersions.id, discarded.body.version.id));
  assert.equal(version.content.de[0].columns[0].children[0].content, "Veröffentlicht", "the discard version holds what is published");

  const late = (await save("editor", page.id, mine.body.version.id, "Noch einmal")) as unknown as { status: number; body: StaleSaveBody };
  assert.deepEqual([late.status, late.body.version.id], [409, discarded.body.version.id]);
});

test("a future time schedules the publish; it can be taken back; the periodic job publishes a due draft once, by the database's clock", async () => {
  const page = await newPage();
  const saved = await save("editor", page.id, null, "Geplant");
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await publish("editor", page.id, saved.body.version.id, future);
  assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
  assert.equal(scheduled.body.draft?.publish_at, future);
  assert.equal(scheduled.body.version.id, saved.body.version.id, "scheduling writes no version");
  assert.equal(await visitorHeadline(page.path), "Veröffentlicht");

  const log = createLogger("error");
  assert.equal(await publishDueDrafts(app.db, log), 0, "not due yet");
  const unscheduled = await call("editor", "DELETE", `/de/pageeditor-api/page-publishing/${page.id}/schedule`);
  assert.equal(unscheduled.body.draft?.publish_at, null);
  assert.equal((await call("editor", "DELETE", `/de/pageeditor-api/page-publishing/${page.id}/schedule`)).status, 400, "not scheduled any more");
  await publish("editor", page.id, saved.body.version.id, future);

  // The time comes: the draft's publish time is moved into the past rather than waiting for it.
  await app.db
    .update(pageDrafts)
    .set({ publishAt: sql`now() - interval '1 minute'` })
    .where(and(eq(pageDrafts.pageId, page.id), eq(pageDrafts.lang, "de")));
  // Two processes looking at once publish it once.
  const counts = await Promise.all([publishDueDrafts(app.db, log), publishDueDrafts(app.db, log)]);
  assert.equal(counts[0] + counts[1], 1);
  assert.equal(await visitorHeadline(page.path), "Geplant");
  const versions = await app.db.select({ kind: pageVersions.kind }).from(pageVersions).where(eq(pageVersions.pageId, page.id));
  assert.deepEqual(
    versions.map((row) => row.kind),
    ["draft", "publish"],
  );
});
