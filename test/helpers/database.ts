// Throwaway PostgreSQL databases for tests. `npm test` starts one embedded server and builds a
// template database (migrated, demo content loaded) once; each test file copies the template,
// which takes milliseconds. Run alone, a test file starts the embedded server itself.
import path from "node:path";
import os from "node:os";
import pg from "pg";
import { applyMigrations, connect, type Database } from "../../server/db/client.ts";
import { startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server.ts";
import { createLogger } from "../../server/logger.ts";
import { seedDemo } from "../../server/db/seed/index.ts";

export const TEMPLATE_DB = "kulisse_template";

let embedded: Promise<EmbeddedServer> | undefined;

/** URL of the test server's maintenance database ("postgres"). */
async function adminUrl(): Promise<string> {
  if (process.env.TEST_PG_URL) return process.env.TEST_PG_URL;
  embedded ??= startEmbeddedServer(path.join(os.tmpdir(), "kulisse-test-pg"), 5499, createLogger("warn"));
  const server = await embedded;
  await ensureTemplate(withDatabase(server.url, "postgres"));
  return withDatabase(server.url, "postgres");
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The app's DATA_DIR in tests; demo images are written to its media/ folder. */
export function testDataDir(): string {
  return process.env.TEST_DATA_DIR ?? path.join(os.tmpdir(), "kulisse-test-data");
}

/** Builds the template database (once per server): migrations and the demo season. */
export async function ensureTemplate(maintenanceUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [TEMPLATE_DB]);
    if (exists.rowCount) return;
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = connect(withDatabase(maintenanceUrl, TEMPLATE_DB), 2);
  try {
    await applyMigrations(database);
    await seedDemo(database.db, { now: new Date(), mediaDir: path.join(testDataDir(), "media") });
  } finally {
    await database.close();
  }
}

export interface TestDatabase extends Database {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh copy of the template database (or, with `empty`, a database with nothing in it), dropped again by `drop()`. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const maintenance = await adminUrl();
  const name = `kulisse_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: maintenance });
  await admin.connect();
  await admin.query(`create database ${name} template ${options.empty ? "template0" : TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(maintenance, name);
  const database = connect(url, 5);
  return {
    ...database,
    name,
    url,
    async drop() {
      await database.close();
      const again = new pg.Client({ connectionString: maintenance });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Stops the embedded server this process started (only when run without `npm test`). */
export async function stopOwnServer(): Promise<void> {
  if (embedded) await (await embedded).stop();
  embedded = undefined;
}
