// A write whose client is gone before the answer is sent leaves nothing behind. The write commits as
// usual; if the answer then closes without having been fully written (the visitor went away, a proxy
// gave up, the drain's grace period cut the connection), `undo` takes back what it committed, in a
// transaction of its own. The undo runs only after the write has settled, so it can never overtake
// the commit. A clean stop awaits every write and undo in progress before the pool closes.
import type { ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";

/** Writes whose answer has not closed yet, and undos under way. */
const guarding = new Set<Promise<void>>();

/** Settles when every guarded write has been answered or undone (for a clean stop, and for tests). */
export async function unansweredWritesSettled(): Promise<void> {
  // A write may begin while others settle (its request was already running).
  while (guarding.size > 0) await Promise.allSettled([...guarding]);
}

/** Settles once `res` has closed: true when its answer was fully written. */
function answered(res: ServerResponse): Promise<boolean> {
  if (res.closed) return Promise.resolve(res.writableFinished);
  return new Promise((resolve) => res.once("close", () => resolve(res.writableFinished)));
}

/** Runs `write`; if the answer to this request then closes unwritten, `undo(result)` runs. */
export function undoIfUnanswered<T>(res: ServerResponse, log: Logger, write: () => Promise<T>, undo: (result: T) => Promise<void>): Promise<T> {
  const written = write();
  const guard = written.then(
    async (result) => {
      if (await answered(res)) return;
      try {
        await undo(result);
      } catch (error) {
        log.error({ err: error }, "unanswered_write_undo_failed");
      }
    },
    // A write that failed committed nothing; the caller hears of the failure.
    () => {},
  );
  guarding.add(guard);
  void guard.finally(() => guarding.delete(guard));
  return written;
}
