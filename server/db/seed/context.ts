// What every seed step gets: the open transaction, the fixed "now" and the image library.
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import type { ImageLibrary } from "./images.ts";

/** The transaction handle passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SeedContext {
  tx: Tx;
  /** The only clock the seed reads: every date is relative to it. */
  now: Date;
  /** Berlin calendar day of `now`, "YYYY-MM-DD". */
  today: string;
  images: ImageLibrary;
}

type TableWithId = PgTable & { id: PgColumn };

/**
 * Inserts rows in chunks (PostgreSQL allows at most 65535 bind parameters per statement) and
 * returns the new ids in the order of `rows`.
 */
export async function insertAll<T extends TableWithId>(tx: Tx, table: T, rows: PgInsertValue<T>[], chunk = 400): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const inserted = await tx
      .insert(table)
      .values(rows.slice(start, start + chunk))
      .returning({ id: table.id });
    for (const row of inserted) ids.push(row.id as number);
  }
  return ids;
}

/** Inserts rows of a link table (no id column), in chunks. */
export async function insertLinks<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[], chunk = 1000): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    await tx.insert(table).values(rows.slice(start, start + chunk));
  }
}
