// POST /{lang}/api/shop-checkout/: the cart's held tickets become one order with a ticket per seat,
// in one transaction, against the real database. Placing changes no availability (the holds become
// the order's); the same form posted twice (one after the other, or at once) makes one order; a hold
// that ran out is taken again when its seats are free and refused with a sentence naming the
// performance when not; the cart's caps hold per order; every bad field is a 400 naming it; no CSRF
// header is a 403; holds of another cart are refused; fuzzed input never answers 5xx.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { before, test } from "node:test";
import { and, eq, inArray, sql } from "drizzle-orm";
import { orderLog, orders, orderTickets, siteSettings, ticketHolds } from "../../server/db/schema.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { createBuiltinTicketing } from "../../server/ticketing/builtin-provider.ts";
import { shopCheckoutContract } from "../../shared/api/contract/shop-checkout.ts";
import { Buyer, stageSeatGroup, validContact, type StagedGroup } from "../helpers/checkout-buyer.ts";
import { fuzzInputs, RawJson } from "../helpers/fuzz-inputs.ts";
import { letHoldTimePass } from "../helpers/hold-time.ts";
import { oversoldAndHeld } from "../helpers/oversold.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { shopCartLimit: 100_000, cartMaxTicketsPerEvent: 10, cartMaxTickets: 20 } });

before(() => app.ready);

