// The favorites API (issue 16): what a visitor's marked performances and productions are now. Ids
// are checked at the edge (a 400 names the field and the reason; at most 100 of a kind); the answer
// holds coming performances only, by the server's clock, and drops unknown and offline items; the
// old /webshop/favorites/ address leads to the favorites page in the visitor's language.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { eq } from "drizzle-orm";
import { productions } from "../../server/db/schema.ts";
import type { FavoriteItems } from "../../shared/api/contract/favorites.ts";
import type { ProductionSummary } from "../../shared/api/content-types.ts";
import type { EventListItem, EventSummary, Paged } from "../../shared/api/types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let events: EventSummary[];
let someProductions: ProductionSummary[];

before(async () => {
  await app.ready;
  events = (await app.getJson<Paged<EventSummary>>("/de/api/events/?page_size=4")).body.results;
  someProductions = (await app.getJson<Paged<ProductionSummary>>("/de/api/productions/")).body.results.slice(0, 3);
  assert.equal(events.length, 4);
  assert.equal(someProductions.length, 3);
});
after(() => app.setNow(null));

const favorites = (query: string, lang = "de") => app.getJson<FavoriteItems & { field?: string; reason?: string }>(`/${lang}/api/favorites/?${query}`);

describe("GET /:lang/api/favorites/", () => {
  test("answers the marked performances (soonest first) and productions with what lists show of them", async () => {
    const [first, second, third] = events;
    const { status, body } = await favorites(`events=${third.id},${first.id},${second.id}&productions=${someProductions.map((p) => p.id).join(",")}`);
    assert.equal(status, 200);
    assert.deepEqual(
      body.events.map((event) => event.id),
      [first.id, second.id, third.id],
    );
    const { id_jet: _jet, seat_groups: _groups, prices: _prices, ...summary } = first as EventListItem;
    assert.deepEqual(body.events[0], summary, "what the calendar shows of the performance");
    assert.deepEqual(body.productions.map((production) => production.id).sort(), someProductions.map((production) => production.id).sort());
    for (const production of body.productions) assert.match(production.url, /^\/de\/produktionen\//);
  });

  test("in English, with English addresses; no ids at all is an empty answer", async () => {
    const { body } = await favorites(`events=${events[0].id}&productions=${someProductions[0].id}`, "en");
    assert.match(body.events[0].url, /^\/en\/spielplan\//);
    assert.match(body.productions[0].url, /^\/en\/productions\//);
    assert.deepEqual((await favorites("")).body, { events: [], productions: [] });
    assert.deepEqual((await favorites("events=&productions=")).body, { events: [], productions: [] });
  });

  test("a repeated id is answered once; unknown and offline items are left out", async () => {
    const offline = someProductions[1];
    await app.db.update(productions).set({ isOnline: false }).where(eq(productions.id, offline.id));
    try {
      const { status, body } = await favorites(`events=${events[0].id},${events[0].id},999999&productions=${someProductions[0].id},${offline.id},999999`);
      assert.equal(status, 200);
      assert.deepEqual(
        body.events.map((event) => event.id),
        [events[0].id],
      );
      assert.deepEqual(
        body.productions.map((production) => production.id),
        [someProductions[0].id],
      );
    } finally {
      await app.db.update(productions).set({ isOnline: true }).where(eq(productions.id, offline.id));
    }
  });

  test("a performance that has begun by the server's clock is left out", async () => {
    const [first, second] = events;
    app.setNow(new Date(Date.parse(first.date_start) + 60_000));
    try {
      const { body } = await favorites(`events=${first.id},${second.id}`);
      assert.deepEqual(
        body.events.map((event) => event.id),
        first.date_start === second.date_start ? [] : [second.id],
      );
    } finally {
      app.setNow(null);
    }
  });

  test("bad ids are a 400 that names the field and the reason", async () => {
    const cases: [string, string, RegExp][] = [
      ["events=abc", "events.0", /number/],
      ["events=1,x2", "events.1", /number/],
      ["events=0", "events.0", /at least 1/],
      ["productions=-3", "productions.0", /number|at least/],
      ["productions=2147483648", "productions.0", /at most/],
      ["events=1.5", "events.0", /number/],
      ["events=1,,2", "events.1", /number/],
    ];
    for (const [query, field, reason] of cases) {
      const { status, body } = await favorites(query);
      assert.equal(status, 400, query);
      assert.equal(body.field, field, query);
      assert.match(String(body.reason), reason, query);
    }
  });

  test("at most 100 ids of a kind in one call", async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(",");
    assert.equal((await favorites(`events=${ids(100)}&productions=${ids(100)}`)).status, 200);
    const { status, body } = await favorites(`events=${ids(101)}`);
    assert.equal(status, 400);
    assert.equal(body.field, "events");
    assert.match(String(body.reason), /at most 100/);
    assert.equal((await favorites(`productions=${ids(101)}`)).status, 400);
  });
});

describe("/webshop/favorites/, where the header's heart used to lead", () => {
  const location = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(app.url + path, { redirect: "manual", headers });
    return { status: response.status, location: response.headers.get("location"), cache: response.headers.get("cache-control") };
  };

  test("leads to the favorites page in the visitor's language", async () => {
    assert.deepEqual(await location("/webshop/favorites/"), { status: 302, location: "/de/merkliste", cache: "no-store" });
    assert.equal((await location("/webshop/favorites")).location, "/de/merkliste");
    assert.equal((await location("/webshop/favorites/?lang=en")).location, "/en/favourites");
    assert.equal((await location("/webshop/favorites/", { Referer: `${app.url}/en/spielplan` })).location, "/en/favourites");
  });

  test("the favorites pages exist in both languages", async () => {
    for (const [path, title] of [
      ["/de/merkliste", "Merkliste"],
      ["/en/favourites", "Favourites"],
    ]) {
      const response = await fetch(app.url + path);
      assert.equal(response.status, 200, path);
      assert.match(await response.text(), new RegExp(`<h1[^>]*>${title}</h1>`), path);
    }
  });
});
