// What a page's render showed that can change without an editor's write (which announces itself,
// see cache-notifications.ts): the performances whose availability it shows, and the next moment at
// which something it shows changes by time alone (a module's online window, a performance starting,
// a hold running out). Services note it as they read; the HTML cache reads the notes of the render.
// Outside a recorded render (API calls, tests) noting does nothing.
import { AsyncLocalStorage } from "node:async_hooks";

export interface ShownData {
  /** Performances whose seat groups or time slots the page shows as on sale or sold out. */
  eventIds: Set<number>;
  /** Epoch milliseconds of the first change by time alone; Infinity when none is known. */
  changesAt: number;
}

const current = new AsyncLocalStorage<ShownData>();

/** Runs `work` and collects what it notes, including in async work it starts. */
export function recordShownData<T>(work: () => T): { shown: ShownData; result: T } {
  const shown: ShownData = { eventIds: new Set(), changesAt: Infinity };
  const result = current.run(shown, work);
  return { shown, result };
}

/** The page shows what is on sale for these performances. */
export function noteAvailabilityShown(eventIds: Iterable<number>): void {
  const shown = current.getStore();
  if (!shown) return;
  for (const id of eventIds) shown.eventIds.add(id);
}

/** Something the page shows changes at `at` by time alone (ignored when absent). */
export function noteChangesAt(at: Date | number | null | undefined): void {
  const shown = current.getStore();
  if (!shown || at === null || at === undefined) return;
  const ms = typeof at === "number" ? at : at.getTime();
  if (Number.isFinite(ms) && ms < shown.changesAt) shown.changesAt = ms;
}
