// The 404 report and CSRF on state-changing calls.
import assert from "node:assert/strict";
import { test } from "node:test";
import { errorLog } from "../../server/db/schema.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

async function csrfCookie(): Promise<string> {
  const response = await fetch(`${app.url}/api/csrf/`);
  const cookie = response.headers.get("set-cookie") ?? "";
  const token = /csrftoken=([^;]+)/.exec(cookie)?.[1];
  assert.ok(token, "the API hands out a csrftoken cookie");
  assert.doesNotMatch(cookie, /HttpOnly/i);
  return token;
}

test("POST /api/dashboard-error-log/ without a CSRF token is 403 and stores nothing", async () => {
  const response = await fetch(`${app.url}/api/dashboard-error-log/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ url: "http://x/de/missing" }),
  });
  assert.equal(response.status, 403);
  assert.equal((await app.db.select().from(errorLog)).length, 0);
});

test("POST /api/dashboard-error-log/ with the token stores the report", async () => {
  const token = await csrfCookie();
  const response = await fetch(`${app.url}/api/dashboard-error-log/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token },
    body: JSON.stringify({ url: "http://x/de/missing" }),
  });
  assert.equal(response.status, 201);
  const rows = await app.db.select().from(errorLog);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].url, "http://x/de/missing");
});

test("a bad body is a 400 naming the field; bad JSON is a 400, never a 500", async () => {
  const token = await csrfCookie();
  const headers = { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token };
  const missing = await fetch(`${app.url}/api/dashboard-error-log/`, { method: "POST", headers, body: "{}" });
  assert.equal(missing.status, 400);
  assert.deepEqual(await missing.json(), { error: "invalid_input", field: "url", reason: "is required" });
  const broken = await fetch(`${app.url}/api/dashboard-error-log/`, { method: "POST", headers, body: "{not json" });
  assert.equal(broken.status, 400);
});

test("unknown API paths answer JSON 404", async () => {
  const response = await fetch(`${app.url}/de/api/does-not-exist/`);
  assert.equal(response.status, 404);
  assert.deepEqual(await response.json(), { error: "not found" });
});

test("user-details says anonymous with the login URL", async () => {
  const response = await fetch(`${app.url}/en/api/user-details/`);
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.is_logged_in, false);
  assert.equal(body.login_url, "/en/login");
});
