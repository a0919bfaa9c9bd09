// Call limits on every endpoint a visitor may call without login that writes or searches: over the
// limit a client address gets 429 with Retry-After and the limit's own words, other addresses go on,
// the pages that call such an endpoint count too, and the count lives in PostgreSQL, so two server
// processes on one database share it. The user area's calls that check the password are limited too.
import assert from "node:assert/strict";
import http from "node:http";
import { test } from "node:test";
import { endpoints, type EndpointName } from "../../shared/api/contract/index.ts";
import { callLimits, takeCallLimit } from "../../server/api/call-limits.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { limiterFor } from "../../server/http/rate-limit.ts";
import { urlFor } from "../../src/route-paths.ts";
import { de } from "../../src/i18n/de.ts";
import { en } from "../../src/i18n/en.ts";
import { accountTextsDe, accountTextsEn } from "../../src/i18n/account-texts.ts";
import { voucherTextsDe } from "../../src/i18n/voucher-texts.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp, startTestApp } from "../helpers/test-app.ts";

const LIMIT = 3;
const config: Partial<Config> = { searchLimit: LIMIT, autocompleteLimit: LIMIT, formEntryLimit: LIMIT, uploadLimit: LIMIT, errorReportLimit: LIMIT, shopCartLimit: LIMIT };
const app = sharedTestApp({ config });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request from the loopback address `from` (all of 127/8 reaches the app), so each test has a count of its own. */
function call(base: string, path: string, options: { from: string; method?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: options.method ?? "GET", localAddress: options.from, headers: options.headers }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(parts).toString("utf8") }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

let csrf: Record<string, string> = {};

/** A real CSRF token from the API, for the writes. */
async function csrfHeaders(): Promise<Record<string, string>> {
  if (csrf.Cookie) return csrf;
  await app.ready;
  const answer = await call(app.url, "/api/csrf/", { from: "127.0.0.1" });
  const token = /csrftoken=([^;]+)/.exec(String(answer.headers["set-cookie"]))?.[1];
  assert.ok(token, "the API hands out a csrftoken cookie");
  return (csrf = { Cookie: `csrftoken=${token}`, "X-CSRFToken": token });
}

