// The page state endpoint (issue 25 points 1 and 10): published, draft, offline, scheduled, the last
// publish per language and whether the other language is behind; for editors only.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { pageDrafts, pageVersions, pages, users } from "../../server/db/schema.ts";
import type { PageEditState } from "../../shared/api/contract/page-state.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const NOW = new Date("2027-03-01T10:00:00Z");
let clock = NOW;

/** Sets the app's clock; sessions start at that time too, so that they are fresh. */
function setClock(date: Date) {
  clock = date;
  app.setNow(date);
}

async function stateOf(id: number, lang = "de", role: "editor" | "box_office" | null = "editor") {
  const headers: Record<string, string> = {};
  if (role) {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1);
    headers.Cookie = `${SESSION_COOKIE}=${await createSession(app.db, user.id, clock)}`;
  }
  const response = await fetch(`${app.url}/${lang}/pageeditor-api/page-state/${id}`, { headers });
  return { status: response.status, body: (await response.json()) as PageEditState & { error?: string; field?: string } };
}

let serial = 0;
/** A fresh page, online with no window unless told otherwise. */
async function newPage(fields: Partial<typeof pages.$inferInsert> = {}): Promise<number> {
  serial += 1;
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: `zustand-${serial}`, en: `state-${serial}` }, title: { de: `Zustand ${serial}`, en: `State ${serial}` }, ...fields })
    .returning({ id: pages.id });
  return row.id;
}

async function editorId(): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "editor")).limit(1);
  return row.id;
}

async function publish(pageId: number, lang: "de" | "en", at: string, number: number) {
  await app.db.insert(pageVersions).values({ pageId, lang, kind: "publish", number, content: { de: [], en: [] }, title: { de: "", en: "" }, authorId: await editorId(), createdAt: new Date(at) });
}

test("a page without draft or window is published and online, with its other language's address", async () => {
  setClock(NOW);
  const id = await newPage();
  const { status, body } = await stateOf(id);
  assert.equal(status, 200);
  assert.equal(body.status, "published");
  assert.equal(body.is_online, true);
  assert.equal(body.draft, null);
  assert.equal(body.last_publish, null);
  assert.deepEqual(body.other_language, { lang: "en", url: `/en/state-${serial}`, last_published_at: null, behind: false });
});

test("a draft row makes it 'draft', with the draft's time and author", async () => {
  setClock(NOW);
  const id = await newPage();
  await app.db.insert(pageDrafts).values({ pageId: id, lang: "de", content: [], updatedBy: await editorId(), updatedAt: new Date("2027-02-28T09:00:00Z") });
  const { body } = await stateOf(id);
  assert.equal(body.status, "draft");
  assert.equal(body.draft?.updated_at, "2027-02-28T09:00:00.000Z");
  assert.ok(body.draft?.author);
  assert.equal(body.draft?.publish_at, null);
  assert.equal((await stateOf(id, "en")).body.status, "published", "a draft is per language");
});

test("a publish time on the draft or a window starting later makes it 'scheduled', with that date", async () => {
  setClock(NOW);
  const timed = await newPage();
  await app.db.insert(pageDrafts).values({ pageId: timed, lang: "de", content: [], publishAt: new Date("2027-03-05T08:00:00Z") });
  const first = await stateOf(timed);
  assert.deepEqual([first.body.status, first.body.scheduled_at, first.body.draft?.publish_at], ["scheduled", "2027-03-05T08:00:00.000Z", "2027-03-05T08:00:00.000Z"]);

  const later = await newPage({ onlineFrom: new Date("2027-04-01T00:00:00Z") });
  const second = await stateOf(later);
  assert.deepEqual([second.body.status, second.body.scheduled_at, second.body.is_online], ["scheduled", "2027-04-01T00:00:00.000Z", false]);
  setClock(new Date("2027-04-02T00:00:00Z"));
  const third = await stateOf(later);
  assert.deepEqual([third.body.status, third.body.scheduled_at, third.body.is_online], ["published", null, true]);
});

test("offline wins: switched off, or past the window's end, even with a scheduled draft", async () => {
  setClock(NOW);
  const off = await newPage({ isOnline: false });
  await app.db.insert(pageDrafts).values({ pageId: off, lang: "de", content: [], publishAt: new Date("2027-03-05T08:00:00Z") });
  assert.deepEqual([(await stateOf(off)).body.status, (await stateOf(off)).body.is_online], ["offline", false]);
  const ended = await newPage({ onlineTo: new Date("2027-02-01T00:00:00Z") });
  const { body } = await stateOf(ended);
  assert.deepEqual([body.status, body.online_to, body.is_online], ["offline", "2027-02-01T00:00:00.000Z", false]);
});

test("the last publish per language, and the other language is behind when its last publish is older", async () => {
  setClock(NOW);
  const id = await newPage();
  await publish(id, "en", "2027-01-10T12:00:00Z", 1);
  await publish(id, "de", "2027-01-05T12:00:00Z", 1);
  await publish(id, "de", "2027-02-20T12:00:00Z", 2);
  await app.db.insert(pageVersions).values({ pageId: id, lang: "de", kind: "draft", number: 3, content: { de: [], en: [] }, title: { de: "", en: "" }, createdAt: new Date("2027-02-25T12:00:00Z") });
  const german = await stateOf(id, "de");
  assert.deepEqual([german.body.last_publish?.number, german.body.last_publish?.published_at], [2, "2027-02-20T12:00:00.000Z"], "drafts are no publishes");
  assert.ok(german.body.last_publish?.author);
  assert.deepEqual(german.body.other_language, { lang: "en", url: `/en/state-${serial}`, last_published_at: "2027-01-10T12:00:00.000Z", behind: true });
  const english = await stateOf(id, "en");
  assert.deepEqual([english.body.other_language.url, english.body.other_language.behind], [`/de/zustand-${serial}`, false]);
});

test("401 for visitors, 403 for the box office, 404 for an unknown page, 400 for a bad id", async () => {
  setClock(NOW);
  const id = await newPage();
  assert.equal((await stateOf(id, "de", null)).status, 401);
  assert.equal((await stateOf(id, "de", "box_office")).status, 403);
  const unknown = await stateOf(999_999);
  assert.equal(unknown.status, 404);
  const bad = await stateOf("x" as unknown as number);
  assert.deepEqual([bad.status, bad.body.field], [400, "id"]);
});
