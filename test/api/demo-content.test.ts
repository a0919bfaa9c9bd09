// The demo season: what the issue promises, believable rules, and the same rows for the same clock.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { formatInTimeZone } from "date-fns-tz";
import { sql } from "drizzle-orm";
import { applyMigrations, type Db } from "../../server/db/client.ts";
import { isDatabaseEmpty, seedDemo } from "../../server/db/seed/index.ts";
import { layoutPresets, type PageContent } from "../../shared/api/page-content.ts";
import { contentFailures } from "../../src/modules/validate-sections.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

const now = new Date("2026-03-27T09:15:00Z"); // the Friday before the change to summer time
const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-seed-"));
const databases: TestDatabase[] = [];
let first: TestDatabase;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

async function seededDatabase(mediaDir: string): Promise<TestDatabase> {
  const database = await createTestDatabase({ empty: true });
  databases.push(database);
  await applyMigrations(database);
  assert.equal(await isDatabaseEmpty(database.db), true);
  await seedDemo(database.db, { now, mediaDir });
  assert.equal(await isDatabaseEmpty(database.db), false);
  return database;
}

/** SHA-256 over every row of every table in a stable order; salted password hashes left out. */
async function hashDatabase(db: Db): Promise<string> {
  const tables = await rows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`);
  const hash = crypto.createHash("sha256");
  for (const { name } of tables) {
    hash.update(name);
    const data = await rows<{ row: string }>(db, sql`select (to_jsonb(t) - 'password_hash')::text as row from ${sql.identifier(name)} t order by 1`);
    for (const { row } of data) hash.update(row);
  }
  return hash.digest("hex");
}

const count = async (db: Db, query: ReturnType<typeof sql>) => (await rows<{ n: number }>(db, query))[0].n;

before(async () => {
  first = await seededDatabase(path.join(mediaRoot, "a"));
});
after(async () => {
  for (const database of databases) await database.drop();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

test("the season has what the issue asks for", async () => {
  const db = first.db;
  const until = new Date(now.getTime() + 90 * 86_400_000);
  assert.ok((await count(db, sql`select count(*)::int as n from events where date_start > ${now} and date_start <= ${until}`)) >= 150);
  assert.ok((await count(db, sql`select count(distinct r.id)::int as n from events e join rooms r on r.id = e.room_id`)) >= 4);
  assert.equal(await count(db, sql`select count(*)::int as n from productions`), 26);
  const types = await rows<{ slug: string }>(db, sql`select distinct t.slug from productions p join exhibition_types t on t.id = p.exhibition_type_id`);
  for (const slug of ["opera", "drama", "dance", "concert", "youth"]) assert.ok(types.some((type) => type.slug === slug), slug);
  assert.ok((await count(db, sql`select count(*)::int as n from persons`)) >= 60);
  assert.ok((await count(db, sql`select count(distinct person_id)::int as n from production_contributors`)) >= 40, "people have roles");
  assert.ok((await count(db, sql`select count(*)::int as n from articles where category_id is not null`)) >= 30);
  assert.ok((await count(db, sql`select count(distinct article_id)::int as n from article_tags`)) >= 30);
  assert.equal(await count(db, sql`select count(*)::int as n from series where is_subscription`), 6);
  assert.equal(await count(db, sql`select count(*)::int as n from forms`), 3);
  assert.ok((await count(db, sql`select count(*)::int as n from prices where not is_full_price`)) > 0, "discounts");
  assert.ok((await count(db, sql`select count(*)::int as n from menu_items`)) > 0);
  assert.ok((await count(db, sql`select count(*)::int as n from footer_links`)) >= 5);
  assert.equal(await count(db, sql`select count(*)::int as n from alerts where is_active`), 1);
  assert.ok((await count(db, sql`select count(*)::int as n from opening_hours`)) >= 7);
  assert.ok((await count(db, sql`select count(*)::int as n from opening_hours_exceptions`)) >= 1);
  // Spec §2's detail sections that only some events have (issue 16): a festival with its performances, programmes, sponsors, promoters.
  assert.ok((await count(db, sql`select count(*)::int as n from events where parent_event_id is not null`)) >= 1, "a festival's performances");
  assert.ok((await count(db, sql`select count(distinct production_id)::int as n from programme_items`)) >= 3, "programmes");
  assert.ok((await count(db, sql`select count(*)::int as n from production_opening_hours`)) >= 1, "opening hours of a production");
  assert.ok((await count(db, sql`select count(distinct event_id)::int as n from event_sponsors`)) >= 3, "sponsored events");
  assert.ok((await count(db, sql`select count(*)::int as n from productions where promoter_id is not null`)) >= 2, "promoters");
  assert.ok((await count(db, sql`select count(*)::int as n from productions where video_url is not null`)) >= 3, "trailers");
  for (const legal of ["agb", "datenschutz", "impressum"]) {
    assert.equal(await count(db, sql`select count(*)::int as n from pages where path->>'de' = ${legal} and path->>'en' = ${legal}`), 1, legal);
  }
  const home = await rows<{ content: PageContent }>(db, sql`select content from pages where path->>'de' = ''`);
  const moduleTypes = new Set(home[0].content.de.flatMap((section) => section.columns.flatMap((column) => column.children.map((module) => module.type))));
  for (const type of ["headline", "text", "link", "event_list"]) assert.ok(moduleTypes.has(type), `home has a ${type} module`);
});

test("performances are believable: in the next 90 days, at theatre times, one per room and time", async () => {
  const events = await rows<{ id: number; room_id: number; date_start: Date }>(first.db, sql`select id, room_id, date_start from events`);
  const until = now.getTime() + 90 * 86_400_000;
  const slots = new Set<string>();
  for (const event of events) {
    const start = new Date(event.date_start);
    assert.ok(start > now && start.getTime() <= until, `event ${event.id} at ${start.toISOString()}`);
    const key = `${event.room_id}|${start.toISOString()}`;
    assert.ok(!slots.has(key), `two events in room ${event.room_id} at ${start.toISOString()}`);
    slots.add(key);
    const weekend = Number(formatInTimeZone(start, "Europe/Berlin", "i")) >= 6;
    const time = formatInTimeZone(start, "Europe/Berlin", "HH:mm");
    assert.ok((weekend ? ["11:00", "15:00", "16:00", "19:30", "20:00"] : ["10:00", "19:30", "20:00"]).includes(time), `event ${event.id} at ${time}`);
  }
  assert.equal(await count(first.db, sql`select count(*)::int as n from (select s.id from seat_groups s left join prices p on p.seat_group_id = s.id and p.is_full_price group by s.id having count(p.id) <> 1) x`), 0, "one full price per seat group");
  assert.equal(
    await count(first.db, sql`select count(*)::int as n from prices d join prices f on f.seat_group_id = d.seat_group_id and f.is_full_price where not d.is_full_price and d.amount_cents >= f.amount_cents`),
    0,
    "discounts are cheaper than the full price",
  );
});

test("page content fits the layouts and both languages share one structure; images are PNG originals with avif, webp and jpeg renditions", async () => {
  for (const page of await rows<{ id: number; content: PageContent }>(first.db, sql`select id, content from pages`)) {
    for (const sections of [page.content.de, page.content.en]) {
      for (const section of sections) assert.equal(section.columns.length, layoutPresets[section.layout].length, `page ${page.id} ${section.id}`);
    }
    assert.deepEqual(page.content.de.map((s) => s.id), page.content.en.map((s) => s.id));
  }
  const fileOf = (url: string) => path.join(mediaRoot, "a", url.replace(/^\/media\//, ""));
  for (const image of await rows<{ url: string; bytes: number; width: number; renditions: { format: string; width: number; url: string; bytes: number }[] }>(first.db, sql`select url, bytes, width, renditions from images`)) {
    assert.match(image.url, /\.png$/);
    assert.equal(fs.statSync(fileOf(image.url)).size, image.bytes, image.url);
    assert.deepEqual(new Set(image.renditions.map((rendition) => rendition.format)), new Set(["avif", "webp", "jpeg"]), image.url);
    for (const rendition of image.renditions) {
      assert.ok(rendition.width <= image.width, rendition.url);
      assert.equal(fs.statSync(fileOf(rendition.url)).size, rendition.bytes, rendition.url);
    }
  }
});

test("every module of the demo content passes its definition's schema, and its search text is stored", async () => {
  const pages = await rows<{ id: number; content: PageContent; search_text: { de: string; en: string } }>(first.db, sql`select id, content, search_text from pages`);
  for (const page of pages) {
    for (const lang of ["de", "en"] as const) assert.deepEqual(contentFailures(page.content[lang]), [], `page ${page.id} (${lang})`);
  }
  const home = pages.find((page) => page.content.de[0]?.id === "home-s1")!;
  assert.match(home.search_text.de, /Demnächst/);
  assert.doesNotMatch(home.search_text.de, /Sechs Premieren/, "the hero has a visibility window: its text is not indexed");
  for (const container of await rows<{ slug: string; columns: PageContent }>(first.db, sql`select slug, columns from containers`)) {
    for (const lang of ["de", "en"] as const) assert.deepEqual(contentFailures(container.columns[lang]), [], `container ${container.slug} (${lang})`);
  }
});

test("the same clock gives the same rows; seeding a filled database fails and changes nothing", async () => {
  const second = await seededDatabase(path.join(mediaRoot, "b"));
  const hash = await hashDatabase(first.db);
  assert.equal(await hashDatabase(second.db), hash);
  await assert.rejects(seedDemo(second.db, { now, mediaDir: path.join(mediaRoot, "b") }));
  assert.equal(await hashDatabase(second.db), hash);
});
