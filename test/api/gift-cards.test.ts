// Gift cards through the API against the real database and a real SMTP server: the balance never goes
// below zero under concurrency (its rows add up to it); a visitor buys cards in the webshop (one order,
// pending cards, the same order for the same form); the admin marks the order paid, so the cards are
// active with their amount and the buyer gets a PDF per card (code and amount as text, the code as QR);
// a cancelled order gives its cards back what it took; a paid card order is cancelled only while its
// cards are unused; the admin's list, history, adjustment and void; the user area's credit.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { and, asc, eq, sql } from "drizzle-orm";
import { giftCards, giftCardTransactions, orders } from "../../server/db/schema.ts";
import { changeGiftCardBalance } from "../../server/shop/gift-card-balance.ts";
import { newOrderCode, newOrderSecret, randomCode } from "../../server/shop/order-codes.ts";
import type { GiftCardDetail, GiftCardList, PlacedGiftCardOrder } from "../../shared/api/contract/gift-cards.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { readPdf } from "../helpers/pdf-reading.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../helpers/smtp-test-server.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

let smtp: SmtpTestServer;
let app: TestApp;
let caller: SessionCaller;
let csrf: string;
let customerCookie: string;

before(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ config: { smtpUrl: smtp.url } });
  caller = await sessionCaller({ ...app, ready: Promise.resolve(), getJson: () => Promise.reject(new Error("unused")) });
  csrf = await csrfTokenFrom(app.url);
  customerCookie = await sessionCookie(app.db, "customer");
});

after(async () => {
  await app?.close();
  await smtp?.close();
});

/** A call as a visitor (no session) or as the demo customer, with the CSRF cookie and header. */
async function visitorCall<T>(method: string, path: string, body?: unknown, cookie = ""): Promise<{ status: number; body: T }> {
  const response = await fetch(app.url + path, {
    method,
    headers: { Cookie: [cookie, `csrftoken=${csrf}`].filter(Boolean).join("; "), "X-CSRFToken": csrf, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (response.headers.get("content-type")?.includes("json") && text ? JSON.parse(text) : text) as T };
}

const buyer = { first_name: "Jörg", last_name: "Weiß", payment_method: "box_office", accept_terms: true };
const saleOf = (fields: Record<string, unknown>) => ({ idempotency_key: `gift-${randomCode(20)}`, amount_euros: 50, quantity: 1, email: `buyer-${randomCode(6).toLowerCase()}@example.org`, ...buyer, ...fields });

/** An active card with `cents` on it, valid for a year, written as the activation leaves it. */
async function activeCard(cents: number): Promise<number> {
  const [card] = await app.db
    .insert(giftCards)
    .values({ code: randomCode(16), initialCents: cents, balanceCents: 0, status: "active", validUntil: sql`now() + interval '1 year'` })
    .returning({ id: giftCards.id });
  await app.db.transaction((tx) => changeGiftCardBalance(tx, card.id, { deltaCents: cents, reason: "issued", actor: { kind: "system" } }));
  return card.id;
}

const cardRow = async (id: number) => (await app.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const rowsOf = (id: number) => app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, id)).orderBy(asc(giftCardTransactions.id));

test("many concurrent spends of one card never take it below zero; its rows add up to the balance; refused ones write nothing", async () => {
  const cardId = await activeCard(1000);
  const attempts = 24;
  const results = await Promise.all(
    Array.from({ length: attempts }, () =>
      app.db.transaction((tx) => changeGiftCardBalance(tx, cardId, { deltaCents: -300, reason: "redeemed", actor: { kind: "visitor" } }), { isolationLevel: "read committed" }),
    ),
  );
  const succeeded = results.filter((after) => after !== null);
  assert.equal(succeeded.length, 3, "1000 cents pay three spends of 300");
  assert.deepEqual([...succeeded].sort((a, b) => b! - a!), [700, 400, 100]);
  const card = await cardRow(cardId);
  assert.equal(card.balanceCents, 100);
  const rows = await rowsOf(cardId);
  assert.equal(rows.length, 1 + 3, "the issue row and one per successful spend, none for the refused");
  assert.equal(rows.reduce((sum, row) => sum + row.deltaCents, 0), card.balanceCents);
  assert.equal(rows.at(-1)!.balanceAfterCents, 100);
});

test("a visitor buys gift cards: one order without tickets, pending cards of balance 0; the same form again finds the same order", async () => {
  const sale = saleOf({ amount_euros: 25, quantity: 2 });
  const placed = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", sale);
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  assert.equal(placed.body.status, "reserved");
  assert.equal(placed.body.total_cents, 5000);
  assert.equal(placed.body.cards, 2);
  const [order] = await app.db.select().from(orders).where(eq(orders.code, placed.body.code));
  assert.equal(order.totalCents, 5000);
  const cards = await app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
  assert.deepEqual(cards.map((card) => [card.status, card.balanceCents, card.initialCents]), [["pending", 0, 2500], ["pending", 0, 2500]]);
  const again = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", sale);
  assert.equal(again.body.code, placed.body.code);
  assert.equal((await app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id))).length, 2);
});

