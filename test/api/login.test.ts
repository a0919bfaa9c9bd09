// Editors' login and logout: HttpOnly session cookie, same-origin form posts, limited attempts —
// per account and address with growing waits, so one address cannot lock an editor out — and a
// fresh session at every login.
import assert from "node:assert/strict";
import http from "node:http";
import { before, test } from "node:test";
import { eq, like } from "drizzle-orm";
import { accountKey, loginRules } from "../../server/api/login-limits.ts";
import { rateLimits, sessions, users } from "../../server/db/schema.ts";
import { limiterFor } from "../../server/http/rate-limit.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { createSession } from "../../server/services/sessions.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const EMAIL = "redaktion@kulisse.example";
const PASSWORD = "Vorhang auf, 3. Akt!";
const ADMIN_EMAIL = "admin@kulisse.example";
const ADMIN_PASSWORD = "Schnürboden, Zug 17!";

before(async () => {
  await app.ready;
  await app.db.update(users).set({ passwordHash: hashPassword(PASSWORD) }).where(eq(users.email, EMAIL));
  await app.db.update(users).set({ passwordHash: hashPassword(ADMIN_PASSWORD) }).where(eq(users.email, ADMIN_EMAIL));
});

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: app.url }) {
  return fetch(app.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

test("the login page is a real form in both languages", async () => {
  for (const [lang, label] of [["de", "Passwort"], ["en", "Password"]]) {
    const html = await (await fetch(`${app.url}/${lang}/login`)).text();
    const form = /<form[^>]*class="login-form"[^>]*>/.exec(html)?.[0] ?? "";
    assert.match(form, new RegExp(`action="/${lang}/login"`));
    assert.match(form, /method="post"/);
    assert.match(html, new RegExp(`<label for="login-password">${label}</label>`));
    assert.match(html, /autoComplete="current-password"|autocomplete="current-password"/);
  }
});

test("a correct login sets an HttpOnly session cookie and the API knows the editor", async () => {
  const response = await post("/de/login", { email: "Redaktion@Kulisse.example", password: PASSWORD, next: "/de/ueber-uns" });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), "/de/ueber-uns");
  const cookie = response.headers.get("set-cookie") ?? "";
  assert.match(cookie, /^sessionid=[\w-]+;/);
  assert.match(cookie, /HttpOnly/i);
  assert.match(cookie, /SameSite=Lax/i);
  const session = cookie.split(";")[0];
  const details = await (await fetch(`${app.url}/en/api/user-details/`, { headers: { Cookie: session } })).json();
  assert.equal(details.is_logged_in, true);
  assert.equal(details.email, EMAIL);
  assert.equal(details.logout_url, "/en/logout");

  const logout = await post("/en/logout", {}, { Origin: app.url, Cookie: session });
  assert.equal(logout.status, 303);
  assert.equal(logout.headers.get("location"), "/en");
  assert.match(logout.headers.get("set-cookie") ?? "", /sessionid=;/);
  const after = await (await fetch(`${app.url}/en/api/user-details/`, { headers: { Cookie: session } })).json();
  assert.equal(after.is_logged_in, false);
});

test("a wrong password goes back to the form with a message; no session is made", async () => {
  const before = (await app.db.select().from(sessions)).length;
  const response = await post("/en/login", { email: EMAIL, password: "wrong" });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), "/en/login?error=invalid");
  assert.equal(response.headers.get("set-cookie"), null);
  assert.equal((await app.db.select().from(sessions)).length, before);
  const page = await (await fetch(`${app.url}/en/login?error=invalid`)).text();
  assert.match(page, /role="alert"[^>]*>The e-mail address or password is not correct\./);
});

test("another site's form cannot log in or out (403), and `next` never leaves the site", async () => {
  assert.equal((await post("/de/login", { email: EMAIL, password: PASSWORD }, { Origin: "https://evil.example" })).status, 403);
  assert.equal((await post("/de/login", { email: EMAIL, password: PASSWORD }, {})).status, 403);
  assert.equal((await post("/de/logout", {}, { Origin: "https://evil.example" })).status, 403);
  const response = await post("/de/login", { email: EMAIL, password: PASSWORD, next: "//evil.example/x" });
  assert.equal(response.headers.get("location"), "/de");
});

interface LoginAnswer {
  status: number;
  retryAfter: number | null;
  reason: string;
  /** The new session cookie ("sessionid=…"), if one was set. */
  session: string | null;
}

