// A deploy replaces the hashed chunks; a tab opened before it then fails to load a chunk. The cure
// is a full reload (spec §4) — once, and at most once per 60 s (spec §8), so a chunk that is really
// missing does not make the page reload forever.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = "kulisse:chunk-reload-at";

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Reloads the page unless it already did so in the last 60 s; returns whether it reloads. */
export function reloadAfterChunkError(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // No sessionStorage (privacy mode): no guard is possible, so no automatic reload either.
    return false;
  }
  window.location.reload();
  return true;
}

/** Listens for Vite's preload errors and for failed dynamic imports nobody caught. */
export function installChunkLoadRecovery(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason ?? "");
    if (CHUNK_ERROR.test(message) && reloadAfterChunkError()) event.preventDefault();
  });
}
