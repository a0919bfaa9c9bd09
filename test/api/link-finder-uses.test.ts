// Issue 24 point 4: the link finder asks the where-used index. Each hit says how often the site uses
// it — a page linked from two pages' content and a menu item is "used 3 times", a similar page nobody
// links to 0 — and whether it is offline; the counting is one query for the whole list, however many
// hits there are (no query per hit).
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../server/db/schema.ts";
import type { Db } from "../../server/db/client.ts";
import { findLinkTargets } from "../../server/services/link-finder.ts";
import type { AdminItem } from "../../shared/api/contract/admin.ts";
import type { LinkTarget, PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData } from "../../shared/api/page-content.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

const linkModule = (id: string, url: string): ModuleData => ({ id, type: "link", link_text: "Mehr", link_url: url, extra_class: "", anchor: "", sticky: false });

async function newPage(slug: string, title: string, isOnline = true): Promise<number> {
  const [page] = await app.db.insert(schema.pages).values({ path: { de: slug, en: `${slug}-en` }, title: { de: title, en: `${title} (en)` }, isOnline }).returning({ id: schema.pages.id });
  return page.id;
}

async function saveLinks(pageId: number, ...children: ModuleData[]): Promise<void> {
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${pageId}`, {
    base_version: null,
    sections: [{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] }],
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await publishDraft((method, path, body) => caller.call("editor", method, path, body), pageId, saved.body.version.id);
}

const find = async (lang: "de" | "en", query: string) => {
  const answer = await caller.call<LinkTarget[]>("editor", "GET", `/${lang}/pageeditor-api/link-finder?query=${encodeURIComponent(query)}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};

test("a page linked from two pages' content and a menu item is used 3 times; a similar page nobody links to 0; an offline page is marked", async () => {
  const linked = await newPage("wegweiser-kasse", "Wegweiser Kasse");
  await newPage("wegweiser-kassenhalle", "Wegweiser Kassenhalle");
  await newPage("wegweiser-kasse-alt", "Wegweiser Kasse (alt)", false);
  // Two pages link to it, one with query, anchor and trailing slash and twice; the English address counts too.
  await saveLinks(await newPage("wegweiser-foyer", "Foyer"), linkModule("m1", "/de/wegweiser-kasse/?von=foyer#oeffnungszeiten"), linkModule("m2", "/de/wegweiser-kasse"));
  await saveLinks(await newPage("wegweiser-anfahrt", "Anfahrt"), linkModule("m1", "/en/wegweiser-kasse-en"));
  // The page's link to itself is not a use.
  await saveLinks(linked, linkModule("m1", "/de/wegweiser-kasse#oben"));
  const menu = await caller.call<AdminItem>("admin", "POST", "/de/admin-api/content/menu-items/", {
    values: { title: { de: "Kasse", en: "Box office" }, url: { de: "wegweiser-kasse", en: "" }, menu: "secondary", parent: null, has_tab_navigation: false, position: 98 },
  });
  assert.equal(menu.status, 201, JSON.stringify(menu.body));

  const hits = await find("de", "Wegweiser Kasse");
  const byUrl = new Map(hits.map((hit) => [hit.url, hit]));
  assert.deepEqual(
    ["/de/wegweiser-kasse", "/de/wegweiser-kassenhalle", "/de/wegweiser-kasse-alt"].map((url) => [url, byUrl.get(url)?.uses, byUrl.get(url)?.is_online]),
    [
      ["/de/wegweiser-kasse", 3, true],
      ["/de/wegweiser-kassenhalle", 0, true],
      ["/de/wegweiser-kasse-alt", 0, false],
    ],
  );
  const english = await find("en", "Wegweiser Kasse");
  assert.equal(english.find((hit) => hit.url === "/en/wegweiser-kasse-en")?.uses, 3, "the same count in English");
});

test("an article a teaser list shows is used by that page", async () => {
  const [article] = await app.db
    .insert(schema.articles)
    .values({ slug: { de: "wegweiser-bericht", en: "signpost-report" }, title: { de: "Wegweiser-Bericht", en: "Signpost report" }, publishedAt: new Date("2026-02-01T10:00:00Z") })
    .returning({ id: schema.articles.id });
  await saveLinks(await newPage("wegweiser-blog", "Wegweiser-Blog"), { id: "m1", type: "blog_teaser_list", headline: "Neu", items: [{ article: article.id }] });
  const hit = (await find("de", "Wegweiser-Bericht")).find((target) => target.kind === "article");
  assert.equal(hit?.uses, 1, JSON.stringify(hit));
});

test("counting takes one query for the whole list: a search with 20 hits asks the database as often as one with a single hit", async () => {
  // The app's database with every query counted.
  const pool = new pg.Pool({ connectionString: app.database.url, max: 2 });
  let queries = 0;
  const counted = drizzle(pool, { schema, logger: { logQuery: () => void queries++ } }) as unknown as Db;
  const queriesOf = async (query: string) => {
    queries = 0;
    const hits = await findLinkTargets(counted, "de", query, new Date());
    return { hits: hits.length, queries };
  };
  const [one, many] = await (async () => {
    try {
      return [await queriesOf("Wegweiser Kassenhalle"), await queriesOf("")];
    } finally {
      await pool.end();
    }
  })();
  assert.equal(one.hits, 1);
  assert.equal(many.hits, 20);
  assert.equal(many.queries, one.queries, "no query per hit");
  assert.equal(many.queries, 6, "one query per kind of hit, and one that counts them all");
});
