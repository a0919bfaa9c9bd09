// Structured JSON-lines logging with pino: `log.info({ ...fields }, "event_name")` writes
// {"level":"info","time":"…","event":"event_name",…fields}.
import { pino, type DestinationStream, type Level } from "pino";

export type Logger = pino.Logger;

/** Secrets that must never reach a log line, wherever a caller put them. */
const REDACT = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "headers.cookie", "headers.authorization", "password", "*.password"];

/** A logger writing to stdout, or to `destination` (anything with `write(line)`, e.g. a test's array). */
export function createLogger(level: Level = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      messageKey: "event",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Database errors arrive wrapped (Drizzle's "Failed query"); the cause says what went wrong.
      serializers: { err: pino.stdSerializers.errWithCause },
      redact: REDACT,
    },
    destination,
  );
}
