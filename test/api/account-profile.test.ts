// The profile part of the user area (issue 26 point 2) through its API, as a signed-in visitor's
// account: details saved and checked (a 400 with field and reason for control characters, NUL, huge
// text, a missing name), every consent change a row with its text version, the data download (the
// account's orders, nothing of another account, no secrets) and the deletion (orders anonymized but
// still counted, an unpaid reservation's seats free, the session ended, staff refused).
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq, inArray, sql } from "drizzle-orm";
import { accountConsents, accountFavorites, giftCards, orderLog, orders, sessions, users } from "../../server/db/schema.ts";
import { CONSENT_TEXT_VERSION, consentTexts } from "../../server/services/account-consents.ts";
import { ANONYMIZED_EMAIL } from "../../server/services/account-deletion.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { createSession } from "../../server/services/sessions.ts";
import type { AccountProfile } from "../../shared/api/contract/account-profile.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { createTestOrder, freeSeatsOf, stageOrderSeats, type OrderSeats } from "../helpers/orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const PASSWORD = "Ein langes Passwort 2026";
let CSRF = "";
let seats: OrderSeats;
let accountCount = 0;

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  seats = await stageOrderSeats(app.db, 40);
});

/** A fresh visitor's account with a known password, signed in: its id, address and Cookie value. */
async function newCustomer(): Promise<{ id: number; email: string; cookie: string }> {
  accountCount += 1;
  const email = `konto${accountCount}-${Date.now()}@example.org`;
  const [user] = await app.db
    .insert(users)
    .values({ email, username: email, firstName: "Karla", lastName: `Kunde${accountCount}`, passwordHash: hashPassword(PASSWORD), role: "customer", emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${await createSession(app.db, user.id, new Date())}` };
}

async function call<T>(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(app.url + path, {
    method,
    headers: { "Content-Type": "application/json", Cookie: [cookie, `csrftoken=${CSRF}`].filter(Boolean).join("; "), "X-CSRFToken": CSRF, Origin: app.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T & { field?: string; reason?: string } };
}

const details = { first_name: "Marie", last_name: "Sommer", street: "Am Wall 1", postal_code: "28195", city: "Bremen", country: "Deutschland", phone: "+49 421 123456" };

/** An order placed by the account (as checkout does for a signed-in visitor). */
async function orderOf(userId: number, status: "reserved" | "paid", email: string) {
  const order = await createTestOrder(app.db, { seats, quantity: 2, status, email });
  await app.db.update(orders).set({ userId }).where(eq(orders.id, order.id));
  return order;
}

test("the profile: only for a signed-in account; name, address and phone saved trimmed, read back, and in the database the checkout reads", async () => {
  assert.equal((await call("", "GET", "/de/api/account/profile/")).status, 401);
  const cookie = await sessionCookie(app.db, "customer");
  const shown = await call<AccountProfile>(cookie, "GET", "/de/api/account/profile/");
  assert.equal(shown.status, 200);
  assert.equal(shown.body.email, "besucherin@kulisse.example");
  assert.equal(shown.body.details.city, "Bremen");
  assert.equal(shown.body.may_delete, true);
  const saved = await call<AccountProfile>(cookie, "PUT", "/de/api/account/profile/", { ...details, street: "  Am Wall 1  " });
  assert.equal(saved.status, 200);
  assert.deepEqual(saved.body.details, details);
  const [row] = await app.db.select().from(users).where(eq(users.email, "besucherin@kulisse.example"));
  assert.deepEqual([row.firstName, row.lastName, row.street, row.postalCode, row.city, row.country, row.phone], Object.values(details));
  // Only the name is required.
  const bare = await call<AccountProfile>(cookie, "PUT", "/de/api/account/profile/", { ...details, street: "", postal_code: "", city: "", country: "", phone: "" });
  assert.equal(bare.status, 200);
  assert.equal(bare.body.details.city, "");
});

test("bad profile input is a 400 naming the field and the reason, and changes nothing", async () => {
  const { id, cookie } = await newCustomer();
  const cases: [Record<string, unknown>, string][] = [
    [{ first_name: "Ma\u0000rie" }, "first_name"],
    [{ last_name: "Som\nmer" }, "last_name"],
    [{ city: "Bre\tmen" }, "city"],
    [{ street: "x".repeat(201) }, "street"],
    [{ country: "y".repeat(100_000) }, "country"],
    [{ first_name: "   " }, "first_name"],
    [{ phone: "call me maybe" }, "phone"],
    [{ postal_code: 28195 }, "postal_code"],
  ];
  for (const [change, field] of cases) {
    const answer = await call(cookie, "PUT", "/de/api/account/profile/", { ...details, ...change });
    assert.equal(answer.status, 400, `${field}: ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.field, field);
    assert.ok(answer.body.reason, `${field} has a reason`);
  }
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  assert.equal(row.firstName, "Karla");
  assert.equal(row.city, "");
});

