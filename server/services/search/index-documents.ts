// Builds the search index (search_documents) from the content tables: one INSERT … SELECT per kind,
// then the vocabulary for "did you mean". Called at the end of the demo seed and, for single
// objects, after an editor saved them.
import { sql } from "drizzle-orm";
import { searchKinds, type SearchKind } from "../../../shared/api/content-types.ts";
import { documentSource } from "./document-sources.ts";
import type { SearchDb } from "./search-db.ts";
import { addSearchTerms, rebuildSearchTerms } from "./search-terms.ts";

const insertInto = sql`insert into search_documents (kind, object_id, lang, title, text, url, date)`;

/** Replaces the whole index with the current content (events from `now` on); returns the number of documents. */
export async function rebuildSearchIndex(db: SearchDb, now: Date): Promise<number> {
  await db.execute(sql`delete from search_documents`);
  let total = 0;
  for (const kind of searchKinds) {
    const result = await db.execute(sql`${insertInto} ${documentSource(kind, now)}`);
    total += result.rowCount ?? 0;
  }
  await rebuildSearchTerms(db);
  return total;
}

/** True when nothing is indexed yet (a database filled before the index existed). */
export async function isSearchIndexEmpty(db: SearchDb): Promise<boolean> {
  const result = await db.execute(sql`select not exists (select 1 from search_documents) as empty`);
  return (result.rows[0] as { empty: boolean }).empty;
}

/**
 * Re-indexes objects of one kind after they changed (or went offline or were deleted: their
 * documents are removed). A production's performances carry its title, so they follow it.
 */
export async function reindexSearchDocuments(db: SearchDb, kind: SearchKind, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from search_documents where kind = ${kind} and object_id = any(${sql.param(ids)}::int[])`);
  await db.execute(sql`${insertInto} ${documentSource(kind, now, ids)}`);
  await addSearchTerms(db, kind, ids);
  if (kind === "production") {
    const result = await db.execute<{ id: number }>(sql`select id from events where production_id = any(${sql.param(ids)}::int[])`);
    await reindexSearchDocuments(db, "event", result.rows.map((row) => Number(row.id)), now);
  }
}
