// The ensemble: people by category, person categories, one person.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { persons } from "../../server/db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { PersonCategory, PersonDetail, PersonSummary } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/persons/ lists online people with their categories", async () => {
  const { status, body } = await get<Paged<PersonSummary>>("/de/api/persons/");
  assert.equal(status, 200);
  assert.ok(body.count > 0 && body.count <= 100);
  assert.equal(body.results.length, body.count);
  const person = body.results[0];
  assert.match(person.url, new RegExp(`^/de/ensemble-und-kuenstlerische-teams/[a-z0-9-]+/${person.id}$`));
  assert.ok(Array.isArray(person.categories));
});

test("the category filter keeps only people of that category", async () => {
  const { body: categories } = await get<PersonCategory[]>("/en/api/person-categories/");
  assert.ok(categories.length > 0);
  const { body } = await get<Paged<PersonSummary>>(`/en/api/persons/?category=${categories[0].id}`);
  assert.ok(body.count > 0);
  for (const person of body.results) assert.ok(person.categories.some((category) => category.id === categories[0].id));
  const bad = await get<{ field: string }>("/en/api/persons/?category=opera");
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, "category");
});

test("GET /:lang/api/persons/:id/ answers biography, roles and upcoming events", async () => {
  const { body: list } = await get<Paged<PersonSummary>>("/de/api/persons/");
  const id = list.results[0].id;
  const { status, body } = await get<PersonDetail>(`/de/api/persons/${id}/`);
  assert.equal(status, 200);
  assert.equal(body.id, id);
  assert.equal(typeof body.biography, "string");
  for (const role of body.roles) assert.match(role.production.url, /^\/de\/produktionen\//);
  assert.ok(Array.isArray(body.events));
});

test("a bad id is a 400, an unknown or offline person a 404", async () => {
  assert.equal((await get("/de/api/persons/x1/")).status, 400);
  assert.equal((await get("/de/api/persons/999999/")).status, 404);
  const [row] = await app.db.select({ id: persons.id }).from(persons).limit(1);
  await app.db.update(persons).set({ isOnline: false }).where(eq(persons.id, row.id));
  try {
    assert.equal((await get(`/de/api/persons/${row.id}/`)).status, 404);
  } finally {
    await app.db.update(persons).set({ isOnline: true }).where(eq(persons.id, row.id));
  }
});
