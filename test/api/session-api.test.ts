// The 404 report, CSRF on state-changing calls, and how long an editor's session lasts.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { eq } from "drizzle-orm";
import { errorLog, sessions, users } from "../../server/db/schema.ts";
import { createSession, SESSION_DAYS, SESSION_IDLE_MINUTES } from "../../server/services/sessions.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// Above the 50 reports of one test below: the limit itself is tested in call-limits.test.ts.
const app = sharedTestApp({ config: { errorReportLimit: 1000 } });
after(() => app.setNow(null));

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

test("50 reports of one page make one row of the day with count 50, whatever query or fragment the address carries", async () => {
  const token = await csrfCookie();
  const headers = { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token };
  const report = (url: string) => fetch(`${app.url}/api/dashboard-error-log/`, { method: "POST", headers, body: JSON.stringify({ url, referrer: "https://search.example/" }) });
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => report(i % 2 ? `http://x/de/fifty?utm_source=${i}` : `http://x/de/fifty#part-${i}`)));
  assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [201]);
  const rows = (await app.db.select().from(errorLog)).filter((row) => row.url.includes("fifty"));
  assert.deepEqual(
    rows.map((row) => [row.url, row.count, row.referrer]),
    [["http://x/de/fifty", 50, "https://search.example/"]],
  );
});

test("a report must name an http(s) address", async () => {
  const token = await csrfCookie();
  const headers = { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token };
  const response = await fetch(`${app.url}/api/dashboard-error-log/`, { method: "POST", headers, body: JSON.stringify({ url: "javascript:alert(1)" }) });
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), { error: "invalid_input", field: "url", reason: "must be an http(s) address" });
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

test("a session ends after two idle hours; each use keeps it going, noted at most once a minute; 14 days end it anyway", async () => {
  assert.equal(SESSION_IDLE_MINUTES, 120);
  const [editor] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
  const minute = 60 * 1000;
  const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
  const token = await createSession(app.db, editor.id, t0);
  const at = async (offsetMs: number) => {
    app.setNow(new Date(t0.getTime() + offsetMs));
    const body = (await (await fetch(`${app.url}/de/api/user-details/`, { headers: { Cookie: `sessionid=${token}` } })).json()) as { is_logged_in: boolean };
    return body.is_logged_in;
  };
  const lastSeen = async () => {
    const rows = await app.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, editor.id));
    assert.equal(rows.length, 1);
    return rows[0].at.getTime();
  };
  try {
    assert.equal(await at(30 * 1000), true);
    assert.equal(await lastSeen(), t0.getTime(), "a use within the minute is not written");
    assert.equal(await at(119 * minute), true, "119 idle minutes are fine");
    assert.equal(await lastSeen(), t0.getTime() + 119 * minute, "the use is noted");
    assert.equal(await at(238 * minute), true, "counted from the last use, not the login");
    assert.equal(await at(238 * minute + 121 * minute), false, "121 idle minutes end it");

    // A session in use all the time still ends 14 days after the login.
    const day = 24 * 60 * minute;
    await app.db.update(sessions).set({ lastSeenAt: new Date(t0.getTime() + SESSION_DAYS * day - minute) }).where(eq(sessions.userId, editor.id));
    assert.equal(await at(SESSION_DAYS * day - 1000), true);
    assert.equal(await at(SESSION_DAYS * day + 1000), false);
  } finally {
    app.setNow(null);
  }
});
