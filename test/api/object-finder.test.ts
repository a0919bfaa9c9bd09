// The object pickers' finder (GET /:lang/pageeditor-api/objects/:kind/): editors only, checked kind
// and id, finds events, venues, forms, articles and categories by a part of the name, and looks up
// the one object of an id for showing a stored choice.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { asc, eq, sql } from "drizzle-orm";
import { articleCategories, articles, events, forms, productions, venues } from "../../server/db/schema.ts";
import type { ObjectChoice } from "../../shared/api/editor-types.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let editor = "";

before(async () => {
  await app.ready;
  editor = await sessionCookie(app.db, "editor");
});

async function find(path: string, asEditor = true): Promise<{ status: number; body: ObjectChoice[] & { error?: string; field?: string } }> {
  const response = await fetch(app.url + path, { headers: asEditor ? { Cookie: editor } : {} });
  return { status: response.status, body: (await response.json()) as ObjectChoice[] & { error?: string; field?: string } };
}

/** A piece from the middle of a name, in other case: the search is "contains", any case. */
const middle = (name: string) => {
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  // Only ASCII letters change case: whether ILIKE folds "ü" depends on the database's locale.
  return (word.length > 4 ? word.slice(1, -1) : word).replace(/[a-z]/g, (letter) => letter.toUpperCase());
};

test("the object finder is for editors: 401 for visitors", async () => {
  for (const kind of ["event", "venue", "form", "article", "category"]) {
    const answer = await find(`/de/pageeditor-api/objects/${kind}/?query=a`, false);
    assert.equal(answer.status, 401, kind);
    assert.equal(answer.body.error, "not_authenticated");
  }
});

test("an unknown kind or a bad id is a 400", async () => {
  for (const path of ["/de/pageeditor-api/objects/image/", "/de/pageeditor-api/objects/person/?query=a", "/de/pageeditor-api/objects/venue/?id=abc", "/de/pageeditor-api/objects/venue/?id=0", "/de/pageeditor-api/objects/venue/?id=-3"]) {
    const answer = await find(path);
    assert.equal(answer.status, 400, path);
    assert.equal(answer.body.error, "invalid_input", path);
  }
  assert.equal((await find(`/de/pageeditor-api/objects/venue/?query=${"x".repeat(101)}`)).status, 400, "a query of more than 100 characters");
});

test("finds venues, forms, articles and categories by a part of the name, in the request's language", async () => {
  const [venue] = await app.db.select().from(venues).orderBy(asc(venues.id)).limit(1);
  const [form] = await app.db.select().from(forms).orderBy(asc(forms.id)).limit(1);
  const [article] = await app.db.select().from(articles).where(eq(articles.isOnline, true)).orderBy(asc(articles.id)).limit(1);
  const [category] = await app.db.select().from(articleCategories).orderBy(asc(articleCategories.id)).limit(1);
  const cases = [
    { kind: "venue", id: venue.id, name: venue.name },
    { kind: "form", id: form.id, name: form.title },
    { kind: "article", id: article.id, name: article.title },
    { kind: "category", id: category.id, name: category.name },
  ];
  for (const { kind, id, name } of cases) {
    for (const lang of ["de", "en"] as const) {
      const answer = await find(`/${lang}/pageeditor-api/objects/${kind}/?query=${encodeURIComponent(middle(name[lang]))}`);
      assert.equal(answer.status, 200, `${kind} ${lang}`);
      const hit = answer.body.find((choice) => choice.id === id);
      assert.ok(hit, `${kind} "${name[lang]}" found by "${middle(name[lang])}": ${JSON.stringify(answer.body)}`);
      assert.equal(hit.label, name[lang]);
      assert.equal(typeof hit.detail, "string");
      assert.ok(answer.body.every((choice) => choice.label.toLowerCase().includes(middle(name[lang]).toLowerCase()) || String(choice.id) === middle(name[lang])), `${kind}: only matching names`);
    }
  }
  const [venueHit] = (await find(`/de/pageeditor-api/objects/venue/?id=${venue.id}`)).body;
  assert.ok(venueHit.detail.includes(venue.city), "a venue's detail is its address");
});

