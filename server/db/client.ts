// The database handle: a pg pool wrapped by Drizzle, plus the migration step.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** Drizzle over the pool; `$client` is the pool itself (for the rate limiters and LISTEN). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Applies the committed migrations that this database has not seen yet. */
export async function applyMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

/** The handle inside `db.transaction(async (tx) => …)`: services that write several tables take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
