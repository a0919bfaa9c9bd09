// Visitors' accounts in the admin (issue 26 point 7): only admins reach them (editors and the box
// office 403), the search by name and e-mail, one account with its consents, orders, gift cards and
// vouchers, deactivation that ends the sessions at once and refuses the sign-in, reactivation, every
// change logged and CSRF-protected, and no password or token hash in any answer. Beside it, the
// admin's staff accounts never show or take a visitor's account.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { accountConsents, activityLog, giftCards, orders, users, voucherUses, vouchers } from "../../server/db/schema.ts";
import { createSession, authenticate } from "../../server/services/sessions.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { issueAccountToken } from "../../server/services/account-tokens.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { VisitorAccount, VisitorAccountList } from "../../shared/api/contract/visitor-accounts-admin.ts";
import type { AdminList } from "../../shared/api/contract/admin.ts";
import type { UserDetails } from "../../shared/api/types.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});
const call = <T,>(who: Who, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) => caller.call<T>(who, method, path, body, options);

const PASSWORD = "ein langes Besucherpasswort";
let serial = 0;

/** A fresh confirmed visitor's account with a password; its id and e-mail. */
async function customer(firstName: string, lastName: string): Promise<{ id: number; email: string }> {
  serial += 1;
  const email = `${lastName.toLowerCase()}${serial}-${Date.now()}@besuch.example`;
  const [row] = await app.db
    .insert(users)
    .values({ email, username: email, firstName, lastName, role: "customer", passwordHash: hashPassword(PASSWORD), emailConfirmedAt: new Date(), phone: "030 1234", city: "Berlin" })
    .returning({ id: users.id });
  return { id: row.id, email };
}

/** No answer may carry a hash of any kind. */
function assertNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  assert.doesNotMatch(text, /password|token|hash|scrypt/i);
}

test("editors and the box office get 403 on every visitor-account endpoint; visitors 401; the change needs the CSRF header", async () => {
  const { id } = await customer("Ida", "Verboten");
  const reads = ["/de/admin-api/visitor-accounts/", `/de/admin-api/visitor-accounts/${id}/`, "/de/pageeditor-api/dashboard/accounts/"];
  for (const who of ["editor", "box_office"] as const) {
    for (const path of reads) assert.equal((await call(who, "GET", path)).status, 403, `${who} ${path}`);
    assert.equal((await call(who, "POST", `/de/admin-api/visitor-accounts/${id}/active/`, { active: false })).status, 403, who);
  }
  for (const path of reads) assert.equal((await call(null, "GET", path)).status, 401, path);
  assert.equal((await call("admin", "POST", `/de/admin-api/visitor-accounts/${id}/active/`, { active: false }, { csrf: false })).status, 403);
  const [row] = await app.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, id));
  assert.equal(row.isActive, true, "nothing changed");
});

test("a visitor's own account gets 403 on the visitor-account endpoints too", async () => {
  const { id } = await customer("Kai", "Selbst");
  const cookie = `${SESSION_COOKIE}=${await createSession(app.db, id, new Date())}`;
  const response = await fetch(`${app.url}/de/admin-api/visitor-accounts/`, { headers: { Cookie: cookie } });
  assert.equal(response.status, 403);
});

test("the admin searches visitors' accounts by name and e-mail; staff accounts never appear", async () => {
  const sommer = await customer("Lotte", "Suchbar");
  const other = await customer("Otto", "Anders");
  const byName = await call<VisitorAccountList>("admin", "GET", `/de/admin-api/visitor-accounts/?q=${encodeURIComponent("lotte such")}`);
  assert.equal(byName.status, 200);
  assert.deepEqual(
    byName.body.results.map((result) => result.id),
    [sommer.id],
  );
  assert.equal(byName.body.results[0].name, "Lotte Suchbar");
  assert.equal(byName.body.results[0].confirmed, true);
  assert.equal(byName.body.results[0].is_active, true);
  assert.equal(byName.body.results[0].order_count, 0);
  const byEmail = await call<VisitorAccountList>("admin", "GET", `/de/admin-api/visitor-accounts/?q=${encodeURIComponent(other.email.toUpperCase())}`);
  assert.deepEqual(
    byEmail.body.results.map((result) => result.id),
    [other.id],
  );
  const all = await call<VisitorAccountList>("admin", "GET", "/de/admin-api/visitor-accounts/");
  const staffIds = (await app.db.select({ id: users.id, role: users.role }).from(users)).filter((user) => user.role !== "customer").map((user) => user.id);
  assert.ok(all.body.count >= 2);
  assert.ok(all.body.results.every((result) => !staffIds.includes(result.id)), "no staff account in the list");
  assert.equal((await call("admin", "GET", `/de/admin-api/visitor-accounts/${staffIds[0]}/`)).status, 404, "a staff account is not opened here");
  assertNoSecrets(all.body);
  // Bad input is a 400 that names the field.
  const bad = await call<{ field: string }>("admin", "GET", "/de/admin-api/visitor-accounts/?page=0");
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, "page");
});

