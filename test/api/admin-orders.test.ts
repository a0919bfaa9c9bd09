// The shop's orders and the box office through the API, against the real database: the list's
// search, filters and CSV (German Excel's `;`, formulas defused), marking paid, cancelling and
// resending with their effects on the seats and their history, the roles (an editor gets 403 on every
// shop endpoint, the box office and admins get through), CSRF, and counter sales that never oversell.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { before, test } from "node:test";
import { and, asc, eq, sql } from "drizzle-orm";
import { orderLog, orders, orderTickets, prices, seatGroups, ticketHolds, users } from "../../server/db/schema.ts";
import { adminOrdersContract, type AdminOrder, type AdminOrderList } from "../../shared/api/contract/admin-orders.ts";
import { boxOfficeContract, type BoxOfficeEvent, type BoxOfficePerformance, type CounterSale } from "../../shared/api/contract/box-office.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { performanceToStage } from "../helpers/bookable-event.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { stageUnpaidOrder } from "../helpers/staged-orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
let eventId: number;
/** A seat group of 5 seats for the contention test, and one of 40 for the orders. */
let smallGroup: number;
let bigGroup: number;
let fullPrice: number;
let bigPrice: number;
let boxOfficeUser: number;

before(async () => {
  caller = await sessionCaller(app);
  const event = await performanceToStage(app.db);
  eventId = event.id;
  const [small, big] = await app.db
    .insert(seatGroups)
    .values([
      { eventId, name: { de: "Loge", en: "Box" }, capacity: 5, sold: 0, position: 1 },
      { eventId, name: { de: "Parkett", en: "Stalls" }, capacity: 40, sold: 0, position: 2 },
    ])
    .returning({ id: seatGroups.id });
  smallGroup = small.id;
  bigGroup = big.id;
  [{ id: fullPrice }] = await app.db.insert(prices).values({ seatGroupId: smallGroup, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 3200, isFullPrice: true }).returning({ id: prices.id });
  [{ id: bigPrice }] = await app.db.insert(prices).values({ seatGroupId: bigGroup, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true }).returning({ id: prices.id });
  [{ id: boxOfficeUser }] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "box_office")).limit(1);
});

/** An unpaid order in the big seat group. */
const placeUnpaidOrder = (options: Parameters<typeof stageUnpaidOrder>[2]) => stageUnpaidOrder(app.db, { eventId, seatGroupId: bigGroup, priceId: bigPrice, unitCents: 2500 }, options);

const soldIn = async (group: number) => (await app.db.select({ sold: seatGroups.sold }).from(seatGroups).where(eq(seatGroups.id, group)))[0].sold;
const statusOf = async (id: number) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
const logOf = (id: number) => app.db.select().from(orderLog).where(eq(orderLog.orderId, id)).orderBy(asc(orderLog.id));

/** A sale of `quantity` tickets in the small seat group, as the box office. */
const sellSmall = (quantity: number, extra: Record<string, unknown> = {}) =>
  caller.call<CounterSale & { error?: string; free?: number }>("box_office", "POST", `/de/admin-api/box-office/${eventId}/sell/`, { seat_group: smallGroup, lines: [{ price: fullPrice, quantity }], payment_method: "cash", delivery: "pickup", ...extra });

/** A sample path of an endpoint: the staged performance, order 1. */
const pathOf = (path: string) => path.replace(":lang", "de").replace(":event", String(eventId)).replace(":order", "1");

