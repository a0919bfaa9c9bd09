// However a stop goes (a query that does not end, a PostgreSQL slow to come up), the process ends in
// time: process managers (docker stop) kill after 10 s. A PostgreSQL left running is stopped by the
// next start.
import type { Logger } from "./logger.ts";

/** The whole stop, started or starting, may take this long. */
const STOP_DEADLINE_MS = 9_500;

/** Ends the process with exit code 1 if the stop begun at `started` is still running at the deadline. */
export function exitAtStopDeadline(log: Logger, started: number): void {
  setTimeout(() => {
    log.error({ ms: Date.now() - started }, "stop_deadline_passed");
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
}