test("a sale with a bad amount or missing fields is a 400 naming the field, and writes nothing", async () => {
  const before = (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(giftCards))[0].n;
  const tooSmall = await visitorCall<{ field: string }>("POST", "/de/api/gift-cards/", saleOf({ amount_euros: 5 }));
  assert.equal(tooSmall.status, 400);
  assert.equal(tooSmall.body.field, "amount_euros");
  const cents = await visitorCall<{ field: string }>("POST", "/de/api/gift-cards/", saleOf({ amount_euros: 12.5 }));
  assert.equal(cents.status, 400);
  const nameless = await visitorCall<{ field: string; fields: Record<string, string> }>("POST", "/de/api/gift-cards/", saleOf({ first_name: " ", accept_terms: false }));
  assert.equal(nameless.status, 400);
  assert.deepEqual(Object.keys(nameless.body.fields), ["first_name", "accept_terms"]);
  const after = (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(giftCards))[0].n;
  assert.equal(after, before);
});

test("the admin marks a gift card order paid: the cards are active with their amount, valid to the end of the third year after, and the buyer gets a PDF per card", async () => {
  const sale = saleOf({ amount_euros: 50, quantity: 2, lang: "de" });
  const placed = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", sale);
  const [order] = await app.db.select().from(orders).where(eq(orders.code, placed.body.code));
  const paid = await caller.call<{ status: string }>("admin", "POST", `/de/admin-api/orders/${order.id}/pay/`, { note: "an der Kasse" });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const cards = await app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id)).orderBy(asc(giftCards.id));
  const boughtIn = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Berlin", year: "numeric" }).format(order.createdAt));
  for (const card of cards) {
    assert.equal(card.status, "active");
    assert.equal(card.balanceCents, 5000);
    // The first moment it is no longer valid: 1 January four years on, midnight in Berlin (UTC+1 in winter).
    assert.equal(card.validUntil!.toISOString(), `${boughtIn + 3}-12-31T23:00:00.000Z`);
    const rows = await rowsOf(card.id);
    assert.deepEqual(rows.map((row) => [row.reason, row.deltaCents, row.balanceAfterCents, row.actor, row.orderId]), [["activated", 5000, 5000, "staff", order.id]]);
  }
  const mail = await smtp.nextMail((candidate) => candidate.recipients.includes(sale.email) && /Gutschein/.test(candidate.parsed.subject ?? ""));
  const pdfs = mail.parsed.attachments.filter((file) => file.contentType === "application/pdf");
  assert.equal(pdfs.length, 2);
  for (const [index, card] of cards.entries()) {
    const facts = await readPdf(pdfs[index].content);
    assert.equal(facts.pages, 1);
    const printed = card.code.match(/.{4}/g)!.join("-");
    assert.match(facts.pageTexts[0], new RegExp(printed));
    assert.match(facts.pageTexts[0], /50\s€/);
    assert.match(facts.pageTexts[0], new RegExp(`31\\. Dezember ${boughtIn + 3}`));
    assert.deepEqual(facts.pageQrCodes[0], [card.code]);
  }
  assert.match(mail.parsed.text ?? "", new RegExp(cards[0].code.match(/.{4}/g)!.join("-")));
});

