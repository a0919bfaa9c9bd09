// Editorial teasers of the calendar, placed on their day.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Paged } from "../../shared/api/types.ts";
import type { EventTeaser } from "../../shared/api/content-types.ts";
import { berlinDay } from "../../shared/lib/berlin-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/teasers/ answers the coming teasers by day with spec §3's fields", async () => {
  const { status, body } = await get<Paged<EventTeaser>>("/de/api/teasers/");
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body).sort(), ["count", "next", "previous", "results"]);
  assert.ok(body.results.length > 0);
  const days = body.results.map((teaser) => teaser.position);
  assert.deepEqual(days, [...days].sort());
  for (const teaser of body.results) {
    assert.deepEqual(Object.keys(teaser).sort(), [
      "headline",
      "id",
      "image_obj",
      "image_thumbnails",
      "link",
      "link_text",
      "name",
      "position",
      "preline",
      "subline",
    ]);
    assert.match(teaser.position, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(teaser.position >= berlinDay(new Date()));
    assert.match(teaser.link!.url, /^\/de\//);
    assert.ok(teaser.image_obj && teaser.image_obj.url);
    assert.equal(teaser.image_thumbnails?.large, teaser.image_obj.url);
  }
});

test("English text, the date parameter and paging links", async () => {
  const german = (await get<Paged<EventTeaser>>("/de/api/teasers/")).body.results;
  const english = (await get<Paged<EventTeaser>>("/en/api/teasers/")).body.results;
  assert.deepEqual(english.map((teaser) => teaser.id), german.map((teaser) => teaser.id));
  assert.ok(english.some((teaser, i) => teaser.headline !== german[i].headline));
  assert.match(english[0].link!.url, /^\/en\//);

  const second = german[1];
  const fromThere = await get<Paged<EventTeaser>>(`/de/api/teasers/?date=${second.position.split("-").reverse().join("-")}`);
  assert.ok(fromThere.body.results.every((teaser) => teaser.position >= second.position));
  assert.ok(fromThere.body.count < german.length);

  const paged = await get<Paged<EventTeaser>>("/de/api/teasers/?page_size=2");
  assert.equal(paged.body.results.length, 2);
  assert.equal(paged.body.next, "/de/api/teasers/?page=2&page_size=2");
  const next = await get<Paged<EventTeaser>>(paged.body.next!);
  assert.deepEqual(next.body.results.map((teaser) => teaser.id), german.slice(2, 4).map((teaser) => teaser.id));
});

test("bad input is a 400 naming the field", async () => {
  for (const [path, field] of [
    ["/de/api/teasers/?date=1.4.2026", "date"],
    ["/de/api/teasers/?page=50", "page"],
    ["/de/api/teasers/?page_size=x", "page_size"],
    ["/it/api/teasers/", "lang"],
  ]) {
    const response = await get<{ field: string }>(path);
    assert.equal(response.status, 400, path);
    assert.equal(response.body.field, field);
  }
});
