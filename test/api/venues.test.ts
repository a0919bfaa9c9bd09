// A venue with its address, rooms and upcoming events.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { venues } from "../../server/db/schema.ts";
import type { VenueDetail } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/venues/:id/ answers address, rooms and events there", async () => {
  const [row] = await app.db.select().from(venues).limit(1);
  const { status, body } = await get<VenueDetail>(`/de/api/venues/${row.id}/`);
  assert.equal(status, 200);
  assert.equal(body.street, row.street);
  assert.ok(body.rooms.length > 0);
  assert.equal(body.url, `/de/venues/${row.slug.de}/${row.id}`);
  for (const event of body.events) assert.equal(event.venue, row.name.de);
});

test("a bad id is a 400, an unknown or offline venue a 404", async () => {
  const bad = await get<{ field: string }>("/de/api/venues/abc/");
  assert.deepEqual([bad.status, bad.body.field], [400, "id"]);
  assert.equal((await get("/de/api/venues/999999/")).status, 404);
  const [row] = await app.db.select().from(venues).limit(1);
  await app.db.update(venues).set({ isOnline: false }).where(eq(venues.id, row.id));
  try {
    assert.equal((await get(`/de/api/venues/${row.id}/`)).status, 404);
  } finally {
    await app.db.update(venues).set({ isOnline: true }).where(eq(venues.id, row.id));
  }
});