test("an editor gets 403 on every shop endpoint; the box office and admins get through; a visitor must log in", async () => {
  const shopEndpoints = Object.entries({ ...adminOrdersContract, ...boxOfficeContract });
  for (const [name, spec] of shopEndpoints) {
    const body = spec.method === "GET" ? undefined : {};
    assert.equal((await caller.call("editor", spec.method, pathOf(spec.path), body)).status, 403, `editor ${name}`);
    assert.equal((await caller.call(null, spec.method, pathOf(spec.path), body)).status, 401, `visitor ${name}`);
    for (const who of ["box_office", "admin"] as const) {
      const { status } = spec.answer === "file" ? await fetch(app.url + pathOf(spec.path), { headers: { Cookie: await caller.cookieOf(who) } }) : await caller.call(who, spec.method, pathOf(spec.path), body);
      assert.ok(status !== 401 && status !== 403, `${who} may call ${name} (got ${status})`);
    }
  }
  for (const who of ["box_office", "admin"] as const) {
    assert.equal((await caller.call<AdminOrderList>(who, "GET", "/de/admin-api/orders/")).status, 200, who);
    assert.equal((await caller.call<BoxOfficePerformance[]>(who, "GET", "/de/admin-api/box-office/")).status, 200, who);
  }
});

test("the box office sees the shop's admin pages, never content, settings or accounts", async () => {
  const cookie = await caller.cookieOf("box_office");
  const statusOfPage = async (path: string) => (await fetch(app.url + path, { headers: { Cookie: cookie }, redirect: "manual" })).status;
  for (const path of ["/admin/", "/admin/orders", "/admin/box-office"]) assert.equal(await statusOfPage(path), 200, path);
  for (const path of ["/admin/productions/", "/admin/settings", "/admin/accounts/", "/admin/media/", "/admin/forms/1/entries"]) assert.equal(await statusOfPage(path), 403, path);
  const home = await (await fetch(`${app.url}/admin/`, { headers: { Cookie: cookie } })).text();
  assert.match(home, /Bestellungen/);
  assert.doesNotMatch(home, /Produktionen|Mediathek|Konten|Redaktions-Hub/);
  const english = await (await fetch(`${app.url}/admin/orders?lang=en`, { headers: { Cookie: cookie } })).text();
  assert.match(english, /<h1>Orders<\/h1>/);
  assert.match(english, /Box office sale/);
});

test("an admin gives an account the box office role; the account then works in the shop's screens", async () => {
  const values = { email: `kasse.${Date.now()}@kulisse.example`, username: `kasse-${Date.now()}`, first_name: "Kai", last_name: "Kasse", role: "box_office", is_active: true };
  const created = await caller.call<{ id: number; values: Record<string, unknown> }>("admin", "POST", "/de/admin-api/content/accounts/", { values });
  assert.equal(created.status, 201);
  assert.equal(created.body.values.role, "box_office");
  const cookie = `${SESSION_COOKIE}=${await createSession(app.db, created.body.id, new Date())}`;
  for (const [path, status] of [["/admin/orders", 200], ["/admin/box-office", 200], ["/admin/productions/", 403]] as const) {
    assert.equal((await fetch(app.url + path, { headers: { Cookie: cookie }, redirect: "manual" })).status, status, path);
  }
});

test("a change without the CSRF header is refused and changes nothing", async () => {
  const order = await placeUnpaidOrder({ status: "reserved", firstName: "Clara", lastName: "Schutz", email: "clara@example.org", tickets: 1 });
  const answer = await caller.call<{ error: string }>("admin", "POST", `/de/admin-api/orders/${order.id}/pay/`, {}, { csrf: false });
  assert.equal(answer.status, 403);
  assert.equal(await statusOf(order.id), "reserved");
  const sale = await caller.call("box_office", "POST", `/de/admin-api/box-office/${eventId}/sell/`, { seat_group: bigGroup, lines: [{ price: bigPrice, quantity: 1 }], payment_method: "cash", delivery: "pickup" }, { csrf: false });
  assert.equal(sale.status, 403);
});

