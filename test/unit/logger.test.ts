// The JSON log: event names, levels, the cause of wrapped errors, and no secrets.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createLogger } from "../../server/logger.ts";

function capture(level: "debug" | "info" | "warn" | "error" = "info") {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: createLogger(level, { write: (line) => lines.push(JSON.parse(line)) }) };
}

test("a line carries the event name, the level as a word, an ISO time and the fields", () => {
  const { lines, log } = capture();
  log.child({ request_id: "r-12345678" }).info({ status: 200 }, "request");
  log.debug({}, "not_written_at_info");
  assert.equal(lines.length, 1);
  const [line] = lines;
  assert.equal(line.event, "request");
  assert.equal(line.level, "info");
  assert.equal(line.request_id, "r-12345678");
  assert.equal(line.status, 200);
  assert.match(String(line.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test("a wrapped error is logged with its cause", () => {
  const { lines, log } = capture();
  log.error({ err: new Error("Failed query: select 1", { cause: new Error("connection refused") }) }, "api_error");
  const err = lines[0].err as { message: string; stack: string; cause: { message: string } };
  assert.equal(err.message, "Failed query: select 1");
  assert.ok(err.stack);
  assert.equal(err.cause.message, "connection refused");
});

test("cookies, authorization and passwords never reach the log", () => {
  const { lines, log } = capture();
  log.info(
    {
      password: "top-secret-1",
      user: { email: "a@example.org", password: "top-secret-2" },
      req: { headers: { cookie: "kulisse_session=top-secret-3", authorization: "Basic top-secret-4", host: "kulisse.example" } },
      res: { headers: { "set-cookie": ["kulisse_session=top-secret-5"] } },
    },
    "login",
  );
  const written = JSON.stringify(lines);
  assert.doesNotMatch(written, /top-secret/);
  const line = lines[0] as { password: string; user: { email: string; password: string }; req: { headers: Record<string, string> }; res: { headers: Record<string, unknown> } };
  assert.equal(line.password, "[Redacted]");
  assert.equal(line.user.password, "[Redacted]");
  assert.equal(line.user.email, "a@example.org");
  assert.equal(line.req.headers.cookie, "[Redacted]");
  assert.equal(line.req.headers.authorization, "[Redacted]");
  assert.equal(line.req.headers.host, "kulisse.example");
  assert.equal(line.res.headers["set-cookie"], "[Redacted]");
});
