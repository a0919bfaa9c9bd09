// Structured JSON-lines logging. Every line carries a time, a level, an event name and fields.
export type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  /** A logger whose lines also carry `fields`, e.g. the request id. */
  child(fields: Record<string, unknown>): Logger;
}

function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  // Database errors arrive wrapped (Drizzle's "Failed query"); the cause says what went wrong.
  const cause = value.cause instanceof Error ? serializeError(value.cause) : undefined;
  return { name: value.name, message: value.message, stack: value.stack, ...(cause ? { cause } : {}) };
}

export function createLogger(
  minLevel: Level = "info",
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
): Logger {
  const emit = (level: Level, event: string, fields: Record<string, unknown> = {}) => {
    if (order[level] < order[minLevel]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, event, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = serializeError(value);
    write(JSON.stringify(entry));
  };
  return {
    debug: (event, fields) => emit("debug", event, fields),
    info: (event, fields) => emit("info", event, fields),
    warn: (event, fields) => emit("warn", event, fields),
    error: (event, fields) => emit("error", event, fields),
    child: (fields) => createLogger(minLevel, { ...base, ...fields }, write),
  };
}
