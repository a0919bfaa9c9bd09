// What vouchers and gift cards did, shown on the order everywhere (issue 26): the order page's API,
// the confirmation mail (text and HTML, from a real SMTP server) and the ticket PDF (pdftotext) show
// the sum before discounts, each discount with its code, each gift card's part by its last four
// characters and what is still due; an order the codes cover has its payment method's label. An
// unpaid order that expires gives back its voucher uses and gift card amounts and voids the cards it
// sold, once, however many expiry runs meet at once.
import assert from "node:assert/strict";
import { test } from "node:test";
import { and, asc, eq, sql } from "drizzle-orm";
import { giftCards, giftCardTransactions, orderLog, orders, voucherUses, vouchers } from "../../server/db/schema.ts";
import { changeGiftCardBalance } from "../../server/shop/gift-card-balance.ts";
import { changeOrderStatus, expireDueOrders } from "../../server/shop/order-transitions.ts";
import type { ShopOrder } from "../../shared/api/contract/shop-order.ts";
import { Buyer, stageSeatGroup } from "../helpers/checkout-buyer.ts";
import { readPdf } from "../helpers/pdf-reading.ts";
import { sharedTestAppWithSmtp } from "../helpers/test-app-with-smtp.ts";

const { app, smtp } = sharedTestAppWithSmtp();

let made = 0;
async function voucher(cents: number): Promise<{ id: number; code: string }> {
  const code = `TOTAL-${process.pid}-${++made}`;
  const [row] = await app.db.insert(vouchers).values({ code, kind: "amount", amountCents: cents, combinable: true, maxUses: 5 }).returning({ id: vouchers.id });
  return { id: row.id, code };
}

async function giftCard(cents: number): Promise<{ id: number; code: string }> {
  const code = `CARD${process.pid}X${++made}QR7K`;
  const [row] = await app.db.insert(giftCards).values({ code, initialCents: cents, balanceCents: 0, status: "active" }).returning({ id: giftCards.id });
  await app.db.transaction((tx) => changeGiftCardBalance(tx, row.id, { deltaCents: cents, reason: "issued", actor: { kind: "system" } }));
  return { id: row.id, code };
}

/** One 25 € ticket checked out with these codes, paid at the box office; the order's code and secret. */
async function orderWith(codes: string[], email = `totals-${++made}@example.org`): Promise<{ id: number; code: string; secret: string; email: string }> {
  await app.ready;
  const group = await stageSeatGroup(app.db, 5);
  const buyer = await Buyer.start(app.url, app.db);
  await buyer.add(group, 1);
  const answer = await buyer.checkout({ codes, email });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  const [order] = await app.db.select().from(orders).where(eq(orders.code, String(answer.body.code)));
  return { id: order.id, code: order.code, secret: order.secret, email };
}

async function shopOrder(order: { code: string; secret: string }, lang = "de"): Promise<ShopOrder> {
  const response = await fetch(`${app.url}/${lang}/api/shop-order/${order.code}/${order.secret}/`);
  assert.equal(response.status, 200);
  return (await response.json()) as ShopOrder;
}

const rowsOf = (order: ShopOrder) => order.totals.map((row) => [row.kind, row.label, row.cents]);
const dueNow = (orderId: number) => app.db.update(orders).set({ releaseAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, orderId));