test("one account shows its details, consents, orders (linked to the admin's order), gift cards and vouchers, and no hash", async () => {
  const account = await customer("Marta", "Vollständig");
  const at = new Date("2026-10-01T10:00:00Z");
  await app.db.insert(accountConsents).values([
    { userId: account.id, topic: "newsletter", granted: true, textVersion: "2026-11", text: "Ja, Newsletter", createdAt: at },
    { userId: account.id, topic: "newsletter", granted: false, textVersion: "2026-11", text: "Nein", createdAt: new Date("2026-10-05T10:00:00Z") },
  ]);
  const [order] = await app.db
    .insert(orders)
    .values({ code: `VA${String(Date.now()).slice(-6)}`, secret: "x".repeat(32), status: "paid", paymentMethod: "box_office", delivery: "eticket", lang: "de", firstName: "Marta", lastName: "Vollständig", email: account.email, totalCents: 4200, userId: account.id })
    .returning({ id: orders.id, code: orders.code });
  await app.db.insert(giftCards).values({ code: `GC${Date.now()}`, initialCents: 5000, balanceCents: 3000, status: "active", userId: account.id });
  await app.db.insert(vouchers).values({ code: `VO${Date.now()}`, kind: "percent", percent: 10, maxUses: 3, usesCount: 1, userId: account.id });
  await issueAccountToken(app.db, account.id, "reset_password");
  const response = await call<VisitorAccount>("admin", "GET", `/de/admin-api/visitor-accounts/${account.id}/`);
  assert.equal(response.status, 200);
  const view = response.body;
  assert.equal(view.email, account.email);
  assert.equal(view.phone, "030 1234");
  assert.equal(view.city, "Berlin");
  assert.ok(view.email_confirmed_at);
  assert.equal(view.last_login_at, null);
  assert.deepEqual(
    view.consents.map((consent) => [consent.topic, consent.granted]),
    [
      ["newsletter", false],
      ["newsletter", true],
    ],
  );
  assert.deepEqual(view.orders, [{ id: order.id, code: order.code, status: "paid", total_cents: 4200, created_at: view.orders[0].created_at, url: `/admin/orders/${order.id}` }]);
  assert.equal(view.gift_cards[0].balance_cents, 3000);
  assert.equal(view.vouchers[0].uses_count, 1);
  assertNoSecrets(view);
  assert.equal((await call("admin", "GET", "/de/admin-api/visitor-accounts/999999/")).status, 404);
  // The list counts the account's orders.
  const listed = await call<VisitorAccountList>("admin", "GET", `/de/admin-api/visitor-accounts/?q=${encodeURIComponent(account.email)}`);
  assert.deepEqual(
    listed.body.results.map((result) => [result.id, result.order_count]),
    [[account.id, 1]],
  );
  assert.equal(view.order_count, 1);
});

test("deactivating ends the account's sessions at once and refuses its sign-in; reactivating lets it sign in again; both are logged", async () => {
  const account = await customer("Dana", "Gesperrt");
  const cookie = `${SESSION_COOKIE}=${await createSession(app.db, account.id, new Date())}`;
  const details = async () => (await (await fetch(`${app.url}/de/api/user-details/`, { headers: { Cookie: cookie } })).json()) as UserDetails;
  assert.equal((await details()).email, account.email, "signed in before");
  assert.ok(await authenticate(app.db, account.email, PASSWORD));

  const off = await call<{ is_active: boolean }>("admin", "POST", `/de/admin-api/visitor-accounts/${account.id}/active/`, { active: false });
  assert.equal(off.status, 200);
  assert.deepEqual(off.body, { is_active: false });
  const after = await details();
  assert.equal(after.logged, false, "the customer's cookie is anonymous now");
  assert.equal(after.id, null);
  assert.equal(await authenticate(app.db, account.email, PASSWORD), null, "a deactivated account cannot sign in");
  const signIn = () => call<{ first_name?: string }>(null, "POST", "/de/api/user-login/", { email: account.email, password: PASSWORD });
  assert.equal((await signIn()).status, 401, "the sign-in endpoint refuses it with the right password");

  const on = await call<{ is_active: boolean }>("admin", "POST", `/de/admin-api/visitor-accounts/${account.id}/active/`, { active: true });
  assert.deepEqual(on.body, { is_active: true });
  assert.ok(await authenticate(app.db, account.email, PASSWORD), "reactivated, it signs in again");
  const again = await signIn();
  assert.equal(again.status, 200);
  assert.equal(again.body.first_name, "Dana");

  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  const log = await app.db.select().from(activityLog).where(and(eq(activityLog.objectKind, "visitor-accounts"), eq(activityLog.objectId, account.id)));
  assert.deepEqual(
    log.map((row) => [row.action, row.userId]),
    [
      ["visitor_account.deactivate", admin.id],
      ["visitor_account.reactivate", admin.id],
    ],
  );
  const invalid = await call<{ field: string }>("admin", "POST", `/de/admin-api/visitor-accounts/${account.id}/active/`, { active: "nein" });
  assert.equal(invalid.status, 400);
  assert.equal(invalid.body.field, "active");
});