test("every consent change is a row with the text shown and its version; the same answer twice writes nothing; the profile says when", async () => {
  const { id, cookie } = await newCustomer();
  const before = await call<AccountProfile>(cookie, "GET", "/en/api/account/profile/");
  assert.deepEqual(
    before.body.consents.map((consent) => [consent.topic, consent.granted, consent.changed_at, consent.text]),
    [
      ["newsletter", false, null, consentTexts.newsletter.en],
      ["information", false, null, consentTexts.information.en],
    ],
  );
  const given = await call<AccountProfile>(cookie, "PUT", "/de/api/account/consents/information/", { granted: true });
  assert.equal(given.status, 200);
  const information = given.body.consents.find((consent) => consent.topic === "information")!;
  assert.equal(information.granted, true);
  assert.ok(information.changed_at && !Number.isNaN(Date.parse(information.changed_at)));
  assert.equal((await call(cookie, "PUT", "/de/api/account/consents/information/", { granted: true })).status, 200);
  assert.equal((await call(cookie, "PUT", "/de/api/account/consents/newsletter/", { granted: false })).status, 200, "withdrawing what was never given writes nothing");
  await call(cookie, "PUT", "/de/api/account/consents/information/", { granted: false });
  const rows = await app.db.select().from(accountConsents).where(eq(accountConsents.userId, id)).orderBy(accountConsents.id);
  assert.deepEqual(
    rows.map((row) => [row.topic, row.granted, row.textVersion, row.text]),
    [
      ["information", true, CONSENT_TEXT_VERSION, consentTexts.information.de],
      ["information", false, CONSENT_TEXT_VERSION, consentTexts.information.de],
    ],
  );
  assert.equal((await call(cookie, "PUT", "/de/api/account/consents/spam/", { granted: true })).status, 400);
  assert.equal((await call(cookie, "PUT", "/de/api/account/consents/newsletter/", { granted: "yes" })).status, 400);
});

