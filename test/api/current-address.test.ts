// One address per page (issue 16): a detail page reached with an outdated or wrong slug answers 301
// to its current address, keeping the query, in both languages; the canonical link names the current
// address; the HTML cache for visitors never keeps the redirect as a page.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { productions } from "../../server/db/schema.ts";
import type { ProductionDetail } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { htmlCacheMb: 16, htmlCacheMaxAgeSeconds: 3600 } });

interface Answer {
  status: number;
  location: string | null;
  html: string;
  /** The request log's word on the HTML cache: hit, miss or bypass. */
  cache: unknown;
}

async function visit(path: string): Promise<Answer> {
  const id = `address-${randomUUID()}`;
  const response = await fetch(app.url + path, { headers: { "X-Request-Id": id }, redirect: "manual" });
  const html = await response.text();
  const line = await app.logLine((entry) => entry.request_id === id && entry.event === "request");
  return { status: response.status, location: response.headers.get("location"), html, cache: line.cache };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** A tag that has a page: the tag list links to it. */
async function tagId(lang: "de" | "en"): Promise<string> {
  const { html } = await visit(lang === "de" ? "/de/magazine/tags" : "/en/mag/tags");
  const id = new RegExp(`href="/${lang}/(?:magazine|mag)/tags/[^/"]+/(\\d+)"`).exec(html)?.[1];
  assert.ok(id, "the tag list links to a tag page");
  return id;
}

/** Every detail type's address with a wrong slug, in German and English. */
async function wrongAddresses(): Promise<string[]> {
  return [
    "/de/produktionen/wrong-slug/10",
    "/en/productions/wrong-slug/10",
    "/de/spielplan/wrong-slug/1",
    "/en/spielplan/wrong-slug/1",
    "/de/ensemble-und-kuenstlerische-teams/wrong-slug/1",
    "/en/ensemble-and-leading-teams/wrong-slug/1",
    "/de/magazine/wrong-slug/1",
    "/en/mag/wrong-slug/1",
    "/de/magazine/categories/wrong-slug/1",
    "/en/mag/categories/wrong-slug/1",
    `/de/magazine/tags/wrong-slug/${await tagId("de")}`,
    `/en/mag/tags/wrong-slug/${await tagId("en")}`,
    "/de/venues/wrong-slug/1",
    "/en/venues/wrong-slug/1",
    "/de/abonnements/wrong-slug/1",
    "/en/abonnements/wrong-slug/1",
    "/de/forms/wrong-slug/1",
    "/en/forms/wrong-slug/1",
  ];
}

test("every detail page with a wrong slug answers 301 to its current address with the query kept; that address is the page and its canonical link", async () => {
  for (const wrong of await wrongAddresses()) {
    const moved = await visit(`${wrong}?from=newsletter&x=%C3%A4`);
    assert.equal(moved.status, 301, wrong);
    const location = new URL(moved.location!, app.url);
    const id = wrong.split("/").at(-1);
    assert.equal(location.origin, app.url, `${wrong}: on the site`);
    assert.equal(location.pathname.split("/")[1], wrong.split("/")[1], `${wrong}: in the same language`);
    assert.equal(location.pathname.split("/").at(-1), id, `${wrong}: the same id`);
    assert.doesNotMatch(location.pathname, /wrong-slug/, wrong);
    assert.equal(location.search, "?from=newsletter&x=%C3%A4", `${wrong}: the query is kept`);
    const current = await visit(location.pathname);
    assert.equal(current.status, 200, location.pathname);
    assert.equal(canonicalOf(current.html), app.url + location.pathname, `${location.pathname}: canonical is the current address`);
  }
});

test("a slug an editor changed sends the old address on to the new one; a trailing slash is the same page's other spelling", async () => {
  // A production no other test here visits: a direct write to the database reaches no cache.
  const { body: production } = await app.getJson<ProductionDetail>("/de/api/productions/11/");
  const before = production.url;
  const renamed = `${production.slugs.de}-neu`;
  await app.db.update(productions).set({ slug: { ...production.slugs, de: renamed } }).where(eq(productions.id, 11));
  try {
    const moved = await visit(before);
    assert.equal(moved.status, 301, "the outdated slug");
    assert.equal(moved.location, `/de/produktionen/${renamed}/11`);
    assert.deepEqual(await visit(`/de/produktionen/${renamed}/11/`).then(({ status, location }) => ({ status, location })), { status: 301, location: `/de/produktionen/${renamed}/11` });
  } finally {
    await app.db.update(productions).set({ slug: production.slugs }).where(eq(productions.id, 11));
  }
});

test("the HTML cache never keeps a redirect as a page, and the current address is kept as itself", async () => {
  const wrong = "/de/venues/wrong-slug/2";
  const first = await visit(wrong);
  const second = await visit(wrong);
  assert.deepEqual([first.status, second.status], [301, 301]);
  assert.notEqual(second.cache, "hit", "the redirect is not answered from memory");
  assert.equal(second.html.includes("<html"), false, "no page under the wrong address");
  const current = first.location!;
  await visit(current);
  const kept = await visit(current);
  assert.equal(kept.status, 200);
  assert.equal(kept.cache, "hit");
  assert.equal(canonicalOf(kept.html), app.url + current);
  assert.equal((await visit(wrong)).status, 301, "still a redirect once the page is kept");
});