let csrf: string | undefined;

/** A login through the API from `address`: another loopback address (127.0.0.x) stands for another client. */
async function loginFrom(address: string, email: string, password: string, cookie = ""): Promise<LoginAnswer> {
  csrf ??= /csrftoken=([^;]+)/.exec((await fetch(`${app.url}/api/csrf/`)).headers.get("set-cookie") ?? "")?.[1];
  assert.ok(csrf, "the API hands out a CSRF token");
  const body = JSON.stringify({ email, password });
  const headers = { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), "X-CSRFToken": csrf, Cookie: [`csrftoken=${csrf}`, cookie].filter(Boolean).join("; ") };
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}/de/api/user-login/`, { method: "POST", localAddress: address, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        const answer = JSON.parse(Buffer.concat(parts).toString("utf8")) as { reason?: string };
        const retryAfter = response.headers["retry-after"];
        const session = (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).find((pair) => pair.startsWith("sessionid=")) ?? null;
        resolve({ status: response.statusCode ?? 0, retryAfter: retryAfter === undefined ? null : Number(retryAfter), reason: answer.reason ?? "", session });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** What the clock would do: the waits that failed logins earned are over (rate-limiter-flexible runs on the process's clock). */
async function waitsAreOver(): Promise<void> {
  await app.db.delete(rateLimits).where(like(rateLimits.key, `${loginRules.pairWait.name}:%`));
}

const loggedIn = async (session: string) => ((await (await fetch(`${app.url}/de/api/user-details/`, { headers: { Cookie: session } })).json()) as { is_logged_in: boolean }).is_logged_in;

test("after five wrong passwords from one address, that address waits for the account, even with the right password (429, Retry-After, the text)", async () => {
  // Earlier tests in this file failed once from this address, then logged in (which forgets it).
  let status = 0;
  let failures = 0;
  for (; failures < 8 && status !== 429; failures++) {
    status = (await post("/de/login", { email: EMAIL, password: `wrong-${failures}` })).status;
  }
  assert.equal(status, 429);
  assert.equal(failures, 6, "five failures, then the wait");
  const response = await post("/de/login", { email: EMAIL, password: PASSWORD });
  assert.equal(response.status, 429, "even the right password waits");
  assert.match(await response.text(), /Zu viele Anmeldeversuche[\s\S]*Bitte warten Sie 1 Min\./);
});

test("one address hammering an account cannot lock its editor out: the right password from another address logs in, and the hammering waits longer each time", async () => {
  const [attacker, editor] = ["127.0.0.2", "127.0.0.3"];
  for (let attempt = 0; attempt < 5; attempt++) assert.equal((await loginFrom(attacker, EMAIL, `falsch-${attempt}`)).status, 401, `failure ${attempt + 1}`);
  const refused = await loginFrom(attacker, EMAIL, PASSWORD);
  assert.equal(refused.status, 429);
  assert.ok(refused.retryAfter! > 55 && refused.retryAfter! <= 60, `Retry-After ${refused.retryAfter}`);
  assert.equal(refused.reason, "Bitte warten Sie 1 Min. und versuchen Sie es dann noch einmal.");
  assert.equal(refused.session, null);

  const meanwhile = await loginFrom(editor, EMAIL, PASSWORD);
  assert.equal(meanwhile.status, 200, "the editor at another address is not locked out");
  assert.ok(meanwhile.session && (await loggedIn(meanwhile.session)));

  // Each further failure after a wait doubles the next wait: 2, 4, 8 minutes …
  const waits: number[] = [];
  for (let round = 0; round < 3; round++) {
    await waitsAreOver();
    assert.equal((await loginFrom(attacker, EMAIL, `nochmal-${round}`)).status, 401);
    waits.push((await loginFrom(attacker, EMAIL, PASSWORD)).retryAfter!);
  }
  assert.deepEqual(
    waits.map((wait) => Math.round(wait / 60)),
    [2, 4, 8],
    `Retry-After ${waits.join(", ")}`,
  );
  assert.equal((await loginFrom(editor, EMAIL, PASSWORD)).status, 200, "still not locked out");
  // … up to an hour.
  for (let round = 0; round < 5; round++) {
    await waitsAreOver();
    await loginFrom(attacker, EMAIL, `weiter-${round}`);
  }
  const longest = await loginFrom(attacker, EMAIL, PASSWORD);
  assert.ok(longest.retryAfter! > 3500 && longest.retryAfter! <= 3600, `Retry-After ${longest.retryAfter}`);
  assert.equal(longest.reason, "Bitte warten Sie 60 Min. und versuchen Sie es dann noch einmal.");
});

test("a successful login forgets that address's failures for the account", async () => {
  const address = "127.0.0.4";
  for (let attempt = 0; attempt < 4; attempt++) assert.equal((await loginFrom(address, EMAIL, `vertippt-${attempt}`)).status, 401);
  assert.equal((await loginFrom(address, EMAIL, PASSWORD)).status, 200);
  for (let attempt = 0; attempt < 4; attempt++) assert.equal((await loginFrom(address, EMAIL, `wieder-${attempt}`)).status, 401, `failure ${attempt + 1} after the login`);
  assert.equal((await loginFrom(address, EMAIL, PASSWORD)).status, 200);
});

test("an address that fails on many accounts waits for the rest of the day, except with accounts that logged in there before", async () => {
  const address = "127.0.0.5";
  assert.equal((await loginFrom(address, EMAIL, PASSWORD)).status, 200, "the editor works here");
  // 99 failures over other accounts this day, then one more by hand.
  await limiterFor(app.db.$client, loginRules.address).take(address, loginRules.address.points - 1);
  assert.equal((await loginFrom(address, "niemand@kulisse.example", "geraten")).status, 401);
  const capped = await loginFrom(address, ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.equal(capped.status, 429, "another account, even with its right password");
  assert.ok(capped.retryAfter! > 23 * 3600 && capped.retryAfter! <= 24 * 3600, `Retry-After ${capped.retryAfter}`);
  assert.equal((await loginFrom(address, EMAIL, PASSWORD)).status, 200, "the editor who logged in here before still can");
  assert.equal((await loginFrom("127.0.0.6", ADMIN_EMAIL, ADMIN_PASSWORD)).status, 200, "other addresses are not affected");
});

test("many addresses failing on one account slow it down: beyond the hourly number only addresses it logged in from get through", async () => {
  const [office, elsewhere] = ["127.0.0.7", "127.0.0.8"];
  assert.equal((await loginFrom(office, ADMIN_EMAIL, ADMIN_PASSWORD)).status, 200);
  // 49 failures this hour from a botnet, then one more by hand (in any case of the e-mail).
  await limiterFor(app.db.$client, loginRules.account).take(accountKey(ADMIN_EMAIL), loginRules.account.points - 1);
  assert.equal((await loginFrom("127.0.0.9", ADMIN_EMAIL.toUpperCase(), "geraten")).status, 401);
  const slowed = await loginFrom(elsewhere, ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.equal(slowed.status, 429, "a new address waits until the hour is over");
  assert.ok(slowed.retryAfter! > 3000 && slowed.retryAfter! <= 3600, `Retry-After ${slowed.retryAfter}`);
  assert.equal((await loginFrom(office, ADMIN_EMAIL, ADMIN_PASSWORD)).status, 200, "the admin's usual address gets through");
  assert.equal((await loginFrom(elsewhere, EMAIL, PASSWORD)).status, 200, "other accounts are not affected");
});

test("a login ends the session the browser came with and starts a new one", async () => {
  const [editor] = await app.db.select().from(users).where(eq(users.email, EMAIL));
  const planted = `sessionid=${await createSession(app.db, editor.id, new Date())}`;
  assert.equal(await loggedIn(planted), true);
  const response = await post("/de/login", { email: EMAIL, password: PASSWORD }, { Origin: app.url, Cookie: planted });
  assert.equal(response.status, 303);
  const fresh = (response.headers.get("set-cookie") ?? "").split(";")[0];
  assert.match(fresh, /^sessionid=[\w-]+$/);
  assert.notEqual(fresh, planted);
  assert.equal(await loggedIn(planted), false, "the old token is worth nothing now");
  assert.equal(await loggedIn(fresh), true);

  // Through the API (the editor's login dialog) too.
  const again = await loginFrom("127.0.0.10", EMAIL, PASSWORD, fresh);
  assert.equal(again.status, 200);
  assert.notEqual(again.session, fresh);
  assert.equal(await loggedIn(fresh), false);
  assert.equal(await loggedIn(again.session!), true);
});