async function postJson(path: string, body: unknown, from: string, base = app.url): Promise<Answer> {
  return call(base, path, { from, method: "POST", headers: { ...(await csrfHeaders()), "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** A POST as the signed-in demo customer (a visitor's own account), with its session and the CSRF token. */
async function postAsCustomer(path: string, body: unknown, from: string): Promise<Answer> {
  const headers = await csrfHeaders();
  const session = await sessionCookie(app.db, "customer");
  return call(app.url, path, { from, method: "POST", headers: { ...headers, Cookie: `${headers.Cookie}; ${session}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

const boundary = "----kulisse-limits";
const multipart = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhello\r\n--${boundary}--\r\n`);

interface Case {
  /** Calls allowed before the refusal. */
  allowed: number;
  send(from: string): Promise<Answer>;
  /** The refusal's words (the cart answers its response code's message instead). */
  reason: string;
}

const get = (path: string) => (from: string) => call(app.url, path, { from });

/** Every limited endpoint, with one call of it; the test below checks this list against the contract. */
const cases: Record<string, Case> = {
  search: { allowed: LIMIT, send: get("/de/api/search/?query=faust"), reason: de.limits.search },
  searchUnprefixed: { allowed: LIMIT, send: get("/api/search/?query=faust&lang=en"), reason: en.limits.search },
  searchEvents: { allowed: LIMIT, send: get("/en/api/search/events/?query=faust"), reason: en.limits.search },
  searchEventsUnprefixed: { allowed: LIMIT, send: get("/api/search/events/?query=faust"), reason: de.limits.search },
  searchOthers: { allowed: LIMIT, send: get("/de/api/search/others/?query=faust"), reason: de.limits.search },
  searchOthersUnprefixed: { allowed: LIMIT, send: get("/api/search/others/?query=faust&lang=en"), reason: en.limits.search },
  searchAutocomplete: { allowed: LIMIT, send: get("/de/api/search/autocomplete/?query=fa"), reason: de.limits.autocomplete },
  searchAutocompleteUnprefixed: { allowed: LIMIT, send: get("/api/search/autocomplete/?query=fa&lang=en"), reason: en.limits.autocomplete },
  submitFormEntry: { allowed: LIMIT, send: (from) => postJson("/en/api/forms-entries/", { form: 1, field_values: { name: "x".repeat(9000) } }, from), reason: en.limits.formEntries },
  uploadTempFile: {
    allowed: LIMIT,
    send: async (from) => call(app.url, "/de/api/temp-files/", { from, method: "POST", headers: { ...(await csrfHeaders()), "Content-Type": `multipart/form-data; boundary=${boundary}` }, body: multipart }),
    reason: de.forms.errors.tooManyUploads,
  },
  reportError: { allowed: LIMIT, send: (from) => postJson("/api/dashboard-error-log/", { url: "http://kulisse.example/de/gone" }, from), reason: de.limits.errorReports },
  logout: { allowed: 30, send: (from) => postJson("/en/api/user-logout/", {}, from), reason: en.limits.logout },
  shopCartAdd: { allowed: LIMIT, send: (from) => postJson("/de/api/shop-cart/", { quantities: [1], event_jet_id: 999_999, sale_type_ids: [1] }, from), reason: "" },
  shopCartRemove: { allowed: LIMIT, send: (from) => postJson("/en/api/shop-cart/remove/", { hold_id: 1 }, from), reason: "" },
  // checkout (issue 23): counted with the cart's calls
  shopCheckout: { allowed: LIMIT, send: (from) => postJson("/de/api/shop-checkout/", { hold_ids: [1], idempotency_key: "k".repeat(32) }, from), reason: "" },
  // the order page's writes (issue 23): an unknown order's key answers 404 until the limit
  shopOrderCancel: { allowed: LIMIT, send: (from) => postJson(`/de/api/shop-order/ABCDEFGH/${"s".repeat(43)}/cancel/`, { confirm: true }, from), reason: "" },
  shopOrderResendMail: { allowed: LIMIT, send: (from) => postJson(`/de/api/shop-order/ABCDEFGH/${"s".repeat(43)}/resend-mail/`, {}, from), reason: "" },
  // codes at the checkout (issue 26): an unknown hold answers 4xx until the limit
  shopCheckoutCodes: { allowed: 30, send: (from) => postJson("/de/api/shop-checkout/codes/", { hold_ids: [1], codes: ["NOPE-0000"] }, from), reason: voucherTextsDe.vouchers.errors.tooManyAttempts },
  // a gift card's sale (issue 26): counted with the cart's calls
  giftCardSale: { allowed: LIMIT, send: (from) => postJson("/de/api/gift-cards/", {}, from), reason: "" },
  // the account mails' links (issue 26): an unknown token answers 410 until the limit
  confirmAccount: { allowed: 20, send: (from) => postJson("/de/api/account/confirm/", { token: "t".repeat(43) }, from), reason: accountTextsDe.accounts.tooManyLinks },
  confirmEmailChange: { allowed: 20, send: (from) => postJson("/en/api/account/email/confirm/", { token: "t".repeat(43) }, from), reason: accountTextsEn.accounts.tooManyLinks },
  resetPassword: { allowed: 20, send: (from) => postJson("/de/api/account/password-reset/confirm/", { token: "t".repeat(43), password: "Ein neues Passwort 1" }, from), reason: accountTextsDe.accounts.tooManyLinks },
  // the user area's calls that check the password (issue 26): a wrong one answers 400 until the limit
  deleteAccount: { allowed: 10, send: (from) => postAsCustomer("/de/api/account/delete/", { password: "nicht das Passwort" }, from), reason: accountTextsDe.accounts.tooManyPasswordChecks },
  changePassword: { allowed: 10, send: (from) => postAsCustomer("/en/api/account/password/", { current_password: "not the password", password: "A new long password 1" }, from), reason: accountTextsEn.accounts.tooManyPasswordChecks },
  // a gift card's code tried in the user area counts with the checkout's code checks (issue 26): an unknown code answers 404 until the limit
  accountGiftCardAdd: { allowed: 30, send: (from) => postAsCustomer("/de/api/account/gift-cards/", { code: "ABCDEFGHJKLMNPQR" }, from), reason: voucherTextsDe.vouchers.errors.tooManyAttempts },
  changeEmail: { allowed: 10, send: (from) => postAsCustomer("/de/api/account/email/", { current_password: "nicht das Passwort", email: "neu@example.org" }, from), reason: accountTextsDe.accounts.tooManyPasswordChecks },
};

/** Counted by the login limits instead (login-limits.ts: per address and per client), as the login itself. */
const LOGIN_LIMITED: readonly EndpointName[] = ["login", "signUp", "requestPasswordReset", "resendConfirmation"];

test("every endpoint a visitor may call without login that writes or searches has a limit (login counts its failures itself), and so have the user area's password checks", async () => {
  await app.ready;
  const needed = (Object.keys(endpoints) as EndpointName[])
    .filter((name) => !endpoints[name].access && !LOGIN_LIMITED.includes(name) && (endpoints[name].method !== "GET" || name.startsWith("search")))
    .sort();
  // Staff calls with a limit of their own: check-in (issue 23), where codes could be guessed; api/check-in.test.ts tries it.
  const staffLimited: EndpointName[] = ["checkInTicket"];
  // The user area's calls that check the account's password (issue 26): nobody may try passwords with a session.
  const accountLimited: EndpointName[] = ["deleteAccount", "changePassword", "changeEmail", "accountGiftCardAdd"];
  assert.deepEqual(Object.keys(callLimits(loadConfig({}), app.database.pool)).sort(), [...needed, ...staffLimited, ...accountLimited].sort());
  assert.deepEqual(Object.keys(cases).sort(), [...needed, ...accountLimited].sort(), "each limited endpoint has its case below");
});

let nextAddress = 10;

for (const [name, limited] of Object.entries(cases)) {
  test(`${name}: over the limit 429 with Retry-After and its own words; another address goes on`, async () => {
    await app.ready;
    const [from, other] = [`127.0.0.${nextAddress}`, `127.0.1.${nextAddress++}`];
    for (let attempt = 1; attempt <= limited.allowed; attempt++) {
      const answer = await limited.send(from);
      assert.notEqual(answer.status, 429, `call ${attempt} of ${limited.allowed}`);
      assert.ok(answer.status < 500, `call ${attempt}: ${answer.status} ${answer.text}`);
    }
    const refused = await limited.send(from);
    assert.equal(refused.status, 429, refused.text);
    const retryAfter = Number(refused.headers["retry-after"]);
    assert.ok(retryAfter >= 1 && retryAfter <= 600, `Retry-After ${refused.headers["retry-after"]}`);
    const body = JSON.parse(refused.text) as Record<string, unknown>;
    // The shop's calls counted with the cart answer the cart's response code; the others their words.
    if (limited.reason === "") assert.equal(body.response_code, -429);
    else assert.deepEqual(body, { error: "too many requests", reason: limited.reason });
    assert.notEqual((await limited.send(other)).status, 429, "another client address has a count of its own");
  });
}

test("the full search, its tabs, both paths and the search page share one count; the page over the limit is a 429 page with Retry-After", async () => {
  await app.ready;
  const from = "127.0.2.1";
  const page = urlFor("search", {}, "de", { q: "faust" });
  assert.equal((await call(app.url, page, { from })).status, 200);
  assert.equal((await call(app.url, "/api/search/events/?query=faust", { from })).status, 200);
  assert.equal((await call(app.url, "/en/api/search/others/?query=faust", { from })).status, 200);
  const refused = await call(app.url, page, { from });
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers["retry-after"]) >= 1);
  assert.match(refused.text, /<h1[^>]*>Zu viele Anfragen<\/h1>/);
  assert.ok(refused.text.includes(de.limits.search), "the page says when to try again");
  assert.equal((await call(app.url, "/de/api/search/?query=faust", { from })).status, 429);
  // Autocomplete is a count of its own: typing does not use up the searches.
  assert.equal((await call(app.url, "/de/api/search/autocomplete/?query=fa", { from })).status, 200);
});

test("the logout form over the limit is the 429 page, never a 500", async () => {
  await app.ready;
  const from = "127.0.2.2";
  const logout = () => call(app.url, "/de/logout", { from, method: "POST", headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
  for (let attempt = 1; attempt <= 30; attempt++) assert.equal((await logout()).status, 303, `logout ${attempt}`);
  const refused = await logout();
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers["retry-after"]) >= 1);
  assert.ok(refused.text.includes(de.limits.logout));
});

test("the cart's remove button over the cart limit is a 429 page in words", async () => {
  await app.ready;
  const from = "127.0.2.3";
  const remove = () => call(app.url, "/webshop/cart/remove", { from, method: "POST", headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" }, body: "hold_id=1" });
  for (let attempt = 1; attempt <= LIMIT; attempt++) assert.notEqual((await remove()).status, 429, `remove ${attempt}`);
  const refused = await remove();
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers["retry-after"]) >= 1);
});

test("two server processes on one database share the count", async () => {
  await app.ready;
  const second = await startTestApp({ sameDatabaseAs: app.database, config });
  try {
    const from = "127.0.3.1";
    const report = (base: string) => postJson("/api/dashboard-error-log/", { url: "http://kulisse.example/de/two-processes" }, from, base);
    assert.equal((await report(app.url)).status, 201);
    assert.equal((await report(second.url)).status, 201);
    assert.equal((await report(app.url)).status, 201);
    assert.equal((await report(second.url)).status, 429, "the second process knows the first one's calls");
    assert.equal((await report(app.url)).status, 429);
  } finally {
    await second.close();
  }
});

test("the limiter counts each client address (an IPv6 client by its /64) on its own", async () => {
  await app.ready;
  const limit = { limiter: limiterFor(app.database.pool, { name: "test-addresses", points: 2, windowSeconds: 60 }), refusal: () => ({ error: "too many requests" }) };
  const refused = (address: string) =>
    takeCallLimit(limit, address, "de").then(
      () => false,
      (error: { status?: number }) => error.status === 429,
    );
  assert.deepEqual([await refused("203.0.113.7"), await refused("203.0.113.7"), await refused("203.0.113.7")], [false, false, true]);
  assert.equal(await refused("203.0.113.8"), false, "a neighbour address has its own count");
  assert.equal(await refused("::ffff:203.0.113.7"), true, "the same IPv4 client seen on an IPv6 socket");
  assert.deepEqual([await refused("2001:db8:1:2::1"), await refused("2001:db8:1:2:ffff::9")], [false, false]);
  assert.equal(await refused("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), true, "a fresh address in the same /64 is the same client");
  assert.equal(await refused("2001:db8:1:3::1"), false, "the next /64 is another client");
});
