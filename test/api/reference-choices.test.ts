// The reference picker's search (GET /:lang/admin-api/content/:target/choices/): for whoever edits
// content, every reference target but images; checked target, id and query (400 at the field);
// finds items by a part of the title in either language, and looks up the one item of an id for
// showing a stored choice. Events, venues, forms, articles and categories carry their detail.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { asc, eq, sql } from "drizzle-orm";
import { articleCategories, articles, events, forms, persons, productions, rooms, tags, venues } from "../../server/db/schema.ts";
import { itemTargets, type ReferenceChoice } from "../../shared/api/contract/admin.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

type Answer = ReferenceChoice[] & { error?: string; field?: string };

async function find(path: string, who: Who = "editor"): Promise<{ status: number; body: Answer }> {
  return caller.call<Answer>(who, "GET", path);
}

/** A piece from the middle of a name, in other case: the search is "contains", any case. */
const middle = (name: string) => {
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  // Only ASCII letters change case: whether ILIKE folds "ü" depends on the database's locale.
  return (word.length > 4 ? word.slice(1, -1) : word).replace(/[a-z]/g, (letter) => letter.toUpperCase());
};

test("the search is for who edits content: 401 for visitors, 403 for the box office; menu items only for who manages navigation", async () => {
  for (const target of itemTargets) {
    const answer = await find(`/de/admin-api/content/${target}/choices/?query=a`, null);
    assert.equal(answer.status, 401, target);
    assert.equal(answer.body.error, "not_authenticated");
    assert.equal((await find(`/de/admin-api/content/${target}/choices/?query=a`, "box_office")).status, 403, `box office ${target}`);
  }
  assert.equal((await find("/de/admin-api/content/menu-items/choices/?query=")).status, 403, "an editor does not manage the menus");
  const admin = await find("/de/admin-api/content/menu-items/choices/?query=", "admin");
  assert.equal(admin.status, 200);
  assert.ok(admin.body.length > 0);
});

test("a target that is not searchable, a bad id or a long query is a 400 naming the field", async () => {
  const cases = [
    ["/de/admin-api/content/image/choices/", "resource"],
    ["/de/admin-api/content/accounts/choices/?query=a", "resource"],
    ["/de/admin-api/content/redirects/choices/?query=a", "resource"],
    ["/de/admin-api/content/person/choices/?query=a", "resource"],
    ["/de/admin-api/content/venues/choices/?id=abc", "id"],
    ["/de/admin-api/content/venues/choices/?id=0", "id"],
    ["/de/admin-api/content/venues/choices/?id=-3", "id"],
    [`/de/admin-api/content/venues/choices/?query=${"x".repeat(101)}`, "query"],
  ] as const;
  for (const [path, field] of cases) {
    const answer = await find(path);
    assert.equal(answer.status, 400, path);
    assert.equal(answer.body.error, "invalid_input", path);
    assert.equal(answer.body.field, field, path);
  }
});

test("finds venues, forms, articles and categories by a part of the name in either language, named in the request's language", async () => {
  const [venue] = await app.db.select().from(venues).orderBy(asc(venues.id)).limit(1);
  const [form] = await app.db.select().from(forms).orderBy(asc(forms.id)).limit(1);
  const [article] = await app.db.select().from(articles).where(eq(articles.isOnline, true)).orderBy(asc(articles.id)).limit(1);
  const [category] = await app.db.select().from(articleCategories).orderBy(asc(articleCategories.id)).limit(1);
  const cases = [
    { target: "venues", id: venue.id, name: venue.name },
    { target: "forms", id: form.id, name: form.title },
    { target: "articles", id: article.id, name: article.title },
    { target: "article-categories", id: category.id, name: category.name },
  ];
  for (const { target, id, name } of cases) {
    for (const lang of ["de", "en"] as const) {
      const answer = await find(`/${lang}/admin-api/content/${target}/choices/?query=${encodeURIComponent(middle(name[lang]))}`);
      assert.equal(answer.status, 200, `${target} ${lang}`);
      const hit = answer.body.find((choice) => choice.id === id);
      assert.ok(hit, `${target} "${name[lang]}" found by "${middle(name[lang])}": ${JSON.stringify(answer.body)}`);
      assert.equal(hit.label, name[lang]);
      assert.equal(typeof hit.detail, "string");
    }
    // The German page's picker finds an item by its English name too, and names it in German.
    const other = await find(`/de/admin-api/content/${target}/choices/?query=${encodeURIComponent(middle(name.en))}`);
    assert.equal(other.body.find((choice) => choice.id === id)?.label, name.de, `${target} by its English name`);
  }
  const [venueHit] = (await find(`/de/admin-api/content/venues/choices/?id=${venue.id}`)).body;
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
  const answer = await find(`/de/admin-api/content/events/choices/?query=${encodeURIComponent(middle(row.title.de))}`);
  assert.equal(answer.status, 200);
  assert.ok(answer.body.length > 0 && answer.body.length <= 20);
  assert.ok(answer.body.every((choice) => choice.label.toLowerCase().includes(middle(row.title.de).toLowerCase())));
  const [byId] = (await find(`/de/admin-api/content/events/choices/?id=${row.id}`)).body;
  assert.equal(byId.label, row.title.de);
  assert.match(byId.detail, /\d{4}/, "the detail holds the date");
});