test("marking a reservation paid: its held seats become sold, the history says who and why", async () => {
  const order = await placeUnpaidOrder({ status: "reserved", firstName: "Paula", lastName: "Zahler", email: "paula@example.org", tickets: 3 });
  const soldBefore = await soldIn(bigGroup);
  const answer = await caller.call<{ status: string }>("box_office", "POST", `/de/admin-api/orders/${order.id}/pay/`, { note: "bar an der Kasse" });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.status, "paid");
  assert.equal(await statusOf(order.id), "paid");
  assert.equal(await soldIn(bigGroup), soldBefore + 3);
  assert.equal((await app.db.select().from(ticketHolds).where(eq(ticketHolds.orderId, order.id))).length, 0, "the holds are gone");
  const paid = (await logOf(order.id)).find((row) => row.action === "paid")!;
  assert.deepEqual([paid.actor, paid.userId, paid.fromStatus, paid.toStatus, paid.note], ["staff", boxOfficeUser, "reserved", "paid", "bar an der Kasse"]);
  const view = await caller.call<AdminOrder>("admin", "GET", `/de/admin-api/orders/${order.id}/`);
  assert.equal(view.body.status, "paid");
  assert.deepEqual(view.body.allowed, { pay: false, cancel: true, resend: true });
  assert.equal(view.body.history.at(-1)!.who, caller.nameOf("box_office"));
  assert.equal(view.body.pdf_url, `/webshop/order/${order.code}/${order.secret}/tickets.pdf`);
  assert.equal(view.body.tickets.length, 3);
});

test("cancelling a paid order frees its seats at once; a second cancel is a 409 that names the state", async () => {
  const order = await placeUnpaidOrder({ status: "pending", firstName: "Stefan", lastName: "Storno", email: "stefan@example.org", tickets: 2 });
  await caller.call("admin", "POST", `/de/admin-api/orders/${order.id}/pay/`, {});
  const soldBefore = await soldIn(bigGroup);
  const answer = await caller.call<{ status: string }>("admin", "POST", `/de/admin-api/orders/${order.id}/cancel/`, { reason: "Krankheit" });
  assert.equal(answer.status, 200);
  assert.equal(await statusOf(order.id), "cancelled");
  assert.equal(await soldIn(bigGroup), soldBefore - 2);
  const cancelled = (await logOf(order.id)).find((row) => row.action === "cancelled")!;
  assert.deepEqual([cancelled.actor, cancelled.fromStatus, cancelled.note], ["staff", "paid", "Krankheit"]);
  const again = await caller.call<{ error: string; status: string }>("admin", "POST", `/de/admin-api/orders/${order.id}/cancel/`, {});
  assert.equal(again.status, 409);
  assert.deepEqual([again.body.error, again.body.status], ["not_allowed", "cancelled"]);
  const pay = await caller.call<{ status: string }>("admin", "POST", `/de/admin-api/orders/${order.id}/pay/`, {});
  assert.equal(pay.status, 409);
});

test("a reservation past its deadline reads as expired in the list and can no longer be paid", async () => {
  const order = await placeUnpaidOrder({ status: "reserved", firstName: "Eva", lastName: "Verspätet", email: "eva@example.org", tickets: 1, releaseIn: "-1 minute" });
  const list = await caller.call<AdminOrderList>("admin", "GET", `/de/admin-api/orders/?q=${order.code}`);
  assert.equal(list.body.results[0].status, "expired");
  assert.equal(await statusOf(order.id), "expired", "written before listing");
  const pay = await caller.call<{ error: string; status: string }>("box_office", "POST", `/de/admin-api/orders/${order.id}/pay/`, {});
  assert.equal(pay.status, 409);
  assert.equal(pay.body.status, "expired");
  assert.deepEqual((await logOf(order.id)).map((row) => row.action), ["placed", "expired"]);
});

test("resending the confirmation mails the order's address and notes it in the history", async () => {
  const order = await placeUnpaidOrder({ status: "pending", firstName: "Rita", lastName: "Resend", email: "rita@example.org", tickets: 1 });
  const answer = await caller.call<{ status: string }>("box_office", "POST", `/de/admin-api/orders/${order.id}/resend/`, {});
  assert.equal(answer.status, 200);
  // Without SMTP_URL the mail is written to the outbox; the log says where.
  const written = await app.logLine((line) => line.event === "mail_written_to_outbox" && line.to === "rita@example.org");
  assert.match(await fs.readFile(String(written.file), "utf8"), /rita@example\.org/);
  const sent = (await logOf(order.id)).find((row) => row.action === "mail_sent")!;
  assert.deepEqual([sent.actor, sent.userId, sent.note], ["staff", boxOfficeUser, "rita@example.org"]);
});

