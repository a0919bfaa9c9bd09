// A series or subscription with its price and performances.
import assert from "node:assert/strict";
import { test } from "node:test";
import { isNotNull } from "drizzle-orm";
import { series } from "../../server/db/schema.ts";
import type { SeriesDetail } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const get = app.getJson;

test("GET /:lang/api/series/:id/ answers the price as text and the events", async () => {
  const [row] = await app.db.select().from(series).where(isNotNull(series.priceCents)).limit(1);
  assert.ok(row, "the demo data has a subscription with a price");
  const { status, body } = await get<SeriesDetail>(`/de/api/series/${row.id}/`);
  assert.equal(status, 200);
  assert.equal(body.price, (row.priceCents! / 100).toFixed(2));
  assert.match(body.price_formatted!, /^\d+(,\d{2})?\u00a0€$/);
  assert.ok(Array.isArray(body.events));
});

test("a bad id is a 400 and an unknown one a 404", async () => {
  assert.equal((await get("/de/api/series/-1/")).status, 400);
  assert.equal((await get("/de/api/series/999999/")).status, 404);
});

test("the series answers spec fields in the request's language", async () => {
  const [row] = await app.db.select().from(series).where(isNotNull(series.priceCents)).limit(1);
  const { body } = await get<SeriesDetail>(`/en/api/series/${row.id}/`);
  for (const key of ["id", "name", "description", "is_subscription", "price", "price_formatted", "image", "events", "url", "slugs"]) assert.ok(key in body, key);
  assert.equal(body.name, row.name.en || row.name.de);
  assert.equal(body.url, `/en/abonnements/${row.slug.en}/${row.id}`);
});