test("looks up one item by id: exactly that one, offline ones too (marked), none for an unknown id", async () => {
  const [article] = await app.db
    .insert(articles)
    .values({ slug: { de: "verborgen", en: "hidden" }, title: { de: "Ein verborgener Seeotter", en: "A hidden sea otter" }, publishedAt: new Date(), isOnline: false })
    .returning({ id: articles.id });
  const byId = await find(`/en/admin-api/content/articles/choices/?id=${article.id}`);
  assert.equal(byId.status, 200);
  assert.deepEqual(
    byId.body.map((choice) => [choice.id, choice.label]),
    [[article.id, "A hidden sea otter"]],
  );
  assert.match(byId.body[0].detail, /offline/);
  const byName = await find("/de/admin-api/content/articles/choices/?query=seeOTTER");
  assert.deepEqual(
    byName.body.map((choice) => choice.id),
    [article.id],
  );
  assert.deepEqual((await find("/de/admin-api/content/articles/choices/?id=2147483647")).body, []);
});

test("an empty query offers at most 20 of any target; % and _ are characters, not wildcards", async () => {
  for (const target of itemTargets) {
    const answer = await find(`/de/admin-api/content/${target}/choices/?query=`, "admin");
    assert.equal(answer.status, 200, target);
    assert.ok(answer.body.length <= 20, `${target}: ${answer.body.length}`);
    assert.equal(new Set(answer.body.map((choice) => choice.id)).size, answer.body.length);
    assert.ok(answer.body.every((choice) => choice.label !== "" && typeof choice.detail === "string"), target);
  }
  for (const target of ["venues", "forms", "productions", "persons", "production-tags"]) {
    assert.deepEqual((await find(`/de/admin-api/content/${target}/choices/?query=%25%25`)).body, [], target);
    assert.deepEqual((await find(`/de/admin-api/content/${target}/choices/?query=__`)).body, [], target);
  }
});

test("every other target is searched by its title in either language and named by it: productions, rooms, persons, tags of one vocabulary", async () => {
  const [production] = await app.db.select().from(productions).orderBy(asc(productions.id)).limit(1);
  const [room] = await app.db.select().from(rooms).orderBy(asc(rooms.id)).limit(1);
  const [person] = await app.db.select().from(persons).orderBy(asc(persons.id)).limit(1);
  const [productionTag] = await app.db.select().from(tags).where(eq(tags.scope, "production")).orderBy(asc(tags.id)).limit(1);
  const cases = [
    { target: "productions", id: production.id, names: production.title },
    { target: "rooms", id: room.id, names: room.name },
    { target: "persons", id: person.id, names: { de: `${person.firstName} ${person.lastName}`.trim(), en: `${person.firstName} ${person.lastName}`.trim() } },
    { target: "production-tags", id: productionTag.id, names: productionTag.name },
  ];
  for (const { target, id, names } of cases) {
    for (const lang of ["de", "en"] as const) {
      const answer = await find(`/de/admin-api/content/${target}/choices/?query=${encodeURIComponent(middle(names[lang]))}`);
      assert.equal(answer.status, 200, target);
      assert.equal(answer.body.find((choice) => choice.id === id)?.label, names.de, `${target} found by "${middle(names[lang])}": ${JSON.stringify(answer.body)}`);
    }
    const byId = await find(`/en/admin-api/content/${target}/choices/?id=${id}`);
    assert.deepEqual(
      byId.body.map((choice) => [choice.id, choice.label]),
      [[id, names.en]],
      target,
    );
    const byNumber = await find(`/en/admin-api/content/${target}/choices/?query=${id}`);
    assert.ok(byNumber.body.some((choice) => choice.id === id), `${target}: digits find the id`);
  }
  // A tag of another vocabulary is not a production tag, not even by its id.
  const [eventTag] = await app.db.select().from(tags).where(eq(tags.scope, "event")).orderBy(asc(tags.id)).limit(1);
  assert.deepEqual((await find(`/de/admin-api/content/production-tags/choices/?id=${eventTag.id}`)).body, []);
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
    const answer = await find(`/de/admin-api/content/events/choices/?query=${encodeURIComponent(`${date} ${middle(row.title.de)}`)}`);
    assert.equal(answer.status, 200);
    assert.ok(answer.body.some((choice) => choice.id === row.id), `${date}: ${JSON.stringify(answer.body)}`);
    assert.ok(answer.body.every((choice) => choice.detail.includes(`${Number(day)}.`)), `${date}: only that day`);
  }
  const otherDay = await find(`/de/admin-api/content/events/choices/?query=${encodeURIComponent(`01.01.1999 ${middle(row.title.de)}`)}`);
  assert.deepEqual(otherDay.body, []);
});
