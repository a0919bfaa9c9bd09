// The user area's orders and reservations (issue 26 point 3) against the real database: a signed-in
// visitor's checkout makes the order the account's (orders.user_id, and the log names the account),
// the list shows it at once with its status, order page and tickets PDF; a guest order of the same
// address joins the list once linked (linkGuestOrders); another account never sees it (404 by code,
// absent from its list); the reservations list the unpaid orders with their deadline; the checkout's
// contact comes from the account; nobody signed in gets 401.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { orderLog, orders, users } from "../../server/db/schema.ts";
import { linkGuestOrders } from "../../server/services/account-orders-link.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { AccountOrderSummary } from "../../shared/api/contract/account-orders.ts";
import type { Paged } from "../../shared/api/types.ts";
import { Buyer, stageSeatGroup, type StagedGroup } from "../helpers/checkout-buyer.ts";
import { addSeatGroup, createTestOrder, type OrderSeats } from "../helpers/orders.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({});

let group: StagedGroup;
let seats: OrderSeats;
let customer: { id: number; email: string; cookie: string };
let other: { id: number; cookie: string };

/** A signed-in customer's browser: the session cookie next to the CSRF token and the cart. */
async function signedInBuyer(cookie: string): Promise<Buyer> {
  const buyer = await Buyer.start(app.url, app.db);
  const [name, value] = cookie.split("=");
  buyer.cookies.set(name!, value!);
  return buyer;
}

const get = (path: string, cookie?: string) => fetch(app.url + path, { headers: cookie ? { Cookie: cookie } : {} });

async function listOf(cookie: string): Promise<Paged<AccountOrderSummary>> {
  const response = await get("/de/api/account/orders/", cookie);
  assert.equal(response.status, 200);
  return (await response.json()) as Paged<AccountOrderSummary>;
}

before(async () => {
  await app.ready;
  group = await stageSeatGroup(app.db, 20, 3000);
  seats = await addSeatGroup(app.db, group.eventId, 20);
  const cookie = await sessionCookie(app.db, "customer");
  const [row] = await app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "customer")).limit(1);
  customer = { ...row!, cookie };
  const [second] = await app.db
    .insert(users)
    .values({ email: "zweite@example.org", username: "zweite@example.org", firstName: "Zweite", lastName: "Kundin", passwordHash: hashPassword(randomBytes(12).toString("hex")), role: "customer", emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  other = { id: second!.id, cookie: `${SESSION_COOKIE}=${await createSession(app.db, second!.id, new Date())}` };
});

test("a signed-in visitor's order is the account's at once: listed newest first with status, performances, total, order page and tickets PDF; the log names the account", async () => {
  const buyer = await signedInBuyer(customer.cookie);
  await buyer.add(group, 2);
  const placed = await buyer.checkout({ first_name: "Marie", last_name: "Sommer", email: customer.email });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const code = placed.body.code as string;
  const [order] = await app.db.select().from(orders).where(eq(orders.code, code));
  assert.equal(order!.userId, customer.id);
  const [placedRow] = await app.db.select({ userId: orderLog.userId, actor: orderLog.actor }).from(orderLog).where(and(eq(orderLog.orderId, order!.id), eq(orderLog.action, "placed")));
  assert.deepEqual(placedRow, { userId: customer.id, actor: "visitor" });

  const list = await listOf(customer.cookie);
  const first = list.results[0]!;
  assert.equal(first.code, code, "the newest order first");
  assert.equal(first.status, "reserved");
  assert.equal(first.total_cents, 6000);
  assert.equal(first.tickets, 2);
  assert.equal(first.performances.length, 1);
  assert.match(first.performances[0]!.date_start, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  assert.equal(first.order_url, `/webshop/order/${code}/${order!.secret}`);
  assert.equal(first.pdf_url, `/webshop/order/${code}/${order!.secret}/tickets.pdf`);
  assert.ok(first.release_at, "an unpaid order says until when it is held");

  // The order page and its PDF open with what the list gives.
  assert.equal((await get(`/de/api/shop-order/${code}/${order!.secret}/`)).status, 200);
  const pdf = await get(first.pdf_url!);
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get("content-type"), "application/pdf");

  const one = await get(`/en/api/account/orders/${code}/`, customer.cookie);
  assert.equal(one.status, 200);
  assert.equal(((await one.json()) as AccountOrderSummary).order_url, `/webshop/order/${code}/${order!.secret}?lang=en`);
});

