// Spec §7's example call.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ExampleAnswer } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/example and /api/example answer that the API is up", async () => {
  const { status, body } = await get<ExampleAnswer>("/en/api/example");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["lang", "status", "time"]);
  assert.equal(body.status, "ok");
  assert.equal(body.lang, "en");
  assert.match(body.time, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
  const plain = await get<ExampleAnswer>("/api/example");
  assert.equal(plain.body.lang, "de", "German without ?lang");
  assert.equal((await get<ExampleAnswer>("/api/example?lang=en")).body.lang, "en");
});

test("an unknown language is a 400 naming the field", async () => {
  for (const path of ["/api/example?lang=EN", "/xx/api/example"]) {
    const bad = await get<{ field: string }>(path);
    assert.deepEqual([bad.status, bad.body.field], [400, "lang"], path);
  }
});
