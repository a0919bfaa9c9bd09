// Visitors' own accounts over the API with a real SMTP server: sign-up mails a link that confirms the
// address once (guest orders linked, signed in), an unconfirmed account cannot sign in, an expired
// link is refused, reset ends every session, e-mail and password change, the admin's resend, and
// nothing tells whether an address has an account; the login limits hold for the mail requests.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { accountTokens, orders, users } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { createTestOrder, stageOrderSeats, type OrderSeats } from "../helpers/orders.ts";
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "../helpers/smtp-test-server.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

let smtp: SmtpTestServer;
let app: TestApp;
let CSRF = "";
const PASSWORD = "Zweiter Rang, Loge 4";

before(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ config: { smtpUrl: smtp.url } });
  CSRF = await csrfTokenFrom(app.url);
});

after(async () => {
  await app?.close();
  await smtp?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(method: string, path: string, body?: unknown, session = ""): Promise<Answer> {
  const response = await fetch(app.url + path, {
    method,
    headers: { Cookie: [session, `csrftoken=${CSRF}`].filter(Boolean).join("; "), "X-CSRFToken": CSRF, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

const post = (path: string, body: unknown, session?: string) => call("POST", path, body, session);
const sessionOf = (answer: Answer) => answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0] ?? "";
const taken = new Set<ReceivedMail>();
/** The first mail to `address` with that subject that no earlier call returned. */
async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  const mail = await smtp.nextMail((candidate) => !taken.has(candidate) && candidate.recipients.includes(address) && subject.test(candidate.parsed.subject ?? ""));
  taken.add(mail);
  return mail;
}
let seats: OrderSeats | undefined;
/** A guest order placed with `email` (one event's seats for the whole file). */
async function guestOrderOf(email: string) {
  seats ??= await stageOrderSeats(app.db, 20);
  return createTestOrder(app.db, { seats, email });
}
/** The token of the mail's link to `path` (e.g. "/de/konto/bestaetigen"). */
function tokenIn(mail: ReceivedMail, path: string): string {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?token=([\\w-]+)`).exec(mail.parsed.text ?? "");
  assert.ok(url, `a link to ${path} in: ${mail.parsed.text}`);
  assert.ok((mail.parsed.html || "").includes(`${path}?token=${url[1]}`), "the HTML part has the same link");
  return url[1]!;
}

const signUp = (email: string, lang = "de") => post(`/${lang}/api/account/sign-up/`, { first_name: "Lena", last_name: "Vogt", email, password: PASSWORD, accept_terms: true });
const details = async (session: string) => (await call("GET", "/de/api/user-details/", undefined, session)).body;

test("sign-up mails a confirmation link; until it is used the account cannot sign in; the link signs in once and links guest orders", async () => {
  const email = "lena.vogt@example.org";
  const guestOrder = await guestOrderOf("Lena.Vogt@example.org");

  const answer = await signUp(email);
  assert.equal(answer.status, 202);
  assert.deepEqual(answer.body, { ok: true });
  const mail = await mailTo(email, /bestätigen/);
  const token = tokenIn(mail, "/de/konto/bestaetigen");
  assert.match(mail.parsed.text ?? "", /Guten Tag Lena,/);
  assert.match(mail.parsed.html || "", /<html lang="de">/);

  const [created] = await app.db.select().from(users).where(eq(users.email, email));
  assert.equal(created.role, "customer");
  assert.equal(created.emailConfirmedAt, null);
  assert.notEqual(created.passwordHash, PASSWORD);

  const refused = await post("/de/api/user-login/", { email, password: PASSWORD });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error, "unconfirmed");
  assert.equal(sessionOf(refused), "");
  // A wrong password learns nothing about the confirmation.
  assert.equal((await post("/de/api/user-login/", { email, password: "falsch falsch" })).status, 401);

  const confirmed = await post("/de/api/account/confirm/", { token });
  assert.equal(confirmed.status, 200);
  const session = sessionOf(confirmed);
  assert.ok(session, "the confirmation signs in");
  const me = await details(session);
  assert.deepEqual([me.is_logged_in, me.first_name, me.last_name, me.is_staff, me.logout_url, me.webshop_url], [true, "Lena", "Vogt", false, "/de/logout", "/webshop/"]);
  const [after] = await app.db.select().from(users).where(eq(users.email, email));
  assert.ok(after.emailConfirmedAt);
  assert.ok(after.lastLoginAt);
  const [order] = await app.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, guestOrder.id));
  assert.equal(order.userId, created.id);

  assert.equal((await post("/de/api/account/confirm/", { token })).status, 410, "a link works once");
  const login = await post("/de/api/user-login/", { email, password: PASSWORD });
  assert.equal(login.status, 200);
  assert.equal(login.body.first_name, "Lena");
});

test("an expired confirmation link is refused; the resent one works", async () => {
  const email = "spaet@example.org";
  await signUp(email, "en");
  const first = tokenIn(await mailTo(email, /confirm/i), "/en/account/confirm");
  const [account] = await app.db.select().from(users).where(eq(users.email, email));
  await app.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(accountTokens.userId, account.id));
  const expired = await post("/en/api/account/confirm/", { token: first });
  assert.equal(expired.status, 410);
  assert.equal(expired.body.error, "link_invalid");

  assert.equal((await post("/en/api/account/resend-confirmation/", { email })).status, 202);
  const second = tokenIn(await mailTo(email, /confirm/i), "/en/account/confirm");
  assert.notEqual(second, first);
  assert.equal((await post("/en/api/account/confirm/", { token: second })).status, 200);
});

test("sign-up, reset and resend answer the same for known and unknown addresses; a known address gets a note, no second account", async () => {
  const known = "besucherin@kulisse.example";
  const unknown = "niemand-hier@example.org";
  const before = (await app.db.select().from(users)).length;
  for (const [path, body] of [
    ["/de/api/account/sign-up/", (email: string) => ({ first_name: "A", last_name: "B", email, password: PASSWORD, accept_terms: true })],
    ["/de/api/account/password-reset/", (email: string) => ({ email })],
    ["/de/api/account/resend-confirmation/", (email: string) => ({ email })],
  ] as const) {
    const [a, b] = [await post(path, body(known)), await post(path, body(unknown))];
    assert.equal(a.status, 202, path);
    assert.deepEqual([a.status, a.body], [b.status, b.body], path);
  }
  const note = await mailTo(known, /Ihr Konto/);
  assert.match(note.parsed.text ?? "", /schon ein Konto/);
  assert.match(note.parsed.text ?? "", /\/de\/login#password-reset/);
  await mailTo(known, /Neues Passwort/);
  // The unknown address got only the confirmation of its new account; nothing else was made.
  assert.equal((await app.db.select().from(users)).length, before + 1);
  assert.equal(smtp.received.filter((mail) => mail.recipients.includes(unknown)).length, 1);
});

test("a password reset sets the new password and ends every session of the account", async () => {
  const email = "reset@example.org";
  const [account] = await app.db
    .insert(users)
    .values({ email, username: email, firstName: "Rita", lastName: "Reset", passwordHash: hashPassword(PASSWORD), role: "customer", emailConfirmedAt: new Date(), preferredLang: "en" })
    .returning();
  const old = `${SESSION_COOKIE}=${await createSession(app.db, account.id, new Date())}`;
  assert.equal((await details(old)).is_logged_in, true);

  assert.equal((await post("/de/api/account/password-reset/", { email: "RESET@example.org" })).status, 202);
  // In the account's language, whatever the page's.
  const token = tokenIn(await mailTo(email, /New password/), "/en/account/new-password");
  const short = await post("/de/api/account/password-reset/confirm/", { token, password: "kurz" });
  assert.deepEqual([short.status, short.body.field], [400, "password"]);
  const reset = await post("/de/api/account/password-reset/confirm/", { token, password: "Ein ganz neues Passwort" });
  assert.equal(reset.status, 200);
  assert.equal((await details(old)).is_logged_in, false, "the old session ended");
  assert.equal((await post("/de/api/account/password-reset/confirm/", { token, password: "Noch ein Passwort!" })).status, 410);
  assert.equal((await post("/de/api/user-login/", { email, password: PASSWORD })).status, 401);
  assert.equal((await post("/de/api/user-login/", { email, password: "Ein ganz neues Passwort" })).status, 200);
});

test("the mail requests have the login limits: the sixth for one address from one client waits (429)", async () => {
  const email = "flut@example.org";
  for (let i = 0; i < 5; i++) assert.equal((await post("/de/api/account/password-reset/", { email })).status, 202, `request ${i + 1}`);
  const refused = await post("/de/api/account/password-reset/", { email });
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get("retry-after")) > 0);
  assert.equal((await post("/de/api/account/resend-confirmation/", { email })).status, 429, "the same counters for resend");
  assert.equal((await signUp(email)).status, 429, "and for sign-up");
});

test("bad sign-up input is a 400 naming the field, and creates nothing", async () => {
  const before = (await app.db.select().from(users)).length;
  const cases: [Record<string, unknown>, string][] = [
    [{ first_name: "A", last_name: "B", email: "kein-at", password: PASSWORD, accept_terms: true }, "email"],
    [{ first_name: "A", last_name: "B", email: "a@example.org", password: "kurz", accept_terms: true }, "password"],
    [{ first_name: "A", last_name: "B", email: "a@example.org", password: PASSWORD, accept_terms: false }, "accept_terms"],
    [{ first_name: "", last_name: "B", email: "a@example.org", password: PASSWORD, accept_terms: true }, "first_name"],
  ];
  for (const [body, field] of cases) {
    const answer = await post("/de/api/account/sign-up/", body);
    assert.deepEqual([answer.status, answer.body.field], [400, field]);
  }
  assert.equal((await app.db.select().from(users)).length, before);
});

test("a visitor's account changes its address by a link to the new one (the old one is told), and its password with the current one", async () => {
  const email = "umzug@example.org";
  const [account] = await app.db
    .insert(users)
    .values({ email, username: email, firstName: "Uwe", lastName: "Umzug", passwordHash: hashPassword(PASSWORD), role: "customer", emailConfirmedAt: new Date() })
    .returning();
  const session = `${SESSION_COOKIE}=${await createSession(app.db, account.id, new Date())}`;
  const other = `${SESSION_COOKIE}=${await createSession(app.db, account.id, new Date())}`;
  const guestOrder = await guestOrderOf("neu@example.org");

  const wrong = await post("/de/api/account/email/", { email: "neu@example.org", current_password: "falsch" }, session);
  assert.deepEqual([wrong.status, wrong.body.field], [400, "current_password"]);
  assert.equal((await post("/de/api/account/email/", { email: "neu@example.org", current_password: PASSWORD }, session)).status, 202);
  const token = tokenIn(await mailTo("neu@example.org", /neue E-Mail-Adresse/), "/de/konto/neue-adresse");
  assert.match((await mailTo(email, /soll sich ändern/)).parsed.text ?? "", /neu@example\.org/);
  const settingsBefore = await call("GET", "/de/api/account/settings/", undefined, session);
  assert.deepEqual(settingsBefore.body, { email, preferred_lang: "de", email_editable: true });

  const confirmed = await post("/de/api/account/email/confirm/", { token });
  assert.deepEqual([confirmed.status, confirmed.body.email], [200, "neu@example.org"]);
  const [moved] = await app.db.select().from(users).where(eq(users.id, account.id));
  assert.equal(moved.email, "neu@example.org");
  const [order] = await app.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, guestOrder.id));
  assert.equal(order.userId, account.id);

  const badCurrent = await post("/de/api/account/password/", { current_password: "falsch", password: "Das neue Passwort" }, session);
  assert.deepEqual([badCurrent.status, badCurrent.body.field], [400, "current_password"]);
  const changed = await post("/de/api/account/password/", { current_password: PASSWORD, password: "Das neue Passwort" }, session);
  assert.equal(changed.status, 200);
  assert.equal((await details(other)).is_logged_in, false, "other sessions ended");
  assert.equal((await details(session)).is_logged_in, false, "the old cookie ended too");
  assert.equal((await details(sessionOf(changed))).is_logged_in, true, "this browser has a new session");

  const lang = await call("PUT", "/de/api/account/language/", { preferred_lang: "en" }, sessionOf(changed));
  assert.equal(lang.body.preferred_lang, "en");
});

test("a staff account cannot change its own address (an admin does), a visitor no one's settings", async () => {
  const editor = await sessionCookie(app.db, "editor");
  const refused = await post("/de/api/account/email/", { email: "anders@example.org", current_password: PASSWORD }, editor);
  assert.equal(refused.status, 403);
  assert.equal((await call("GET", "/de/api/account/settings/", undefined, editor)).body.email_editable, false);
  assert.equal((await call("GET", "/de/api/account/settings/")).status, 401);
});

test("the admin resends an unconfirmed visitor account's confirmation; others may not; a confirmed one is a 409", async () => {
  const email = "wartend@example.org";
  await signUp(email);
  await mailTo(email, /bestätigen/);
  const [account] = await app.db.select().from(users).where(eq(users.email, email));
  const path = `/de/admin-api/visitor-accounts/${account.id}/resend-confirmation/`;
  assert.equal((await post(path, {}, await sessionCookie(app.db, "editor"))).status, 403);
  assert.equal((await post(path, {}, await sessionCookie(app.db, "customer"))).status, 403);
  assert.equal((await post(path, {})).status, 401);
  const admin = await sessionCookie(app.db, "admin");
  const sent = await post(path, {}, admin);
  assert.deepEqual([sent.status, sent.body.email], [200, email]);
  const token = tokenIn(await mailTo(email, /bestätigen/), "/de/konto/bestaetigen");
  assert.equal((await post("/de/api/account/confirm/", { token })).status, 200);
  assert.equal((await post(path, {}, admin)).status, 409);
  assert.equal((await post("/de/admin-api/visitor-accounts/999999/resend-confirmation/", {}, admin)).status, 404);
});