test("the admin's staff accounts neither list nor open a visitor's account, nor make it staff, nor set its password", async () => {
  const account = await customer("Paula", "Keinpersonal");
  const list = await call<AdminList>("admin", "GET", `/de/admin-api/content/accounts/?q=${encodeURIComponent(account.email)}`);
  assert.equal(list.status, 200);
  assert.equal(list.body.count, 0, "not listed among the staff");
  assert.equal((await call("admin", "GET", `/de/admin-api/content/accounts/${account.id}/`)).status, 404);
  const promote = await call("admin", "PUT", `/de/admin-api/content/accounts/${account.id}/`, {
    values: { email: account.email, username: `paula${Date.now()}`, first_name: "Paula", last_name: "Keinpersonal", role: "admin", is_active: true },
  });
  assert.equal(promote.status, 404);
  assert.equal((await call("admin", "POST", `/de/admin-api/accounts/${account.id}/password/`, { password: "ein sehr langes Passwort" })).status, 404);
  const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, account.id));
  assert.equal(row.role, "customer");
  assert.ok(await authenticate(app.db, account.email, PASSWORD), "its password is unchanged");
  // A staff account cannot be turned into a visitor's one: the role has no such choice.
  const [editor] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
  const demote = await call<{ field: string }>("admin", "PUT", `/de/admin-api/content/accounts/${editor.id}/`, {
    values: { email: editor.email, username: editor.username, first_name: editor.firstName, last_name: editor.lastName, role: "customer", is_active: true },
  });
  assert.equal(demote.status, 400);
  assert.equal(demote.body.field, "values.role");
});

test("the hub counts new visitors' accounts, redeemed vouchers (uses less uses given back) and sold gift cards in 7 and 30 days, and the outstanding balance", async () => {
  type Counts = import("../../shared/api/contract/dashboard-accounts.ts").DashboardAccounts;
  const read = async () => (await call<Counts>("admin", "GET", "/de/pageeditor-api/dashboard/accounts/")).body;
  const before = await read();
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await customer("Neu", "Woche");
  const older = await customer("Neu", "Monat");
  await app.db.update(users).set({ createdAt: daysAgo(20) }).where(eq(users.id, older.id));
  const ancient = await customer("Alt", "Jahr");
  await app.db.update(users).set({ createdAt: daysAgo(60) }).where(eq(users.id, ancient.id));
  const [voucher] = await app.db.insert(vouchers).values({ code: `HUB${Date.now()}`, kind: "amount", amountCents: 500, maxUses: 10, usesCount: 2 }).returning({ id: vouchers.id });
  await app.db.insert(voucherUses).values([
    { voucherId: voucher.id, delta: 1, actor: "visitor", reason: "redeemed", createdAt: daysAgo(1) },
    { voucherId: voucher.id, delta: 1, actor: "visitor", reason: "redeemed", createdAt: daysAgo(2) },
    { voucherId: voucher.id, delta: -1, actor: "system", reason: "order cancelled", createdAt: daysAgo(1) },
    { voucherId: voucher.id, delta: 1, actor: "visitor", reason: "redeemed", createdAt: daysAgo(15) },
  ]);
  const [order] = await app.db
    .insert(orders)
    .values({ code: `HB${String(Date.now()).slice(-6)}`, secret: "y".repeat(32), status: "paid", paymentMethod: "box_office", delivery: "eticket", lang: "de", firstName: "A", lastName: "B", email: "a@b.example", totalCents: 7000 })
    .returning({ id: orders.id });
  await app.db.insert(giftCards).values([
    { code: `HG1${Date.now()}`, initialCents: 5000, balanceCents: 5000, status: "active", orderId: order.id, createdAt: daysAgo(3) },
    { code: `HG2${Date.now()}`, initialCents: 2000, balanceCents: 500, status: "active", orderId: order.id, createdAt: daysAgo(25) },
    { code: `HG3${Date.now()}`, initialCents: 9000, balanceCents: 9000, status: "pending", orderId: order.id, createdAt: daysAgo(1) },
  ]);
  const after = await read();
  const grew = (days: number) => {
    const [a, b] = [after, before].map((counts) => counts.windows.find((window) => window.days === days)!);
    return { accounts: a.new_accounts - b.new_accounts, vouchers: a.redeemed_vouchers - b.redeemed_vouchers, cards: a.gift_cards_sold - b.gift_cards_sold, cents: a.gift_cards_sold_cents - b.gift_cards_sold_cents };
  };
  assert.deepEqual(grew(7), { accounts: 1, vouchers: 1, cards: 1, cents: 5000 });
  assert.deepEqual(grew(30), { accounts: 2, vouchers: 2, cards: 2, cents: 7000 });
  assert.equal(after.gift_card_balance_cents - before.gift_card_balance_cents, 5500, "the pending card owes nothing yet");
});