const buyer = () => Buyer.start(app.url, app.db);
const freeIn = async (group: StagedGroup) => (await createBuiltinTicketing(app.db, { perEvent: 10, total: 20 }).availability([group.seatGroupId])).seatGroups.get(group.seatGroupId);
const ordersOfCart = (cartKey: string) => app.db.select().from(orders).where(eq(orders.cartKey, cartKey));
const cookieLine = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`));

test("the cart becomes an order: a ticket per seat, the holds the order's, availability unchanged, the cart display back to 0", async () => {
  const group = await stageSeatGroup(app.db, 10, 3000);
  const visitor = await buyer();
  await visitor.add(group, 2);
  await visitor.add(group, 1);
  assert.equal(await freeIn(group), 7);
  const holdIds = (await visitor.cart()).tickets.map((ticket) => ticket.hold_id);

  const placed = await visitor.checkout({ phone: "" }, { holdIds });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const [order] = await ordersOfCart(visitor.cartKey);
  assert.ok(order, "one order");
  assert.match(order.code, /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  assert.match(order.secret, /^[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(placed.body, { code: order.code, order_url: `/webshop/order/${order.code}/${order.secret}`, status: "reserved", total_cents: 9000, discount_cents: 0, credit_cents: 0, tickets_quantity: 3 });
  assert.deepEqual(
    { status: order.status, method: order.paymentMethod, delivery: order.delivery, lang: order.lang, name: `${order.firstName} ${order.lastName}`, email: order.email, phone: order.phone, total: order.totalCents },
    { status: "reserved", method: "box_office", delivery: "eticket", lang: "de", name: "Clara Schumann", email: "clara@example.org", phone: "", total: 9000 },
  );
  assert.ok(order.releaseAt && order.releaseAt.getTime() > Date.now() + 47 * 3600_000, "released two days after ordering");
  assert.ok(order.paymentReference.includes(order.code), "the transfer reference names the order");

  const tickets = await app.db.select().from(orderTickets).where(eq(orderTickets.orderId, order.id)).orderBy(orderTickets.position);
  assert.deepEqual(tickets.map((ticket) => [ticket.position, ticket.seatGroupId, ticket.unitCents, ticket.priceText.de]), [1, 2, 3].map((position) => [position, group.seatGroupId, 3000, "Vollpreis"]));
  assert.equal(new Set(tickets.map((ticket) => ticket.secret)).size, 3, "each ticket its own secret");
  assert.ok(tickets.every((ticket) => /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/.test(ticket.secret)));

  const holds = await app.db.select().from(ticketHolds).where(inArray(ticketHolds.id, holdIds));
  assert.ok(holds.every((hold) => hold.cartKey === `order:${order.id}` && hold.orderId === order.id && hold.expiresAt.getTime() === order.releaseAt!.getTime()), "the holds are the order's until its release");
  assert.equal(await freeIn(group), 7, "placing changes no availability");
  assert.deepEqual((await visitor.cart()).tickets, [], "the cart is empty");
  assert.match(cookieLine(placed.setCookies, "cartAmount") ?? "", /^cartAmount=; /, "the header's count is cleared");

  const log = await app.db.select().from(orderLog).where(eq(orderLog.orderId, order.id)).orderBy(orderLog.id);
  assert.deepEqual(log.slice(0, 2).map((row) => [row.action, row.toStatus, row.actor]), [["placed", "reserved", "visitor"], ["mail_sent", null, "visitor"]]);
});

test("bank transfer in English: the order is pending, its page English", async () => {
  const group = await stageSeatGroup(app.db, 10);
  const visitor = await buyer();
  await visitor.add(group, 1);
  // Without SHOP_IBAN bank transfer is not offered: the choice is refused at its field.
  const refused = await visitor.checkout({ payment_method: "bank_transfer" }, { lang: "en" });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.field, "payment_method");
  assert.match(String(refused.body.reason), /not available/);
  const options = await visitor.call("GET", "/en/api/shop-checkout/");
  assert.deepEqual(options.body, { payment_methods: [{ id: "box_office", label: "Pay at the box office" }] });
  const placed = await visitor.checkout({ delivery: "pickup" }, { lang: "en" });
  assert.equal(placed.status, 201);
  assert.match(String(placed.body.order_url), /^\/webshop\/order\/[A-Z2-9]{8}\/[A-Za-z0-9_-]{43}\?lang=en$/);
  const [order] = await ordersOfCart(visitor.cartKey);
  assert.deepEqual([order.lang, order.delivery], ["en", "pickup"]);
});

test("the same form posted twice makes one order, one after the other and at once", async () => {
  const group = await stageSeatGroup(app.db, 10);
  const visitor = await buyer();
  await visitor.add(group, 2);
  const holdIds = (await visitor.cart()).tickets.map((ticket) => ticket.hold_id);
  const key = randomBytes(16).toString("hex");
  const first = await visitor.checkout({}, { holdIds, key });
  const again = await visitor.checkout({}, { holdIds, key });
  assert.equal(first.status, 201);
  assert.equal(again.status, 201, JSON.stringify(again.body));
  assert.deepEqual(again.body, first.body, "the repeat answers the same order");
  assert.equal((await ordersOfCart(visitor.cartKey)).length, 1);

  const racer = await buyer();
  await racer.add(group, 3);
  const racerHolds = (await racer.cart()).tickets.map((ticket) => ticket.hold_id);
  const racerKey = randomBytes(16).toString("hex");
  const answers = await Promise.all(Array.from({ length: 5 }, () => racer.checkout({}, { holdIds: racerHolds, key: racerKey })));
  assert.deepEqual(answers.map((answer) => answer.status), [201, 201, 201, 201, 201]);
  assert.equal(new Set(answers.map((answer) => answer.body.order_url)).size, 1, "every answer names the one order");
  const placed = await ordersOfCart(racer.cartKey);
  assert.equal(placed.length, 1);
  assert.equal((await app.db.select().from(orderTickets).where(eq(orderTickets.orderId, placed[0].id))).length, 3);
  const mails = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, placed[0].id), eq(orderLog.action, "mail_sent")));
  assert.equal(mails.length, 1, "one confirmation mail");
  // Another form (a second tab) finds the holds gone: they are the order's.
  const other = await racer.checkout({}, { holdIds: racerHolds });
  assert.equal(other.status, 409);
  assert.equal(other.body.response_code, -204);
});

test("a hold that ran out is taken again when its seats are still free, refused with a sentence when not", async () => {
  const group = await stageSeatGroup(app.db, 3, 2000, "Rang");
  const late = await buyer();
  await late.add(group, 2);
  const holdIds = (await late.cart()).tickets.map((ticket) => ticket.hold_id);
  await letHoldTimePass(app.db, 16 * 60, eq(ticketHolds.cartKey, late.cartKey));
  assert.equal(await freeIn(group), 3, "the run-out hold frees its seats");
  const retaken = await late.checkout({}, { holdIds });
  assert.equal(retaken.status, 201, JSON.stringify(retaken.body));
  assert.equal(await freeIn(group), 1, "the seats count again");

  const unlucky = await buyer();
  await unlucky.add(group, 1);
  const unluckyHolds = (await unlucky.cart()).tickets.map((ticket) => ticket.hold_id);
  await letHoldTimePass(app.db, 16 * 60, eq(ticketHolds.cartKey, unlucky.cartKey));
  const quick = await buyer();
  await quick.add(group, 1);
  const refused = await unlucky.checkout({}, { holdIds: unluckyHolds });
  assert.equal(refused.status, 409);
  assert.equal(refused.body.response_code, -214);
  assert.match(String(refused.body.error), /^Für ».+« am .+, Rang sind nicht mehr genug Plätze frei\./);
  const english = await unlucky.checkout({}, { holdIds: unluckyHolds, lang: "en" });
  assert.match(String(english.body.error), /^There are no longer enough seats free for “.+” on .+, Rang\./);
  assert.deepEqual(await ordersOfCart(unlucky.cartKey), [], "nothing written");
  assert.equal((await app.db.select().from(ticketHolds).where(inArray(ticketHolds.id, unluckyHolds)))[0].cartKey, unlucky.cartKey, "the hold is left as it was");
  assert.deepEqual(await oversoldAndHeld(app.db, group.eventId), { oversold: 0, held: 3 });
});

test("the cart's caps hold per order", async () => {
  const group = await stageSeatGroup(app.db, 40);
  const visitor = await buyer();
  await visitor.add(group, 10);
  const first = (await visitor.cart()).tickets.map((ticket) => ticket.hold_id);
  // A second cart's holds moved into this one (as a tampered cookie could): 12 for one performance.
  const other = await buyer();
  await other.add(group, 2);
  await app.db.update(ticketHolds).set({ cartKey: visitor.cartKey }).where(eq(ticketHolds.cartKey, other.cartKey));
  const holdIds = (await visitor.cart()).tickets.map((ticket) => ticket.hold_id);
  assert.equal(holdIds.length, first.length + 1);
  const refused = await visitor.checkout({}, { holdIds });
  assert.equal(refused.status, 409);
  assert.equal(refused.body.response_code, -215);
  assert.deepEqual(await ordersOfCart(visitor.cartKey), []);
  const placed = await visitor.checkout({}, { holdIds: first });
  assert.equal(placed.status, 201, "ten are fine");
});

test("every bad field is a 400 naming it, all at once, in the visitor's language; nothing written", async () => {
  const group = await stageSeatGroup(app.db, 10);
  const visitor = await buyer();
  await visitor.add(group, 1);
  const all = await visitor.checkout({ first_name: " ", last_name: "", email: "clara@", phone: "call me", delivery: undefined, payment_method: "", accept_terms: false });
  assert.equal(all.status, 400);
  assert.equal(all.body.field, "first_name");
  assert.equal(all.body.reason, "Bitte geben Sie Ihren Vornamen an.");
  assert.deepEqual(Object.keys(all.body.fields as object), ["first_name", "last_name", "email", "phone", "delivery", "payment_method", "accept_terms"]);
  const cases: [Record<string, unknown>, string, RegExp][] = [
    [{ first_name: "x".repeat(101) }, "first_name", /höchstens 100 Zeichen/],
    [{ last_name: undefined }, "last_name", /Nachnamen/],
    [{ email: "" }, "email", /E-Mail-Adresse an\./],
    [{ email: "no at sign" }, "email", /gültige E-Mail-Adresse/],
    [{ phone: "12" }, "phone", /Telefonnummer/],
    [{ payment_method: "cash" }, "payment_method", /nicht möglich/],
    [{ payment_method: "card_terminal" }, "payment_method", /nicht möglich/],
    [{ accept_terms: undefined }, "accept_terms", /AGB/],
  ];
  for (const [change, field, reason] of cases) {
    const answer = await visitor.checkout(change);
    assert.equal(answer.status, 400, JSON.stringify(change));
    assert.equal(answer.body.field, field, JSON.stringify(change));
    assert.match(String(answer.body.reason), reason);
  }
  // The schema's own refusals: the form's hidden fields and wrong types.
  for (const [change, field] of [[{ delivery: "post" }, "delivery"], [{ accept_terms: "yes" }, "accept_terms"], [{ idempotency_key: "short" }, "idempotency_key"], [{ hold_ids: [] }, "hold_ids"], [{ first_name: 7 }, "first_name"]] as const) {
    const answer = await visitor.checkout(change);
    assert.equal(answer.status, 400, JSON.stringify(change));
    assert.equal(answer.body.field, field);
  }
  const english = await visitor.checkout({ email: "x" }, { lang: "en" });
  assert.equal(english.body.reason, "Please enter a valid email address, e.g. name@example.com.");
  assert.deepEqual(await ordersOfCart(visitor.cartKey), []);
  assert.equal((await visitor.cart()).tickets_quantity, 1, "the tickets stay in the cart");
});

test("without the CSRF header 403; holds of another cart or unknown ones 409; offline shop 503", async () => {
  const group = await stageSeatGroup(app.db, 10);
  const visitor = await buyer();
  await visitor.add(group, 1);
  const noCsrf = await visitor.checkout({}, { csrf: false });
  assert.equal(noCsrf.status, 403);
  const stranger = await buyer();
  await stranger.add(group, 1);
  const foreign = await visitor.checkout({}, { holdIds: (await stranger.cart()).tickets.map((ticket) => ticket.hold_id) });
  assert.equal(foreign.status, 409);
  assert.equal(foreign.body.response_code, -204);
  const mixed = await visitor.checkout({}, { holdIds: [...(await visitor.cart()).tickets.map((ticket) => ticket.hold_id), 2_000_000_000] });
  assert.equal(mixed.status, 409);
  const noCart = await Buyer.start(app.url, app.db);
  assert.equal((await noCart.checkout({}, { holdIds: [1] })).status, 409);
  assert.deepEqual([...(await ordersOfCart(visitor.cartKey)), ...(await ordersOfCart(stranger.cartKey))], []);

  await app.db.update(siteSettings).set({ isShopOnline: false });
  clearSiteSettingsCache();
  try {
    const offline = await visitor.checkout();
    assert.equal(offline.status, 503);
    assert.equal(offline.body.response_code, -300);
  } finally {
    await app.db.update(siteSettings).set({ isShopOnline: true });
    clearSiteSettingsCache();
  }
});

test("fuzzed checkout input never answers 5xx; only the one valid form places an order", async () => {
  const group = await stageSeatGroup(app.db, 10);
  const visitor = await buyer();
  await visitor.add(group, 1);
  const holdIds = (await visitor.cart()).tickets.map((ticket) => ticket.hold_id);
  const inputs = fuzzInputs(shopCheckoutContract.shopCheckout.input as never, { seed: 23, known: { lang: "de", hold_ids: holdIds, idempotency_key: "k".repeat(32), ...validContact, accept_terms: false, codes: [] } });
  assert.ok(inputs.length > 50, `${inputs.length} inputs`);
  const failures: string[] = [];
  const placed: string[] = [];
  for (const { label, input } of inputs) {
    const { lang, ...body } = input;
    const answer = await visitor.call("POST", `/${String(lang)}/api/shop-checkout/`, body instanceof RawJson ? body.text : body);
    if (answer.status >= 500 || answer.body.text !== undefined) failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    if (answer.status === 201) placed.push(label);
  }
  assert.deepEqual(failures, [], "no 5xx, every answer JSON");
  // The known form leaves the terms unaccepted: accepting them is the one mutation that is a valid order.
  assert.deepEqual(placed, ["accept_terms true"]);
  assert.equal(Number((await app.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where cart_key = ${visitor.cartKey}`)).rows[0].n), 1);
});