test("the list searches by code, name and e-mail and filters by performance, state and payment method", async () => {
  const erika = await placeUnpaidOrder({ status: "reserved", firstName: "Erika", lastName: "Mustermann", email: "erika.m@example.org", tickets: 2 });
  const bob = await placeUnpaidOrder({ status: "pending", firstName: "Bob", lastName: "Überweiser", email: "bob@example.net", tickets: 1 });
  const codes = async (query: string) => (await caller.call<AdminOrderList>("admin", "GET", `/de/admin-api/orders/?${query}`)).body.results.map((row) => row.code);
  assert.deepEqual(await codes(`q=${erika.code.toLowerCase()}`), [erika.code]);
  assert.deepEqual(await codes("q=erika mustermann"), [erika.code]);
  assert.deepEqual(await codes("q=example.net"), [bob.code]);
  assert.deepEqual(await codes("q=%25"), [], "a % is a character, not a wildcard");
  const pending = await codes("status=pending");
  assert.ok(pending.includes(bob.code) && !pending.includes(erika.code));
  const byTransfer = await codes("payment=bank_transfer");
  assert.ok(byTransfer.includes(bob.code) && !byTransfer.includes(erika.code));
  assert.ok((await codes(`performance=${eventId}&q=erika`)).includes(erika.code));
  assert.deepEqual(await codes(`performance=${eventId + 100000}&q=erika`), []);
  const list = await caller.call<AdminOrderList>("admin", "GET", `/de/admin-api/orders/?q=${bob.code}`);
  assert.equal(list.body.results[0].tickets, 1);
  assert.ok(list.body.filters.performances.some((choice) => choice.value === String(eventId)));
  // An order its vouchers or gift cards paid in full carries its own mark, and the filter offers it.
  assert.ok(list.body.filters.payment_methods.some((choice) => choice.value === "covered_by_codes" && choice.label === "Vollständig mit Gutschein/Geschenkkarte bezahlt"), JSON.stringify(list.body.filters.payment_methods));
  assert.equal((await caller.call("admin", "GET", "/de/admin-api/orders/?status=lost")).status, 400);
});

