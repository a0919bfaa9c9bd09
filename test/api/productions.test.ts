// Productions: the filtered list, the production page's data, and the vocabularies it filters by.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { eq } from "drizzle-orm";
import { productions, users } from "../../server/db/schema.ts";
import { createSession } from "../../server/services/sessions.ts";
import type { Paged } from "../../src/api/types.ts";
import type { ExhibitionType, ProductionDetail, ProductionSummary } from "../../src/api/content-types.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

let app: TestApp;
let editorCookie: string;

before(async () => {
  app = await startTestApp();
  const [editor] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
  editorCookie = `sessionid=${await createSession(app.db, editor.id, new Date())}`;
});
after(() => app.close());

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(app.url + path, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe("GET /:lang/api/productions/", () => {
  test("answers a page of ten with count, next and linked results", async () => {
    const { status, body } = await get<Paged<ProductionSummary>>("/de/api/productions/");
    assert.equal(status, 200);
    assert.ok(body.count > 10, "the demo season has more than one page of productions");
    assert.equal(body.results.length, 10);
    assert.equal(body.previous, null);
    assert.equal(body.next, "/de/api/productions/?page=2");
    for (const production of body.results) {
      assert.equal(typeof production.title, "string");
      assert.match(production.url, new RegExp(`^/de/produktionen/[a-z0-9-]+/${production.id}$`));
      if (production.next_date) assert.match(production.next_date, isoWithOffset);
    }
  });

  test("English answers link to English paths", async () => {
    const { body } = await get<Paged<ProductionSummary>>("/en/api/productions/");
    assert.match(body.results[0].url, /^\/en\/productions\//);
  });

  test("filters by exhibition type", async () => {
    const { body: types } = await get<ExhibitionType[]>("/de/api/exhibition-types/");
    const opera = types.find((type) => type.slug === "opera");
    assert.ok(opera);
    const { status, body } = await get<Paged<ProductionSummary>>(`/de/api/productions/?exhibition_type=${opera.id}`);
    assert.equal(status, 200);
    assert.ok(body.count > 0);
    for (const production of body.results) assert.equal(production.exhibition_type?.id, opera.id);
  });

  test("the date filter keeps productions with a performance on or after that day", async () => {
    const { body } = await get<Paged<ProductionSummary>>("/de/api/productions/?date=01-01-2027");
    for (const production of body.results) {
      assert.ok(production.next_date, `${production.title} has a date`);
      assert.ok(new Date(production.next_date) >= new Date("2026-12-31T23:00:00Z"));
    }
  });

  test("bad input is a 400 naming the field", async () => {
    const season = await get<{ error: string; field: string }>("/de/api/productions/?season=abc");
    assert.equal(season.status, 400);
    assert.equal(season.body.field, "season");
    const date = await get<{ field: string; reason: string }>("/de/api/productions/?date=31-02-2026");
    assert.equal(date.status, 400);
    assert.deepEqual([date.body.field, date.body.reason], ["date", "is not a real date"]);
    const page = await get<{ field: string }>("/de/api/productions/?page=999");
    assert.equal(page.status, 400);
    assert.equal(page.body.field, "page");
  });
});

describe("GET /:lang/api/productions/:id/", () => {
  test("answers the production with cast, team, upcoming events and slugs", async () => {
    const { body: list } = await get<Paged<ProductionSummary>>("/de/api/productions/");
    const id = list.results.find((production) => production.next_date)!.id;
    const { status, body } = await get<ProductionDetail>(`/de/api/productions/${id}/`);
    assert.equal(status, 200);
    assert.equal(body.id, id);
    assert.ok(body.slugs.de && body.slugs.en);
    assert.equal(body.url, `/de/produktionen/${body.slugs.de}/${id}`);
    assert.ok(body.events.length > 0);
    const starts = body.events.map((event) => new Date(event.date_start).getTime());
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b), "events are soonest first");
    for (const line of [...body.cast, ...body.team]) assert.match(line.url, /^\/de\/ensemble-und-kuenstlerische-teams\/[a-z0-9-]+\/\d+$/);
    const english = await get<ProductionDetail>(`/en/api/productions/${id}/`);
    assert.equal(english.body.url, `/en/productions/${body.slugs.en}/${id}`);
  });

  test("an id that is not a number is a 400, an unknown one a 404", async () => {
    const bad = await get<{ field: string }>("/de/api/productions/abc/");
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, "id");
    assert.equal((await get("/de/api/productions/999999/")).status, 404);
  });

  test("an offline production is a 404 for visitors and visible to editors", async () => {
    const [row] = await app.db.select({ id: productions.id }).from(productions).limit(1);
    const before = (await get<Paged<ProductionSummary>>("/de/api/productions/")).body.count;
    await app.db.update(productions).set({ isOnline: false }).where(eq(productions.id, row.id));
    try {
      assert.equal((await get(`/de/api/productions/${row.id}/`)).status, 404);
      assert.equal((await get(`/de/api/productions/${row.id}/`, { Cookie: editorCookie })).status, 200);
      assert.equal((await get<Paged<ProductionSummary>>("/de/api/productions/")).body.count, before - 1, "the list leaves it out");
    } finally {
      await app.db.update(productions).set({ isOnline: true }).where(eq(productions.id, row.id));
    }
  });
});