test("finds events by the production's title, upcoming ones first, with date and venue", async () => {
  const [row] = await app.db
    .select({ id: events.id, title: productions.title })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(sql`${events.title} is null and ${events.dateStart} > now()`)
    .orderBy(asc(events.dateStart))
    .limit(1);
  const answer = await find(`/de/pageeditor-api/objects/event/?query=${encodeURIComponent(middle(row.title.de))}`);
  assert.equal(answer.status, 200);
  assert.ok(answer.body.length > 0 && answer.body.length <= 20);
  assert.ok(answer.body.every((choice) => choice.label.toLowerCase().includes(middle(row.title.de).toLowerCase())));
  const [byId] = (await find(`/de/pageeditor-api/objects/event/?id=${row.id}`)).body;
  assert.equal(byId.label, row.title.de);
  assert.match(byId.detail, /\d{4}/, "the detail holds the date");
});

test("looks up one object by id: exactly that one, offline ones too (marked), none for an unknown id", async () => {
  const [article] = await app.db
    .insert(articles)
    .values({ slug: { de: "verborgen", en: "hidden" }, title: { de: "Ein verborgener Seeotter", en: "A hidden sea otter" }, publishedAt: new Date(), isOnline: false })
    .returning({ id: articles.id });
  const byId = await find(`/en/pageeditor-api/objects/article/?id=${article.id}`);
  assert.equal(byId.status, 200);
  assert.deepEqual(
    byId.body.map((choice) => [choice.id, choice.label]),
    [[article.id, "A hidden sea otter"]],
  );
  assert.match(byId.body[0].detail, /offline/);
  const byName = await find("/de/pageeditor-api/objects/article/?query=seeOTTER");
  assert.deepEqual(
    byName.body.map((choice) => choice.id),
    [article.id],
  );
  assert.deepEqual((await find("/de/pageeditor-api/objects/article/?id=2147483647")).body, []);
});

test("an empty query offers at most 20; % and _ are characters, not wildcards", async () => {
  for (const kind of ["event", "venue", "form", "article", "category"]) {
    const answer = await find(`/de/pageeditor-api/objects/${kind}/?query=`);
    assert.equal(answer.status, 200, kind);
    assert.ok(answer.body.length > 0 && answer.body.length <= 20, `${kind}: ${answer.body.length}`);
    assert.equal(new Set(answer.body.map((choice) => choice.id)).size, answer.body.length);
  }
  assert.deepEqual((await find("/de/pageeditor-api/objects/venue/?query=%25%25")).body, []);
  assert.deepEqual((await find("/de/pageeditor-api/objects/form/?query=__")).body, []);
});

test("finds performances by date and production: '28.11.2026', '28.11.' (the next such day) or '2026-11-28' with part of the title", async () => {
  const [row] = await app.db
    .select({ id: events.id, title: productions.title, dateStart: events.dateStart })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(sql`${events.title} is null and ${events.dateStart} > now()`)
    .orderBy(asc(events.dateStart))
    .limit(1);
  const berlin = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(row.dateStart);
  const [day, month, year] = berlin.split(".");
  for (const date of [`${day}.${month}.${year}`, `${day}.${month}.`, `${year}-${month}-${day}`]) {
    const answer = await find(`/de/pageeditor-api/objects/event/?query=${encodeURIComponent(`${date} ${middle(row.title.de)}`)}`);
    assert.equal(answer.status, 200);
    assert.ok(answer.body.some((choice) => choice.id === row.id), `${date}: ${JSON.stringify(answer.body)}`);
    assert.ok(answer.body.every((choice) => choice.detail.includes(`${Number(day)}.`)), `${date}: only that day`);
  }
  const otherDay = await find(`/de/pageeditor-api/objects/event/?query=${encodeURIComponent(`01.01.1999 ${middle(row.title.de)}`)}`);
  assert.deepEqual(otherDay.body, []);
});
