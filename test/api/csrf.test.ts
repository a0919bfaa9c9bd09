// CSRF tokens bound to this server: only a token it signed (cookie and header alike) lets a write in; a
// made-up or foreign-signed one is refused with 403 and replaced. Writes from another site's page
// (Origin, or over HTTPS the Referer) are refused too; a plain client without either over http is not.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, test } from "node:test";
import { count } from "drizzle-orm";
import { connect } from "../../server/db/client.ts";
import { errorLog, serverSecrets } from "../../server/db/schema.ts";
import { signedCsrfToken } from "../../server/http/csrf.ts";
import { serverSecret } from "../../server/services/server-secrets.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sharedTestApp, startTestApp, type TestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let secure: TestApp;

before(async () => {
  secure = await startTestApp({ config: { publicUrl: "https://www.kulisse.example" } });
});
after(() => secure?.close());

const reports = async (base: TestApp | typeof app) => (await base.db.select({ n: count() }).from(errorLog))[0].n;

let reported = 0;

/** Reports a missing page, each time another: a small public write (201 when let in), one error_log row. */
function report(base: string, token: string, headers: Record<string, string> = {}) {
  reported += 1;
  return fetch(`${base}/api/dashboard-error-log/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token, ...headers },
    body: JSON.stringify({ url: `http://x/de/nirgends-${reported}` }),
  });
}

const newCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith("csrftoken="))
    ?.slice("csrftoken=".length)
    .split(";")[0];

test("a token the server signed lets the write in; one made up by the visitor is refused with 403 and replaced", async () => {
  const storedBefore = await reports(app);
  const forged = [
    "session-call-token-0123456789abcdef01",
    `${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url")}`,
    signedCsrfToken(randomBytes(32)),
  ];
  for (const token of forged) {
    const refused = await report(app.url, token);
    assert.equal(refused.status, 403, token);
    assert.deepEqual(await refused.json(), { error: "forbidden", reason: "CSRF token missing or incorrect" });
    const fresh = newCookie(refused);
    assert.ok(fresh && fresh !== token, "the answer hands out a signed token in its place");
    assert.equal((await report(app.url, fresh)).status, 201, "the replacement works");
  }
  assert.equal(await reports(app), storedBefore + forged.length, "only the writes with a signed token were stored");

  // A signed token keeps its cookie: no new one with each answer.
  const token = await csrfTokenFrom(app.url);
  const accepted = await report(app.url, token);
  assert.equal(accepted.status, 201);
  assert.equal(newCookie(accepted), undefined);
  // Cookie and header must still be the same token, both signed.
  const other = await csrfTokenFrom(app.url);
  assert.equal((await report(app.url, token, { "X-CSRFToken": other })).status, 403);
});

test("the signing key is made once in server_secrets: another process on the same database signs alike, another database not", async () => {
  const rows = await app.db.select().from(serverSecrets);
  assert.deepEqual(
    rows.map((row) => row.name),
    ["csrf"],
  );
  // A second connection stands for a second server process: it reads the stored key, not a new one.
  const otherProcess = connect(app.database.url, 1);
  try {
    const [mine, theirs] = await Promise.all([serverSecret(app.db, "csrf"), serverSecret(otherProcess.db, "csrf")]);
    assert.equal(mine.length, 32);
    assert.ok(mine.equals(theirs));
    assert.equal((await report(app.url, signedCsrfToken(theirs))).status, 201);
  } finally {
    await otherProcess.close();
  }
  assert.equal((await report(secure.url, await csrfTokenFrom(app.url), { Origin: "https://www.kulisse.example" })).status, 403, "another database, another key");
});

test("a write whose Origin is another site is refused, whatever its token", async () => {
  const token = await csrfTokenFrom(app.url);
  const storedBefore = await reports(app);
  for (const origin of ["https://evil.example", "null", `${app.url.replace("http:", "https:")}`, "http://127.0.0.1.evil.example"]) {
    const answer = await report(app.url, token, { Origin: origin });
    assert.equal(answer.status, 403, origin);
    assert.deepEqual(await answer.json(), { error: "forbidden", reason: "Origin is not this site" });
  }
  assert.equal(await reports(app), storedBefore);
  assert.equal((await report(app.url, token, { Origin: app.url })).status, 201, "the site's own origin");
  assert.equal((await report(app.url, token)).status, 201, "over plain http a client without Origin or Referer is let in");
});

test("over HTTPS (PUBLIC_URL) a write without Origin needs a Referer of the site", async () => {
  const token = await csrfTokenFrom(secure.url);
  const cases: [Record<string, string>, number][] = [
    [{}, 403],
    [{ Referer: "https://evil.example/de/" }, 403],
    [{ Referer: "http://www.kulisse.example/de/" }, 403],
    [{ Referer: "https://www.kulisse.example/de/spielplan" }, 201],
    [{ Origin: "https://www.kulisse.example" }, 201],
    [{ Origin: "https://evil.example", Referer: "https://www.kulisse.example/de/" }, 403],
  ];
  for (const [headers, status] of cases) assert.equal((await report(secure.url, token, headers)).status, status, JSON.stringify(headers));
  const missing = await report(secure.url, token);
  assert.deepEqual(await missing.json(), { error: "forbidden", reason: "Referer missing on a request over HTTPS" });
  // The cookie is Secure there.
  const cookie = (await fetch(`${secure.url}/api/csrf/`)).headers.getSetCookie().find((line) => line.startsWith("csrftoken="));
  assert.match(cookie ?? "", /; Secure/);
});
