// SIGTERM or Ctrl-C while the server is still starting (PostgreSQL starting, migrations, demo content):
// the process stops what it has started so far — a PostgreSQL that is still coming up is waited for
// and then stopped — and exits, leaving nothing running behind. Once the server listens, its own stop
// (drain, then the same) takes the signals over.
import type { Logger } from "./logger.ts";
import { exitAtStopDeadline } from "./stop-deadline.ts";

let stopping = false;

/** Whether a signal is stopping the start: a step failing now (its database gone) is part of that stop, not an error. */
export function stoppingWhileStarting(): boolean {
  return stopping;
}

export interface StartupSignals {
  /** Aborted when a signal came: a step that has not begun its work yet (PostgreSQL's start) leaves it. */
  stopping: AbortSignal;
  /** `step` as it is; if a signal comes (while it is under way or later in the start), what it gave is stopped with `stop`. */
  track<T>(step: Promise<T>, stop: (started: T) => Promise<void>): Promise<T>;
  /** The server listens: its own stop takes the signals from here. Throws when a signal came first. */
  done(): void;
}

export function stopWhileStarting(log: Logger): StartupSignals {
  const stops: (() => Promise<void>)[] = [];
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    controller.abort();
    const started = Date.now();
    log.info({ signal }, "stopping_while_starting");
    exitAtStopDeadline(log, started);
    void (async () => {
      // Last started, first stopped: the pool before its PostgreSQL.
      for (const stop of stops.reverse()) await stop().catch((error: unknown) => log.warn({ err: error }, "stop_while_starting_failed"));
      log.info({ ms: Date.now() - started }, "stopped");
      process.exit(0);
    })();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  return {
    stopping: controller.signal,
    track(step, stop) {
      stops.push(async () => {
        const started = await step.then(
          (value) => ({ value }),
          () => null,
        );
        if (started) await stop(started.value);
      });
      return step;
    },
    done() {
      process.off("SIGTERM", onSignal);
      process.off("SIGINT", onSignal);
      if (stopping) throw new Error("stopped while starting");
    },
  };
}