test("the CSV lists the filtered orders for German Excel: BOM, `;`, decimal comma, formulas defused", async () => {
  const sneaky = await placeUnpaidOrder({ status: "reserved", firstName: '=HYPERLINK("http://evil.example","klick")', lastName: "Müller; Sohn", email: "sneaky@example.org", tickets: 2 });
  const response = await fetch(`${app.url}/de/admin-api/orders.csv?q=sneaky`, { headers: { Cookie: await caller.cookieOf("box_office") } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /^text\/csv; charset=utf-8/);
  assert.match(response.headers.get("content-disposition") ?? "", /bestellungen\.csv/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 BOM");
  const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
  assert.equal(lines[0].split(";")[0], '"Bestellnummer"');
  assert.equal(lines.length, 3, "header, one order, the final line end");
  const row = lines[1];
  assert.ok(row.startsWith(`"${sneaky.code}";`), row);
  assert.ok(row.includes(`"'=HYPERLINK(""http://evil.example"",""klick"")"`), `the formula is text: ${row}`);
  assert.ok(row.includes('"Müller; Sohn"'), "a `;` inside a cell stays in its quotes");
  assert.ok(row.includes('"50,00"'), "the amount with a decimal comma");
  assert.ok(row.includes('"reserviert"'));
  const editor = await fetch(`${app.url}/de/admin-api/orders.csv`, { headers: { Cookie: await caller.cookieOf("editor") } });
  assert.equal(editor.status, 403);
});

test("a counter sale is paid at once: tickets with secrets, the seats sold, sold by the staff member, logged", async () => {
  const soldBefore = await soldIn(bigGroup);
  const sale = await caller.call<CounterSale>("box_office", "POST", `/en/admin-api/box-office/${eventId}/sell/`, { seat_group: bigGroup, lines: [{ price: bigPrice, quantity: 2 }], payment_method: "card_terminal", delivery: "pickup", first_name: "Walk", last_name: "In" });
  assert.equal(sale.status, 201);
  assert.match(sale.body.code, /^[A-HJ-NP-Z2-9]{8}$/);
  assert.match(sale.body.pdf_url, new RegExp(`^/webshop/order/${sale.body.code}/[A-Za-z0-9_-]{43}/tickets\\.pdf$`));
  const [order] = await app.db.select().from(orders).where(eq(orders.id, sale.body.order));
  assert.deepEqual([order.status, order.paymentMethod, order.delivery, order.soldBy, order.lang, order.totalCents, order.releaseAt], ["paid", "card_terminal", "pickup", boxOfficeUser, "en", 5000, null]);
  const tickets = await app.db.select().from(orderTickets).where(eq(orderTickets.orderId, order.id));
  assert.equal(tickets.length, 2);
  assert.ok(tickets.every((ticket) => /^[A-HJ-NP-Z2-9]{12}$/.test(ticket.secret)), "each ticket has its own secret");
  assert.notEqual(tickets[0].secret, tickets[1].secret);
  assert.equal(await soldIn(bigGroup), soldBefore + 2);
  assert.deepEqual((await logOf(order.id)).map((row) => [row.action, row.actor, row.userId]), [["placed", "staff", boxOfficeUser], ["paid", "staff", boxOfficeUser]]);
  const offer = await caller.call<BoxOfficeEvent>("box_office", "GET", `/de/admin-api/box-office/${eventId}/`);
  assert.equal(offer.body.places.find((place) => place.seat_group === bigGroup)!.free, 40 - (await soldIn(bigGroup)) - Number((await app.db.select({ n: sql<number>`coalesce(sum(quantity), 0)` }).from(ticketHolds).where(and(eq(ticketHolds.seatGroupId, bigGroup), sql`expires_at > now()`)))[0].n));
});

test("a counter sale with bad input is a 400 with the field, and nothing is sold", async () => {
  const soldBefore = await soldIn(smallGroup);
  const wrongPrice = await sellSmall(1, { lines: [{ price: bigPrice, quantity: 1 }] });
  assert.equal(wrongPrice.status, 400);
  const eticketWithoutMail = await sellSmall(1, { delivery: "eticket" });
  assert.equal(eticketWithoutMail.status, 400);
  const none = await sellSmall(0);
  assert.equal(none.status, 400);
  const otherEvent = await caller.call("box_office", "POST", `/de/admin-api/box-office/${eventId + 100000}/sell/`, { seat_group: smallGroup, lines: [{ price: fullPrice, quantity: 1 }], payment_method: "cash", delivery: "pickup" });
  assert.ok(otherEvent.status === 400 || otherEvent.status === 409, String(otherEvent.status));
  assert.equal(await soldIn(smallGroup), soldBefore);
});

test("20 counter sales at once for the last 5 seats sell exactly 5 tickets; the others hear 409 not_enough_seats", async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => sellSmall(1)));
  assert.equal(answers.filter((answer) => answer.status >= 500).length, 0, "no server errors");
  assert.equal(answers.filter((answer) => answer.status === 201).length, 5);
  const refused = answers.filter((answer) => answer.status !== 201);
  assert.ok(refused.every((answer) => answer.status === 409 && answer.body.error === "not_enough_seats" && answer.body.free === 0), JSON.stringify(refused.map((answer) => answer.body)));
  const tickets = await app.db.select().from(orderTickets).where(eq(orderTickets.seatGroupId, smallGroup));
  assert.equal(tickets.length, 5);
  assert.equal(await soldIn(smallGroup), 5);
  const offer = await caller.call<BoxOfficeEvent>("box_office", "GET", `/de/admin-api/box-office/${eventId}/`);
  assert.equal(offer.body.places.find((place) => place.seat_group === smallGroup)!.free, 0);
});
