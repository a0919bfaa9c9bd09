// Productions: the filtered list, the production page's data, and the vocabularies it filters by.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { eq } from "drizzle-orm";
import { productions } from "../../server/db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { ExhibitionType, ExhibitionTypeOption, ProductionDetail, ProductionSummary, SeasonOption } from "../../shared/api/content-types.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";

let app: TestApp;
let editorCookie: string;

before(async () => {
  app = await startTestApp();
  editorCookie = await editorSessionCookie(app.db);
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

describe("GET /:lang/api/productions/ paging", () => {
  test("next and previous, fetched, answer the neighbouring pages with the filters kept", async () => {
    const first = await get<Paged<ProductionSummary>>("/de/api/productions/");
    const second = await get<Paged<ProductionSummary>>(first.body.next!);
    assert.equal(second.status, 200);
    assert.equal(second.body.previous, "/de/api/productions/?page=1");
    const ids = [...first.body.results, ...second.body.results].map((production) => production.id);
    assert.equal(new Set(ids).size, ids.length, "no production on both pages");
    const back = await get<Paged<ProductionSummary>>(second.body.previous!);
    assert.deepEqual(back.body.results.map((production) => production.id), first.body.results.map((production) => production.id));
    const { body: seasons } = await get<SeasonOption[]>("/de/api/seasons/");
    const bySeason = await get<Paged<ProductionSummary>>(`/de/api/productions/?season=${seasons.at(-1)!.id}`);
    for (const production of bySeason.body.results) assert.equal(production.season?.id, seasons.at(-1)!.id);
    if (bySeason.body.next) assert.match(bySeason.body.next, new RegExp(`season=${seasons.at(-1)!.id}`));
  });
});

describe("GET /:lang/api/productions/filter/ (the variant with an arbitrary filter)", () => {
  test("answers the results only, in the list's order, ten by default", async () => {
    const { status, body } = await get<ProductionSummary[]>("/de/api/productions/filter/");
    assert.equal(status, 200);
    assert.ok(Array.isArray(body));
    assert.equal(body.length, 10);
    const list = await get<Paged<ProductionSummary>>("/de/api/productions/");
    assert.deepEqual(body, list.body.results);
    for (const production of body) {
      assert.deepEqual(Object.keys(production).sort(), ["exhibition_type", "id", "image", "next_date", "season", "subline", "teaser", "title", "url"]);
    }
  });

  test("takes any mix of season, exhibition_type, tag, genre, date and limit", async () => {
    const { body: types } = await get<ExhibitionTypeOption[]>("/api/exhibition-types/");
    const opera = types.find((type) => type.slug === "opera")!;
    const operas = await get<ProductionSummary[]>(`/en/api/productions/filter/?exhibition_type=${opera.id}&limit=2`);
    assert.equal(operas.body.length, 2);
    for (const production of operas.body) assert.equal(production.exhibition_type?.id, opera.id);
    assert.match(operas.body[0].url, /^\/en\/productions\//);

    const { body: genres } = await get<{ id: number }[]>("/api/genres/");
    const byGenre = await Promise.all(genres.map(async (genre) => ({ genre, found: (await get<ProductionSummary[]>(`/de/api/productions/filter/?genre=${genre.id}&limit=100`)).body })));
    const some = byGenre.find((entry) => entry.found.length > 0)!;
    for (const production of some.found) {
      const detail = await get<ProductionDetail>(`/de/api/productions/${production.id}/`);
      assert.equal(detail.body.genre?.id, some.genre.id);
    }

    const { body: tags } = await get<{ id: number }[]>("/api/production-tags/");
    const byTag = await get<ProductionSummary[]>(`/de/api/productions/filter/?tag=${tags[0].id}&date=01-01-2000&limit=100`);
    assert.equal(byTag.status, 200);
    for (const production of byTag.body) {
      const detail = await get<ProductionDetail>(`/de/api/productions/${production.id}/`);
      assert.ok(detail.body.tags.some((tag) => tag.id === tags[0].id));
    }
  });

  test("bad input is a 400 naming the field", async () => {
    for (const [path, field] of [
      ["/de/api/productions/filter/?limit=0", "limit"],
      ["/de/api/productions/filter/?limit=101", "limit"],
      ["/de/api/productions/filter/?genre=drama", "genre"],
      ["/de/api/productions/filter/?date=2026-01-01", "date"],
    ]) {
      const response = await get<{ field: string }>(path);
      assert.equal(response.status, 400, path);
      assert.equal(response.body.field, field, path);
    }
  });
});

describe("GET /:lang/api/exhibition-types/ and /:lang/api/seasons/", () => {
  test("answer filter options with show_in_filter; seasons the latest first", async () => {
    const types = await get<ExhibitionTypeOption[]>("/de/api/exhibition-types/");
    assert.equal(types.status, 200);
    for (const type of types.body) assert.deepEqual(Object.keys(type).sort(), ["id", "name", "show_in_filter", "slug"]);
    const seasons = await get<SeasonOption[]>("/en/api/seasons/");
    assert.equal(seasons.status, 200);
    assert.ok(seasons.body.length >= 2);
    assert.ok(seasons.body[0].starts_on > seasons.body[1].starts_on);
    assert.match(seasons.body[0].name, /^Season /);
    assert.equal((await get("/xx/api/seasons/")).status, 400);
  });
});
