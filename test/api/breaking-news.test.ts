// Breaking news: a list whose first entry the alert banner shows.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { alerts } from "../../server/db/schema.ts";
import type { Alert, Paged } from "../../shared/api/types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { forgetCachedContent } from "../../server/services/content-cache.ts";

const app = sharedTestApp();
const get = app.getJson;
after(() => app.setNow(null));

test("GET /:lang/api/breaking-news/ answers a list of alerts with spec §3's fields", async () => {
  const { status, body } = await get<Paged<Alert>>("/de/api/breaking-news/");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["count", "next", "previous", "results"]);
  assert.equal(body.count, body.results.length);
  assert.equal(body.count, 1, "the demo has one active alert");
  const [alert] = body.results;
  assert.deepEqual(Object.keys(alert).sort(), ["id", "link", "link_title", "text", "title"]);
  assert.equal(alert.title, "Theaterkasse geschlossen");
  assert.match(alert.link!.url, /^\/de\//);
  const english = await get<Paged<Alert>>("/en/api/breaking-news/");
  assert.equal(english.body.results[0].title, "Box office closed");
});

test("alerts show only inside their online window; the newest comes first", async () => {
  const [row] = await app.db.select().from(alerts).limit(1);
  app.setNow(new Date(row.onlineTo!.getTime() + 1000));
  assert.equal((await get<Paged<Alert>>("/de/api/breaking-news/")).body.count, 0);
  app.setNow(null);
  const [newer] = await app.db
    .insert(alerts)
    .values({ title: { de: "Neu", en: "New" }, createdAt: new Date(Date.now() + 1000) })
    .returning();
  // Written behind the app's back: its kept alerts learn of it as from another process's NOTIFY.
  forgetCachedContent();
  const { body } = await get<Paged<Alert>>("/de/api/breaking-news/");
  assert.equal(body.results[0].id, newer.id);
  assert.equal(body.results[0].link, null, "no link without a URL");
});

test("an unknown language is a 400 naming the field", async () => {
  const bad = await get<{ field: string }>("/fr/api/breaking-news/");
  assert.deepEqual([bad.status, bad.body.field], [400, "lang"]);
});
