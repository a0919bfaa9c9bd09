// The plain site search: case-insensitive title matches over productions, people, articles, pages.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Paged } from "../../src/api/types.ts";
import type { SearchResult } from "../../src/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("finds a production by part of its title, in any letter case", async () => {
  const { status, body } = await get<Paged<SearchResult>>("/de/api/search/?query=ZAUBERFL");
  assert.equal(status, 200);
  const hit = body.results.find((result) => result.type === "production");
  assert.ok(hit, "Die Zauberflöte is found");
  assert.match(hit.title, /Zauberflöte/);
  assert.match(hit.url, /^\/de\/produktionen\/die-zauberfloete\/\d+$/);
  assert.deepEqual(Object.keys(hit).sort(), ["id", "text", "title", "type", "url"]);
});

test("searches English titles in English and filters by type", async () => {
  const { body } = await get<Paged<SearchResult>>("/en/api/search/?query=magic%20flute");
  assert.ok(body.results.some((result) => result.url.startsWith("/en/productions/")));
  const people = await get<Paged<SearchResult>>("/en/api/search/?query=an&type=person");
  assert.ok(people.body.count > 0);
  for (const result of people.body.results) assert.equal(result.type, "person");
});

test("pattern characters are taken literally", async () => {
  const { body } = await get<Paged<SearchResult>>("/de/api/search/?query=%25%25");
  assert.equal(body.count, 0);
});

test("the query is required and at most 200 characters; the type must be known", async () => {
  const missing = await get<{ field: string; reason: string }>("/de/api/search/");
  assert.deepEqual([missing.status, missing.body.field, missing.body.reason], [400, "query", "is required"]);
  const long = await get<{ field: string }>(`/de/api/search/?query=${"a".repeat(201)}`);
  assert.deepEqual([long.status, long.body.field], [400, "query"]);
  const type = await get<{ field: string }>("/de/api/search/?query=a&type=event");
  assert.deepEqual([type.status, type.body.field], [400, "type"]);
});