test("a cancelled unpaid gift card order voids its pending cards; a paid one is cancelled only while its cards are unused", async () => {
  const unpaid = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", saleOf({}));
  const [unpaidOrder] = await app.db.select().from(orders).where(eq(orders.code, unpaid.body.code));
  assert.equal((await caller.call("admin", "POST", `/de/admin-api/orders/${unpaidOrder.id}/cancel/`, { reason: "storniert" })).status, 200);
  const [voided] = await app.db.select().from(giftCards).where(eq(giftCards.orderId, unpaidOrder.id));
  assert.equal(voided.status, "void");
  assert.deepEqual((await rowsOf(voided.id)).map((row) => [row.reason, row.deltaCents]), [["voided", 0]]);

  const used = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", saleOf({}));
  const [usedOrder] = await app.db.select().from(orders).where(eq(orders.code, used.body.code));
  await caller.call("admin", "POST", `/de/admin-api/orders/${usedOrder.id}/pay/`, {});
  const [usedCard] = await app.db.select().from(giftCards).where(eq(giftCards.orderId, usedOrder.id));
  await app.db.transaction((tx) => changeGiftCardBalance(tx, usedCard.id, { deltaCents: -1000, reason: "redeemed", actor: { kind: "visitor" } }));
  const refused = await caller.call<{ status: string }>("admin", "POST", `/de/admin-api/orders/${usedOrder.id}/cancel/`, { reason: "zu spät" });
  assert.equal(refused.status, 409);
  assert.equal((await cardRow(usedCard.id)).status, "active");
  assert.equal((await app.db.select().from(orders).where(eq(orders.id, usedOrder.id)))[0].status, "paid");

  const unused = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", saleOf({}));
  const [unusedOrder] = await app.db.select().from(orders).where(eq(orders.code, unused.body.code));
  await caller.call("admin", "POST", `/de/admin-api/orders/${unusedOrder.id}/pay/`, {});
  assert.equal((await caller.call("admin", "POST", `/de/admin-api/orders/${unusedOrder.id}/cancel/`, { reason: "zurückgegeben" })).status, 200);
  const [returned] = await app.db.select().from(giftCards).where(eq(giftCards.orderId, unusedOrder.id));
  assert.equal(returned.status, "void");
  assert.equal(returned.balanceCents, 0);
  assert.deepEqual((await rowsOf(returned.id)).map((row) => [row.reason, row.deltaCents, row.balanceAfterCents]), [["activated", 5000, 5000], ["voided", -5000, 0]]);
});

/** A paid order of `totalCents` of which cards paid their parts ("redeemed" rows), as the checkout leaves it. */
async function orderPaidWithCards(totalCents: number, parts: [cardId: number, cents: number][]): Promise<number> {
  const code = newOrderCode();
  const creditCents = parts.reduce((sum, [, cents]) => sum + cents, 0);
  const [order] = await app.db
    .insert(orders)
    .values({ code, secret: newOrderSecret(), status: "paid", paymentMethod: "box_office", delivery: "eticket", lang: "de", firstName: "A", lastName: "B", email: "a@example.org", totalCents, creditCents })
    .returning({ id: orders.id });
  await app.db.transaction(async (tx) => {
    for (const [cardId, cents] of parts) assert.notEqual(await changeGiftCardBalance(tx, cardId, { deltaCents: -cents, reason: "redeemed", actor: { kind: "visitor" }, orderId: order.id }), null);
  });
  return order.id;
}

test("cancelling an order paid partly by gift cards gives each card its part back, a card past its validity too", async () => {
  const first = await activeCard(3000);
  const second = await activeCard(1000);
  const orderId = await orderPaidWithCards(6000, [
    [first, 2000],
    [second, 1000],
  ]);
  await app.db.update(giftCards).set({ validUntil: sql`now() - interval '1 day'` }).where(eq(giftCards.id, second));
  const cancelled = await caller.call("admin", "POST", `/de/admin-api/orders/${orderId}/cancel/`, { reason: "Vorstellung fällt aus" });
  assert.equal(cancelled.status, 200);
  assert.equal((await cardRow(first)).balanceCents, 3000);
  assert.equal((await cardRow(second)).balanceCents, 1000);
  const refunds = await app.db
    .select()
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), eq(giftCardTransactions.reason, "refunded")))
    .orderBy(asc(giftCardTransactions.giftCardId));
  assert.deepEqual(refunds.map((row) => [row.giftCardId, row.deltaCents, row.actor]), [[first, 2000, "staff"], [second, 1000, "staff"]]);
});

