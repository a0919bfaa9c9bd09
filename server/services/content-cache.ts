// This process's memory of content that every page reads (settings, menus, the redirect table, the
// filter vocabularies, alerts, opening hours): read from the database once, kept until any process
// announces a content change (cache-notifications.ts), so a page costs no query for them.
//
// Kept per database handle: tests run apps on several databases in one process, and each must see
// its own rows. Callers asking while a read is under way share that read. Every request gets the
// same object, so it is frozen: a caller that changed it would change it for all.
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.ts";
import { onCacheChange } from "./cache-notifications.ts";

/** Values kept per database: keys may come from a visitor's address (a day), so their number is bounded. */
const MAX_ENTRIES = 1_000;

type Store = LRUCache<string, Promise<unknown>>;
let stores = new WeakMap<Db, Store>();

/**
 * The value `key` names on `db`: the kept one, else what `read` gives (kept unless it fails).
 * `key` must name everything `read` depends on besides the content (a language, a day).
 */
export function cachedContent<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new LRUCache({ max: MAX_ENTRIES })));
  const kept = store.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const reading = read().then(deepFreeze);
  store.set(key, reading);
  // A failed read is not kept: the next request tries again.
  const owner = store;
  reading.catch(() => {
    if (owner.peek(key) === reading) owner.delete(key);
  });
  return reading;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Forgets everything kept, on every database. A read under way finishes into the forgotten store, so
 * what it read before the change is never served after it.
 */
export function forgetCachedContent(): void {
  stores = new WeakMap();
}

onCacheChange((change) => {
  if (change.kind === "content") forgetCachedContent();
});
