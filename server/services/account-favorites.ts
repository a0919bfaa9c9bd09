// The favorites of an account (issue 26 point 6): ids of performances and productions in
// account_favorites, the newest last, at most MAX_FAVORITE_IDS of a kind (past it the oldest go, as on
// the device). Ids are not checked against the programme: unknown or offline items are kept and simply
// not shown (the favorites page asks favorites.ts what they are now), so a production taken offline
// for a day is still marked when it is back. Each write and the list it answers are one transaction.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { accountFavorites } from "../db/schema.ts";
import type { AccountFavorites } from "../../shared/api/contract/account-favorites.ts";
import { MAX_FAVORITE_IDS } from "../../shared/api/contract/favorites.ts";

export type FavoriteListKind = keyof AccountFavorites;

/** The API's plural kinds and the table's singular ones. */
const rowKind = { events: "event", productions: "production" } as const;

async function listOf(tx: Db | Tx, userId: number): Promise<AccountFavorites> {
  const rows = await tx
    .select({ kind: accountFavorites.kind, itemId: accountFavorites.itemId })
    .from(accountFavorites)
    .where(eq(accountFavorites.userId, userId))
    .orderBy(asc(accountFavorites.createdAt), asc(accountFavorites.itemId));
  return {
    events: rows.filter((row) => row.kind === "event").map((row) => row.itemId),
    productions: rows.filter((row) => row.kind === "production").map((row) => row.itemId),
  };
}

/** Leaves the newest MAX_FAVORITE_IDS of each kind. */
async function trim(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${accountFavorites} AS f
    USING (
      SELECT kind, item_id, row_number() OVER (PARTITION BY kind ORDER BY created_at DESC, item_id DESC) AS place
      FROM ${accountFavorites} WHERE user_id = ${userId}
    ) AS ranked
    WHERE f.user_id = ${userId} AND f.kind = ranked.kind AND f.item_id = ranked.item_id AND ranked.place > ${MAX_FAVORITE_IDS}`);
}

export function accountFavoriteList(db: Db, userId: number): Promise<AccountFavorites> {
  return listOf(db, userId);
}

/** Marks one item as the newest of its kind (again, if it was marked). */
export function addAccountFavorite(db: Db, userId: number, kind: FavoriteListKind, itemId: number): Promise<AccountFavorites> {
  return db.transaction(async (tx) => {
    await tx
      .insert(accountFavorites)
      .values({ userId, kind: rowKind[kind], itemId })
      .onConflictDoUpdate({ target: [accountFavorites.userId, accountFavorites.kind, accountFavorites.itemId], set: { createdAt: sql`now()` } });
    await trim(tx, userId);
    return listOf(tx, userId);
  });
}

export function removeAccountFavorite(db: Db, userId: number, kind: FavoriteListKind, itemId: number): Promise<AccountFavorites> {
  return db.transaction(async (tx) => {
    await tx.delete(accountFavorites).where(and(eq(accountFavorites.userId, userId), eq(accountFavorites.kind, rowKind[kind]), eq(accountFavorites.itemId, itemId)));
    return listOf(tx, userId);
  });
}

/**
 * A device's list joins the account's: what the account has keeps its place, the device's others
 * come after it as the newest (they were just marked here). Idempotent: sending it again adds nothing.
 */
export function mergeAccountFavorites(db: Db, userId: number, device: Partial<AccountFavorites>): Promise<AccountFavorites> {
  const values = (["events", "productions"] as const).flatMap((kind) => [...new Set(device[kind] ?? [])].map((itemId) => ({ userId, kind: rowKind[kind], itemId })));
  return db.transaction(async (tx) => {
    if (values.length > 0) {
      await tx.insert(accountFavorites).values(values).onConflictDoNothing();
      await trim(tx, userId);
    }
    return listOf(tx, userId);
  });
}