test("a guest's checkout belongs to no account", async () => {
  const guest = await Buyer.start(app.url, app.db);
  await guest.add(group, 1);
  const placed = await guest.checkout();
  assert.equal(placed.status, 201);
  const [order] = await app.db.select({ userId: orders.userId }).from(orders).where(eq(orders.code, placed.body.code as string));
  assert.equal(order!.userId, null);
});

test("an earlier guest order of the account's address appears once linked; another account never sees it", async () => {
  const guestOrder = await createTestOrder(app.db, { seats, status: "paid", email: customer.email.toUpperCase() });
  assert.ok(!(await listOf(customer.cookie)).results.some((order) => order.code === guestOrder.code), "not the account's before linking");
  assert.ok((await linkGuestOrders(app.db, customer.id, customer.email)) >= 1);
  const mine = await listOf(customer.cookie);
  const linked = mine.results.find((order) => order.code === guestOrder.code);
  assert.equal(linked?.status, "paid");
  assert.equal(linked?.release_at, null);

  assert.equal((await get(`/de/api/account/orders/${guestOrder.code}/`, customer.cookie)).status, 200);
  const foreign = await get(`/de/api/account/orders/${guestOrder.code}/`, other.cookie);
  assert.equal(foreign.status, 404);
  assert.equal((await get(`/de/api/account/orders/ZZZZZZZZ/`, other.cookie)).status, 404, "an unknown code answers the same");
  assert.equal((await listOf(other.cookie)).count, 0);
  assert.deepEqual((await (await get("/de/api/account/reservations/", other.cookie)).json()) as unknown, { results: [] });
});

test("reservations: the account's unpaid orders, nearest deadline first, without paid, cancelled or expired ones", async () => {
  const soon = await createTestOrder(app.db, { seats, status: "reserved", releaseInSeconds: 3600 });
  const later = await createTestOrder(app.db, { seats, status: "pending", paymentMethod: "bank_transfer", releaseInSeconds: 5 * 86_400 });
  const gone = await createTestOrder(app.db, { seats, status: "reserved", releaseInSeconds: -60 });
  const paid = await createTestOrder(app.db, { seats, status: "paid" });
  for (const order of [soon, later, gone, paid]) await app.db.update(orders).set({ userId: customer.id }).where(eq(orders.id, order.id));

  const response = await get("/de/api/account/reservations/", customer.cookie);
  assert.equal(response.status, 200);
  const { results } = (await response.json()) as { results: AccountOrderSummary[] };
  const codes = results.map((order) => order.code);
  assert.ok(codes.indexOf(soon.code) >= 0 && codes.indexOf(soon.code) < codes.indexOf(later.code), "nearest deadline first");
  assert.ok(!codes.includes(gone.code) && !codes.includes(paid.code));
  const [{ releaseAt }] = await app.db.select({ releaseAt: orders.releaseAt }).from(orders).where(eq(orders.id, soon.id));
  assert.equal(new Date(results.find((order) => order.code === soon.code)!.release_at!).getTime(), Math.floor(releaseAt!.getTime() / 1000) * 1000, "the deadline to the second");
  assert.match(results[0]!.release_at!, /[+-]0[12]:00$/, "in Berlin time");
  // The order past its deadline reads as expired in the list.
  assert.equal((await listOf(customer.cookie)).results.find((order) => order.code === gone.code)?.status, "expired");
});

test("the checkout's contact comes from the account; nobody signed in gets none", async () => {
  const answer = await (await get("/de/api/account/checkout-contact/", customer.cookie)).json();
  assert.deepEqual(answer, { contact: { first_name: "Marie", last_name: "Sommer", email: customer.email, phone: (await app.db.select({ phone: users.phone }).from(users).where(eq(users.id, customer.id)))[0]!.phone } });
  assert.deepEqual(await (await get("/de/api/account/checkout-contact/")).json(), { contact: null });
});

test("nobody signed in: 401 with the login; bad codes and pages are 400s naming the field", async () => {
  for (const path of ["/de/api/account/orders/", "/de/api/account/reservations/", "/de/api/account/orders/ABCDEFGH/"]) {
    const response = await get(path);
    assert.equal(response.status, 401, path);
  }
  const badCode = await get("/de/api/account/orders/abc/", customer.cookie);
  assert.equal(badCode.status, 400);
  assert.equal(((await badCode.json()) as { field: string }).field, "code");
  const pastLast = await get("/de/api/account/orders/?page=99", customer.cookie);
  assert.equal(pastLast.status, 400);
  assert.equal(((await pastLast.json()) as { field: string }).field, "page");
  const notANumber = await get(`/de/api/account/orders/?page=${randomBytes(4).toString("hex")}x`, customer.cookie);
  assert.equal(notANumber.status, 400);
});