test("the admin finds a card by part of its code, reads its history, adjusts it with a required note and voids it; others may not", async () => {
  const cardId = await activeCard(2000);
  const { code } = await cardRow(cardId);
  const list = await caller.call<GiftCardList>("admin", "GET", `/de/admin-api/gift-cards/?q=${code.slice(2, 9).toLowerCase()}&status=active`);
  assert.equal(list.status, 200);
  assert.deepEqual(list.body.results.map((card) => card.id), [cardId]);
  for (const who of ["box_office", "editor"] as const) assert.equal((await caller.call(who, "GET", "/de/admin-api/gift-cards/")).status, 403, who);
  assert.equal((await visitorCall("GET", "/de/admin-api/gift-cards/", undefined, customerCookie)).status, 403);

  const noNote = await caller.call<{ field: string }>("admin", "POST", `/de/admin-api/gift-cards/${cardId}/adjust/`, { delta_cents: 500, note: "  " });
  assert.equal(noNote.status, 400);
  assert.equal(noNote.body.field, "note");
  const belowZero = await caller.call("admin", "POST", `/de/admin-api/gift-cards/${cardId}/adjust/`, { delta_cents: -2500, note: "zu viel" });
  assert.equal(belowZero.status, 409);
  const adjusted = await caller.call<GiftCardDetail>("admin", "POST", `/de/admin-api/gift-cards/${cardId}/adjust/`, { delta_cents: 500, note: "Kulanz nach Beschwerde" });
  assert.equal(adjusted.status, 200);
  assert.equal(adjusted.body.balance_cents, 2500);
  const last = adjusted.body.transactions.at(-1)!;
  assert.deepEqual([last.reason, last.delta_cents, last.balance_after_cents, last.note, last.actor, last.who], ["adjusted", 500, 2500, "Kulanz nach Beschwerde", "staff", caller.nameOf("admin")]);

  const voided = await caller.call<GiftCardDetail>("admin", "POST", `/de/admin-api/gift-cards/${cardId}/void/`, { note: "gestohlen gemeldet" });
  assert.equal(voided.status, 200);
  assert.equal(voided.body.status, "void");
  assert.equal(voided.body.balance_cents, 0);
  assert.deepEqual(voided.body.transactions.at(-1)!.reason, "voided");
  assert.equal((await caller.call("admin", "POST", `/de/admin-api/gift-cards/${cardId}/adjust/`, { delta_cents: 100, note: "x" })).status, 409);
});

test("the admin's list finds cards by the buyer's name or e-mail and by the account's e-mail, and shows the buyer and the account", async () => {
  const surname = `Zettelmeyer${randomCode(5)}`;
  const email = `quirin-${randomCode(6).toLowerCase()}@example.org`;
  const guest = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", saleOf({ first_name: "Quirin", last_name: surname, email, amount_euros: 30 }));
  assert.equal(guest.status, 201, JSON.stringify(guest.body));
  const signedIn = await visitorCall<PlacedGiftCardOrder>("POST", "/de/api/gift-cards/", saleOf({ first_name: "Marie", last_name: "Sommer", email: "besucherin@kulisse.example", amount_euros: 40 }), customerCookie);
  assert.equal(signedIn.status, 201, JSON.stringify(signedIn.body));

  const search = async (q: string) => (await caller.call<GiftCardList>("admin", "GET", `/de/admin-api/gift-cards/?q=${encodeURIComponent(q)}`)).body.results;
  for (const q of [`quirin ${surname.toLowerCase()}`, email.toUpperCase(), surname.slice(0, 8)]) {
    const found = await search(q);
    assert.deepEqual(
      found.map((card) => [card.order_code, card.initial_cents, card.buyer, card.account]),
      [[guest.body.code, 3000, { name: `Quirin ${surname}`, email }, null]],
      q,
    );
  }
  const byAccount = (await search("besucherin@kulisse")).find((card) => card.order_code === signedIn.body.code);
  assert.ok(byAccount, "the account's e-mail finds its card");
  assert.deepEqual(byAccount.account && [byAccount.account.name, byAccount.account.email], ["Marie Sommer", "besucherin@kulisse.example"]);
  assert.deepEqual(await search("%"), [], "a % is a character, not a wildcard");
});

test("a customer adds a card by its code to the credit part, sees balance, validity and history, and gets its PDF again", async () => {
  assert.equal((await visitorCall("GET", "/de/api/account/gift-cards/")).status, 401);
  const cardId = await activeCard(4000);
  const { code } = await cardRow(cardId);
  const unknown = await visitorCall("POST", "/de/api/account/gift-cards/", { code: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" }, customerCookie);
  assert.equal(unknown.status, 404);
  const typed = code.toLowerCase().match(/.{4}/g)!.join(" - ");
  const added = await visitorCall<GiftCardDetail>("POST", "/de/api/account/gift-cards/", { code: typed }, customerCookie);
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const listed = await visitorCall<GiftCardDetail[]>("GET", "/de/api/account/gift-cards/", undefined, customerCookie);
  const card = listed.body.find((candidate) => candidate.id === cardId)!;
  assert.ok(card, "the card is listed");
  assert.equal(card.balance_cents, 4000);
  assert.ok(card.valid_until);
  assert.deepEqual(card.transactions.map((row) => row.reason), ["issued"]);
  const pdf = await fetch(`${app.url}/de/api/account/gift-cards/${cardId}/pdf`, { headers: { Cookie: customerCookie } });
  assert.equal(pdf.status, 200);
  const facts = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
  assert.deepEqual(facts.pageQrCodes[0], [code]);
  // Another account's card is not found through this one.
  const staffCookie = await sessionCookie(app.db, "editor");
  assert.equal((await fetch(`${app.url}/de/api/account/gift-cards/${cardId}/pdf`, { headers: { Cookie: staffCookie } })).status, 404);
});