test("an order paid partly with a voucher and a gift card: the page, the mail (text and HTML) and the PDF show the sum, the discount, the card's part and what is due", async () => {
  const discount = await voucher(500);
  const card = await giftCard(1000);
  const order = await orderWith([discount.code, card.code]);

  const page = await shopOrder(order);
  assert.deepEqual(rowsOf(page), [
    ["subtotal", "Summe", 2500],
    ["discount", `Gutschein ${discount.code}`, -500],
    ["total", "Gesamt", 2000],
    ["gift_card", "Geschenkkarte …QR7K", -1000],
    ["due", "Noch zu zahlen", 1000],
  ]);
  assert.equal(page.due_cents, 1000);
  assert.ok(!JSON.stringify(page).includes(card.code), "the card's whole code is not shown");
  const english = await shopOrder(order, "en");
  assert.deepEqual(english.totals.map((row) => row.label), ["Subtotal", `Voucher ${discount.code}`, "Total", "Gift card …QR7K", "Still due"]);

  const mail = await smtp().nextMail((received) => received.recipients.includes(order.email));
  const text = mail.parsed.text ?? "";
  for (const line of ["Summe: 25 €", `Gutschein ${discount.code}: − 5 €`, "Gesamt: 20 €", "Geschenkkarte …QR7K: − 10 €", "Noch zu zahlen: 10 €"]) assert.ok(text.replace(/\u00a0/g, " ").includes(line), `${line} in ${text}`);
  const html = String(mail.parsed.html).replace(/\u00a0|&nbsp;|&#xa0;/g, " ");
  for (const part of [`Gutschein ${discount.code}`, "− 10 €", "Noch zu zahlen"]) assert.ok(html.includes(part), part);
  assert.ok(!text.includes(card.code) && !html.includes(card.code));

  const pdf = await fetch(`${app.url}/webshop/order/${order.code}/${order.secret}/tickets.pdf`);
  assert.equal(pdf.status, 200);
  const facts = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
  assert.equal(facts.pages, 2, "a ticket and the summary");
  const summary = facts.pageTexts[1]!.replace(/\u00a0/g, " ");
  for (const part of [`Bestellübersicht ${order.code}`, "Summe", "25 €", `Gutschein ${discount.code}`, "-5 €", "Geschenkkarte …QR7K", "-10 €", "Noch zu zahlen", "10 €"]) assert.ok(summary.includes(part), `${part} in ${summary}`);
});

test("an order the codes cover entirely: its payment method reads 'Vollständig mit Gutschein/Geschenkkarte bezahlt', nothing is due and nothing asks for payment", async () => {
  const card = await giftCard(5000);
  const order = await orderWith([card.code]);
  const page = await shopOrder(order);
  assert.equal(page.status, "paid");
  assert.equal(page.payment_label, "Vollständig mit Gutschein/Geschenkkarte bezahlt");
  assert.equal((await shopOrder(order, "en")).payment_label, "Paid in full with voucher/gift card");
  assert.deepEqual(rowsOf(page), [
    ["total", "Gesamt", 2500],
    ["gift_card", "Geschenkkarte …QR7K", -2500],
    ["due", "Noch zu zahlen", 0],
  ]);
  assert.deepEqual(page.payment, { kind: "none" });
});

test("an unpaid order past its deadline gives back its voucher use (−1 row) and its gift card's part (a refunded row), in the expiry, with the log row", async () => {
  const discount = await voucher(500);
  const card = await giftCard(1000);
  const order = await orderWith([discount.code, card.code]);
  await dueNow(order.id);

  assert.equal((await shopOrder(order)).status, "expired");
  const [voucherRow] = await app.db.select().from(vouchers).where(eq(vouchers.id, discount.id));
  assert.equal(voucherRow.usesCount, 0);
  const uses = await app.db.select().from(voucherUses).where(eq(voucherUses.orderId, order.id)).orderBy(asc(voucherUses.id));
  assert.deepEqual(uses.map((use) => [use.delta, use.actor, use.reason]), [[1, "visitor", "redeemed"], [-1, "system", "payment deadline passed"]]);
  const [cardRow] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
  assert.equal(cardRow.balanceCents, 1000);
  const moves = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.orderId, order.id)).orderBy(asc(giftCardTransactions.id));
  assert.deepEqual(moves.map((move) => [move.reason, move.deltaCents, move.balanceAfterCents, move.actor, move.note]), [["redeemed", -1000, 0, "visitor", ""], ["refunded", 1000, 1000, "system", "payment deadline passed"]]);
  const log = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "expired")));
  assert.deepEqual(log.map((row) => [row.actor, row.note]), [["system", "payment deadline passed"]]);
});

test("expiry runs meeting at once (the lists, the order page, staff paying it) give back each order's codes exactly once", async () => {
  const discount = await voucher(500);
  const cards = [await giftCard(700), await giftCard(700), await giftCard(700)];
  const placed = [];
  for (const card of cards) placed.push(await orderWith([discount.code, card.code]));
  for (const order of placed) await dueNow(order.id);

  await Promise.all([
    ...Array.from({ length: 4 }, () => expireDueOrders(app.db)),
    ...placed.map((order) => expireDueOrders(app.db, eq(orders.id, order.id))),
    ...placed.map((order) => changeOrderStatus(app.db, order.id, "paid", { kind: "system" })),
  ]);

  const [voucherRow] = await app.db.select().from(vouchers).where(eq(vouchers.id, discount.id));
  assert.equal(voucherRow.usesCount, 0, "three uses, three given back");
  for (const [i, order] of placed.entries()) {
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(row.status, "expired");
    const back = await app.db.select().from(voucherUses).where(and(eq(voucherUses.orderId, order.id), eq(voucherUses.delta, -1)));
    assert.equal(back.length, 1, "one −1 row");
    const refunds = await app.db.select().from(giftCardTransactions).where(and(eq(giftCardTransactions.orderId, order.id), eq(giftCardTransactions.reason, "refunded")));
    assert.equal(refunds.length, 1, "one refund row");
    const [cardRow] = await app.db.select().from(giftCards).where(eq(giftCards.id, cards[i]!.id));
    assert.equal(cardRow.balanceCents, 700, "the card's amount back, not twice");
    assert.equal((await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "expired")))).length, 1);
  }
});

test("a gift card order shows its cards as positions; unpaid past its deadline, its pending cards are void", async () => {
  await app.ready;
  const buyer = await Buyer.start(app.url, app.db);
  const sale = { idempotency_key: `gift-totals-${process.pid}-${++made}`, amount_euros: 30, quantity: 2, email: `gift-${made}@example.org`, first_name: "Jörg", last_name: "Weiß", payment_method: "box_office", accept_terms: true };
  const placed = await buyer.call("POST", "/de/api/gift-cards/", sale);
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const [order] = await app.db.select().from(orders).where(eq(orders.code, String(placed.body.code)));
  const page = await shopOrder(order);
  assert.deepEqual(page.gift_cards, [{ label: "Geschenkkarte", cents: 3000 }, { label: "Geschenkkarte", cents: 3000 }]);
  assert.deepEqual(rowsOf(page), [["total", "Gesamt", 6000]]);
  const mail = await smtp().nextMail((received) => received.recipients.includes(sale.email));
  assert.match((mail.parsed.text ?? "").replace(/\u00a0/g, " "), /1\. Geschenkkarte\n {3}30 €\n2\. Geschenkkarte\n {3}30 €/);

  await dueNow(order.id);
  assert.equal((await shopOrder(order)).status, "expired");
  const sold = await app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
  assert.deepEqual(sold.map((card) => card.status), ["void", "void"]);
  const rows = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.orderId, order.id));
  assert.deepEqual(rows.map((row) => [row.reason, row.deltaCents, row.note]), [["voided", 0, "payment deadline passed"], ["voided", 0, "payment deadline passed"]]);
});
