// The filters' option lists (spec §7, without locale prefix; ?lang=en for English).
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { exhibitionTypes, genres, rooms, series, tags } from "../../server/db/schema.ts";
import type { FilterOption } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { forgetCachedContent } from "../../server/services/content-cache.ts";

const app = sharedTestApp();
const get = app.getJson;

const lists: { path: string; keys: string[] }[] = [
  { path: "/api/rooms/", keys: ["id", "name", "show_in_filter", "venue"] },
  { path: "/api/exhibition-types/", keys: ["id", "name", "show_in_filter", "slug"] },
  { path: "/api/event-tags/", keys: ["id", "name", "show_in_filter", "slug"] },
  { path: "/api/series/", keys: ["id", "is_subscription", "name", "show_in_filter", "slug"] },
  { path: "/api/genres/", keys: ["id", "name", "show_in_filter"] },
  { path: "/api/seasons/", keys: ["ends_on", "id", "name", "show_in_filter", "starts_on"] },
  { path: "/api/production-tags/", keys: ["id", "name", "show_in_filter", "slug"] },
  { path: "/api/article-categories/", keys: ["id", "name", "slug", "slugs", "style_name"] },
];

for (const { path, keys } of lists) {
  test(`GET ${path} answers the options in German, in English with ?lang=en, and 400 for another language`, async () => {
    const { status, body } = await get<(FilterOption & Record<string, unknown>)[]>(path);
    assert.equal(status, 200);
    assert.ok(body.length > 0, "the demo data has options");
    for (const option of body) {
      assert.deepEqual(Object.keys(option).sort(), keys);
      if ("show_in_filter" in option) assert.equal(option.show_in_filter, true, "hidden options are left out");
    }
    const english = await get<FilterOption[]>(`${path}?lang=en`);
    assert.equal(english.status, 200);
    assert.deepEqual(new Set(english.body.map((option) => option.id)), new Set(body.map((option) => option.id)));
    assert.ok(english.body.some((option) => !body.some((german) => german.name === option.name)), "names are translated");
    const bad = await get<{ field: string; reason: string }>(`${path}?lang=fr`);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, "lang");
  });
}

test("options with show_in_filter false are left out (series, rooms, tags, genres, types)", async () => {
  const ids = async (path: string) => (await get<FilterOption[]>(path)).body.map((option) => option.id);
  const [hiddenRoom] = await app.db.select().from(rooms).where(eq(rooms.showInFilter, false)).limit(1);
  assert.ok(hiddenRoom, "the demo has a room outside the filter");
  assert.ok(!(await ids("/api/rooms/")).includes(hiddenRoom.id));
  const [hiddenTag] = await app.db.select().from(tags).where(eq(tags.showInFilter, false)).limit(1);
  assert.ok(!(await ids("/api/event-tags/")).includes(hiddenTag.id));
  const [hiddenGenre] = await app.db.select().from(genres).where(eq(genres.showInFilter, false)).limit(1);
  assert.ok(!(await ids("/api/genres/")).includes(hiddenGenre.id));

  const [shown] = await app.db.select().from(series).where(eq(series.showInFilter, true)).limit(1);
  assert.ok((await ids("/api/series/")).includes(shown.id));
  await app.db.update(series).set({ showInFilter: false }).where(eq(series.id, shown.id));
  const [type] = await app.db.select().from(exhibitionTypes).limit(1);
  await app.db.update(exhibitionTypes).set({ showInFilter: false }).where(eq(exhibitionTypes.id, type.id));
  // Written behind the app's back: its kept options learn of it as from another process's NOTIFY.
  forgetCachedContent();
  try {
    assert.ok(!(await ids("/api/series/")).includes(shown.id));
    assert.ok(!(await ids("/api/exhibition-types/")).includes(type.id));
    assert.ok(!(await ids("/de/api/exhibition-types/")).includes(type.id));
  } finally {
    await app.db.update(series).set({ showInFilter: true }).where(eq(series.id, shown.id));
    await app.db.update(exhibitionTypes).set({ showInFilter: true }).where(eq(exhibitionTypes.id, type.id));
    forgetCachedContent();
  }
});

test("event tags and production tags are separate vocabularies", async () => {
  const event = (await get<FilterOption[]>("/api/event-tags/")).body.map((tag) => tag.id);
  const production = (await get<FilterOption[]>("/api/production-tags/")).body.map((tag) => tag.id);
  assert.ok(!event.some((id) => production.includes(id)));
});

test("the prefixed and un-prefixed paths of exhibition types, seasons and categories answer the same", async () => {
  for (const name of ["exhibition-types", "seasons", "article-categories"]) {
    const prefixed = await get(`/en/api/${name}/`);
    const plain = await get(`/api/${name}/?lang=en`);
    assert.equal(prefixed.status, 200);
    assert.deepEqual(plain.body, prefixed.body, name);
  }
});

test("article categories answer an empty list when they cannot be read (spec §8)", async () => {
  await app.db.execute(sql`alter table article_categories rename to article_categories_gone`);
  try {
    for (const path of ["/api/article-categories/", "/de/api/article-categories/"]) {
      const response = await get<unknown[]>(path);
      assert.equal(response.status, 200, path);
      assert.deepEqual(response.body, []);
    }
  } finally {
    await app.db.execute(sql`alter table article_categories_gone rename to article_categories`);
  }
  assert.ok(app.logs.some((line) => line.event === "article_categories_failed"));
});
