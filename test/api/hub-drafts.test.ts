// Issue 25: the hub lists the pages whose draft is not yet published, with the page's title in the
// draft's language, who saved it and when, the scheduled publish time, and the page in edit mode.
// Once the draft is published it is no longer listed. Only staff who may read drafts see the list.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { pageDrafts, pages } from "../../server/db/schema.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { UnpublishedDrafts } from "../../shared/api/unpublished-drafts-types.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

const DRAFTS = "/de/pageeditor-api/dashboard/drafts/";

async function newPage(slug: string, title: string): Promise<number> {
  const [page] = await app.db.insert(pages).values({ path: { de: slug, en: `${slug}-en` }, title: { de: title, en: `${title} (en)` }, isOnline: true }).returning({ id: pages.id });
  return page.id;
}

async function saveDraft(pageId: number, lang: "de" | "en", text: string): Promise<number> {
  const saved = await caller.call<PageSaved>("editor", "PUT", `/${lang}/pageeditor-api/page-content/${pageId}`, {
    base_version: null,
    sections: [{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [{ id: "t1", type: "text", content: `<p>${text}</p>`, anchor: "", decrease_distance: false }] }] }],
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return saved.body.version.id;
}

const listed = async () => {
  const answer = await caller.call<UnpublishedDrafts>("editor", "GET", `${DRAFTS}?limit=100`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};

test("a saved draft is listed with its language, author, save time, scheduled time and edit link; a published one is not", async () => {
  const waiting = await newPage("hub-entwurf-wartet", "Wartender Entwurf");
  await saveDraft(waiting, "en", "Soon");
  const publishAt = new Date(Date.now() + 3 * 86_400_000);
  await app.db.update(pageDrafts).set({ publishAt }).where(and(eq(pageDrafts.pageId, waiting), eq(pageDrafts.lang, "en")));
  const published = await newPage("hub-entwurf-veroeffentlicht", "Veröffentlichter Entwurf");
  const base = await saveDraft(published, "de", "Schon online");
  await publishDraft((method, path, body) => caller.call("editor", method, path, body), published, base);

  const { items, total } = await listed();
  assert.equal(total, items.length);
  const draft = items.find((item) => item.page_id === waiting);
  assert.ok(draft, JSON.stringify(items));
  assert.equal(draft.title, "Wartender Entwurf (en)");
  assert.equal(draft.lang, "en");
  assert.equal(draft.who, caller.nameOf("editor"));
  assert.equal(draft.edit_url, "/en/hub-entwurf-wartet-en?edit");
  assert.ok(draft.publish_at, "the scheduled time is shown");
  assert.ok(Math.abs(Date.parse(draft.publish_at) - publishAt.getTime()) < 1000, `${draft.publish_at} is the scheduled time`);
  assert.ok(Math.abs(Date.parse(draft.saved_at) - Date.now()) < 86_400_000, "saved today");
  assert.equal(items.some((item) => item.page_id === published), false, "a published draft is gone from the list");
});

test("only staff who read drafts see the list: a visitor gets 401, the box office 403; bad input is a 400", async () => {
  assert.equal((await caller.call(null, "GET", DRAFTS)).status, 401);
  assert.equal((await caller.call("box_office", "GET", DRAFTS)).status, 403);
  assert.equal((await caller.call("admin", "GET", DRAFTS)).status, 200);
  const bad = await caller.call<{ field: string }>("editor", "GET", `${DRAFTS}?limit=0`);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, "limit");
});
