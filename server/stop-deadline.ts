// However a stop goes (a query that does not end, a PostgreSQL slow to come up), the process ends in
// time: process managers (docker stop) kill after 10 s. What must not outlive the process (our
// embedded PostgreSQL) registers a last resort that runs, synchronously, just before that exit.
import type { Logger } from "./logger.ts";

/** The whole stop, started or starting, may take this long. */
const STOP_DEADLINE_MS = 9_500;

const lastResorts = new Set<() => void>();

/** Runs `lastResort` if the process ends at the stop deadline; returns its removal. */
export function atStopDeadline(lastResort: () => void): () => void {
  lastResorts.add(lastResort);
  return () => lastResorts.delete(lastResort);
}

/** Ends the process with exit code 1 if the stop begun at `started` is still running at the deadline. */
export function exitAtStopDeadline(log: Logger, started: number): void {
  setTimeout(() => {
    log.error({ ms: Date.now() - started }, "stop_deadline_passed");
    for (const lastResort of lastResorts) {
      try {
        lastResort();
      } catch (error) {
        log.error({ err: error }, "stop_deadline_last_resort_failed");
      }
    }
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
}