test("the data download: a JSON attachment in a versioned format with the account, consents, orders with tickets and log, favorites and gift cards; nothing of another account, no hashes or secrets", async () => {
  const me = await newCustomer();
  const other = await newCustomer();
  const mine = await orderOf(me.id, "paid", me.email);
  const theirs = await orderOf(other.id, "paid", other.email);
  await call(me.cookie, "PUT", "/de/api/account/consents/newsletter/", { granted: true });
  await app.db.insert(accountFavorites).values({ userId: me.id, kind: "event", itemId: seats.eventId });
  await app.db.insert(giftCards).values({ code: `GC${me.id}MINE`, initialCents: 5000, balanceCents: 5000, status: "active", userId: me.id });
  await app.db.insert(giftCards).values({ code: `GC${other.id}THEIRS`, initialCents: 3000, balanceCents: 3000, status: "active", userId: other.id });

  assert.equal((await fetch(`${app.url}/de/api/account/data-export/`)).status, 401);
  const response = await fetch(`${app.url}/de/api/account/data-export/`, { headers: { Cookie: me.cookie } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
  assert.match(response.headers.get("content-disposition") ?? "", /^attachment; filename="?kulisse-meine-daten-\d{4}-\d\d-\d\d\.json"?$/);
  const text = await response.text();
  const data = JSON.parse(text);
  assert.equal(data.format, "kulisse-account-export");
  assert.equal(data.version, 1);
  assert.equal(data.account.email, me.email);
  assert.deepEqual(
    data.orders.map((order: { code: string }) => order.code),
    [mine.code],
  );
  assert.deepEqual(
    data.orders[0].tickets.map((ticket: { number: string }) => ticket.number),
    [`${mine.code}-1`, `${mine.code}-2`],
  );
  assert.equal(data.orders[0].log[0].action, "placed");
  assert.deepEqual(
    data.consents.map((consent: { topic: string; granted: boolean; text_version: string }) => [consent.topic, consent.granted, consent.text_version]),
    [["newsletter", true, CONSENT_TEXT_VERSION]],
  );
  assert.deepEqual(data.favorites, [{ kind: "event", item_id: seats.eventId, added_at: data.favorites[0].added_at }]);
  assert.deepEqual(
    data.gift_cards.map((card: { code: string; balance_cents: number }) => [card.code, card.balance_cents]),
    [[`GC${me.id}MINE`, 5000]],
  );
  assert.deepEqual(data.vouchers, []);
  for (const foreign of [theirs.code, other.email, `GC${other.id}THEIRS`, theirs.secret, mine.secret]) assert.ok(!text.includes(foreign), `the download must not contain ${foreign}`);
  assert.doesNotMatch(text, /password|token_hash|scrypt/i);
  const [hash] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
  assert.ok(!text.includes(hash.hash));
});

test("deleting the account: the password confirms it; orders anonymized yet counted, an unpaid reservation cancelled with its seats free, consents, favorites and sessions gone, gift cards untied; the old cookie is anonymous", async () => {
  const me = await newCustomer();
  const paid = await orderOf(me.id, "paid", me.email);
  const freeBefore = await freeSeatsOf(app.db, seats.seatGroupId);
  const reserved = await orderOf(me.id, "reserved", me.email);
  assert.equal(await freeSeatsOf(app.db, seats.seatGroupId), freeBefore - 2);
  await call(me.cookie, "PUT", "/de/api/account/consents/newsletter/", { granted: true });
  await app.db.insert(accountFavorites).values({ userId: me.id, kind: "production", itemId: 1 });
  const [card] = await app.db.insert(giftCards).values({ code: `GC${me.id}KEEP`, initialCents: 2000, balanceCents: 1500, status: "active", userId: me.id }).returning({ id: giftCards.id });
  const totalsBefore = await paidTotal();

  const wrong = await call(me.cookie, "POST", "/de/api/account/delete/", { password: "falsch" });
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.field, "password");
  assert.equal(wrong.body.reason, "Das Passwort stimmt nicht.");
  assert.equal((await app.db.select().from(users).where(eq(users.id, me.id))).length, 1, "a wrong password deletes nothing");

  const done = await call<{ ok: true; home_url: string }>(me.cookie, "POST", "/de/api/account/delete/", { password: PASSWORD });
  assert.equal(done.status, 200);
  assert.equal(done.body.home_url, "/de?account_deleted=1");
  assert.match(done.headers.get("set-cookie") ?? "", new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));

  assert.equal((await app.db.select().from(users).where(eq(users.id, me.id))).length, 0);
  const kept = await app.db.select().from(orders).where(inArray(orders.id, [paid.id, reserved.id])).orderBy(orders.id);
  for (const order of kept) {
    assert.deepEqual([order.firstName, order.lastName, order.email, order.phone, order.userId], ["anonymisiert", "", ANONYMIZED_EMAIL, "", null]);
    assert.ok(order.anonymizedAt);
    assert.ok(!JSON.stringify(order).includes(me.email));
  }
  assert.deepEqual(
    kept.map((order) => [order.code, order.status, order.totalCents]),
    [
      [paid.code, "paid", 5000],
      [reserved.code, "cancelled", 5000],
    ],
  );
  assert.equal(await paidTotal(), totalsBefore, "the paid order still counts in the totals");
  assert.equal(await freeSeatsOf(app.db, seats.seatGroupId), freeBefore, "the reservation's seats are free again");
  const log = await app.db.select().from(orderLog).where(inArray(orderLog.orderId, [paid.id, reserved.id])).orderBy(orderLog.id);
  assert.deepEqual(
    log.filter((row) => row.action !== "placed").map((row) => [row.orderId, row.action]),
    [
      [reserved.id, "cancelled"],
      [paid.id, "anonymized"],
      [reserved.id, "anonymized"],
    ],
  );
  assert.equal((await app.db.select().from(accountConsents).where(eq(accountConsents.userId, me.id))).length, 0);
  assert.equal((await app.db.select().from(accountFavorites).where(eq(accountFavorites.userId, me.id))).length, 0);
  assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, me.id))).length, 0);
  const [untied] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
  assert.deepEqual([untied.userId, untied.balanceCents, untied.status], [null, 1500, "active"]);

  // The old cookie is worth nothing now.
  assert.equal((await call(me.cookie, "GET", "/de/api/account/profile/")).status, 401);
  const details = await call<{ is_logged_in: boolean }>(me.cookie, "GET", "/de/api/user-details/");
  assert.equal(details.body.is_logged_in, false);
});

test("staff accounts cannot delete themselves here (403), and the call needs the CSRF header", async () => {
  const cookie = await sessionCookie(app.db, "editor");
  const [editor] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "editor")).limit(1);
  const refused = await call(cookie, "POST", "/de/api/account/delete/", { password: "whatever it is" });
  assert.equal(refused.status, 403);
  assert.equal((await app.db.select().from(users).where(eq(users.id, editor.id))).length, 1);
  const staffProfile = await call<AccountProfile>(cookie, "GET", "/de/api/account/profile/");
  assert.equal(staffProfile.body.may_delete, false);

  const me = await newCustomer();
  const withoutHeader = await fetch(`${app.url}/de/api/account/delete/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `${me.cookie}; csrftoken=${CSRF}` },
    body: JSON.stringify({ password: PASSWORD }),
  });
  assert.equal(withoutHeader.status, 403);
  assert.equal((await app.db.select().from(users).where(eq(users.id, me.id))).length, 1);
});

async function paidTotal(): Promise<number> {
  const result = await app.db.execute<{ total: number }>(sql`select coalesce(sum(total_cents), 0)::int as total from orders where status = 'paid'`);
  return Number(result.rows[0].total);
}
