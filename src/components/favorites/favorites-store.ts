// The visitor's favorites, kept on this device without an account (issue 16): the ids of marked
// performances and productions in localStorage, under a versioned key. Whatever is stored there is
// read defensively (another version's shape, a hand-edited value); other tabs' changes arrive through
// the `storage` event. On the server and while hydrating nothing is known, so the HTML is the same for
// everyone and a heart shows its state only after hydration. While someone is signed in (issue 26),
// the account's list is read and written instead: account-favorites-sync.ts, loaded only then, plugs
// it in with followAccount(); the device's own list is shown until the account's has arrived.
import { useSyncExternalStore } from "react";

export type FavoriteKind = "events" | "productions";
export type Favorites = Record<FavoriteKind, number[]>;

/** A new shape gets a new key; this version's reader ignores others' values. */
export const FAVORITES_KEY = "kulisse.favorites.v1";

const NONE: Favorites = { events: [], productions: [] };

// What the favorites API accepts (MAX_FAVORITE_IDS and MAX_ID in shared/api): written out, because
// importing them would cut the API's schemas into a chunk of their own on every page. A unit test
// holds the stored favorites to the API's check (test/unit/favorites-store.test.ts).
const MOST = 100;
const LARGEST_ID = 2_147_483_647;

function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id >= 1 && id <= LARGEST_ID);
  // The newest last: past the limit the oldest go.
  return [...new Set(ids)].slice(-MOST);
}

/** The favorites a stored text holds; anything unreadable counts as none. */
export function parseFavorites(text: string | null): Favorites {
  try {
    const value: unknown = JSON.parse(text ?? "null");
    if (value && typeof value === "object") {
      const stored = value as Partial<Record<FavoriteKind, unknown>>;
      return { events: idsOf(stored.events), productions: idsOf(stored.productions) };
    }
  } catch {
    // Not JSON: as if nothing were stored.
  }
  return NONE;
}

/** Where the favorites live when the browser refuses localStorage (private mode, full): this tab only. */
let refused: string | null | undefined;
let read: { text: string | null; favorites: Favorites } = { text: null, favorites: NONE };
const listeners = new Set<() => void>();

function storedText(): string | null {
  if (refused !== undefined) return refused;
  try {
    return localStorage.getItem(FAVORITES_KEY);
  } catch {
    return null;
  }
}

/** The device's own favorites now (the same object until they change). */
export function deviceFavorites(): Favorites {
  const text = storedText();
  if (text !== read.text) read = { text, favorites: parseFavorites(text) };
  return read.favorites;
}

/** The account's list while someone is signed in (account-favorites-sync.ts). */
export interface AccountFavoritesSource {
  /** The account's list (the same object until it changes), or null until it has arrived. */
  current(): Favorites | null;
  mark(kind: FavoriteKind, ids: number[], on: boolean): void;
}

let account: AccountFavoritesSource | null = null;

/** From now on the hearts and the favorites page read and write the account's list. */
export function followAccount(source: AccountFavoritesSource): void {
  account = source;
  notifyFavorites();
}

/** The favorites now: the account's when someone is signed in and it has arrived, the device's otherwise. */
export function currentFavorites(): Favorites {
  return account?.current() ?? deviceFavorites();
}

/** Tells every heart and list to read the favorites again. */
export function notifyFavorites(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === null || event.key === FAVORITES_KEY) notifyFavorites();
}

function subscribe(listener: () => void): () => void {
  // Listening once for the page's life costs nothing and needs no bookkeeping.
  window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `favorites` with items of one kind marked (`on`, as the newest) or unmarked. */
export function withMarked(favorites: Favorites, kind: FavoriteKind, ids: number[], on: boolean): Favorites {
  const others = favorites[kind].filter((id) => !ids.includes(id));
  return { ...favorites, [kind]: idsOf(on ? [...others, ...ids] : others) };
}

function storeOnDevice(favorites: Favorites): void {
  const text = JSON.stringify(favorites);
  try {
    if (refused === undefined) localStorage.setItem(FAVORITES_KEY, text);
    else refused = text;
  } catch {
    refused = text;
  }
  notifyFavorites();
}

/** Marks (`on`) or unmarks items of one kind, in the account's list or the device's; a marked item becomes the newest. */
export function markFavorites(kind: FavoriteKind, ids: number[], on: boolean): void {
  if (account) account.mark(kind, ids, on);
  else storeOnDevice(withMarked(deviceFavorites(), kind, ids, on));
}

/** Drops items the server no longer shows (gone, offline, begun) from the device's list; the account keeps its own. */
export function dropFromDevice(kind: FavoriteKind, ids: number[]): void {
  if (!account) storeOnDevice(withMarked(deviceFavorites(), kind, ids, false));
}

/** Empties the device's own list once it has joined the account's. */
export function emptyDevice(): void {
  storeOnDevice(NONE);
}

/** Whether one item is marked; false on the server and while hydrating. */
export function useIsFavorite(kind: FavoriteKind, id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentFavorites()[kind].includes(id),
    () => false,
  );
}

/** All favorites; null on the server and while hydrating (not read yet). */
export function useFavorites(): Favorites | null {
  return useSyncExternalStore(subscribe, currentFavorites, () => null);
}
