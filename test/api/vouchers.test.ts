// Vouchers and gift cards at the checkout, against the real database: a voucher is never redeemed
// more often than allowed and a gift card never goes below zero, also when many checkouts press
// "Place order" at once; a cancelled order gives its voucher use back; an order the codes cover
// entirely is paid at once without a payment method; the code summary; the admin's batch; the
// account's coupons; the limit on code attempts.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { giftCards, giftCardTransactions, orders, seatGroups, users, voucherUses, vouchers } from "../../server/db/schema.ts";
import { changeGiftCardBalance } from "../../server/shop/gift-card-balance.ts";
import type { AccountCoupon, AdminVoucherDetail, AdminVoucherList, CodesSummary, CreatedVouchers } from "../../shared/api/contract/vouchers.ts";
import { Buyer, stageSeatGroup, type StagedGroup } from "../helpers/checkout-buyer.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { shopCartLimit: 100_000 } });
let caller: SessionCaller;

before(async () => {
  caller = await sessionCaller(app);
});

let made = 0;
/** A voucher straight in the database (the admin's API has its own test). */
async function voucher(values: Partial<typeof vouchers.$inferInsert> = {}): Promise<{ id: number; code: string }> {
  const code = `TEST-${process.pid}-${++made}`;
  const [row] = await app.db.insert(vouchers).values({ code, kind: "amount", amountCents: 500, ...values }).returning({ id: vouchers.id });
  return { id: row.id, code };
}

/** An active gift card with `cents` on it, issued with its row (so the rows sum to the balance). */
async function giftCard(cents: number): Promise<{ id: number; code: string }> {
  const code = `GIFT-${process.pid}-${++made}`;
  const [row] = await app.db.insert(giftCards).values({ code, initialCents: cents, balanceCents: 0, status: "active" }).returning({ id: giftCards.id });
  await app.db.transaction((tx) => changeGiftCardBalance(tx, row.id, { deltaCents: cents, reason: "issued", actor: { kind: "system" } }));
  return { id: row.id, code };
}

/** `count` buyers with `tickets` tickets each of the group in their own carts. */
async function buyers(group: StagedGroup, count: number, tickets = 1): Promise<Buyer[]> {
  const all = await Promise.all(Array.from({ length: count }, () => Buyer.start(app.url, app.db)));
  for (const buyer of all) await buyer.add(group, tickets);
  return all;
}

const orderOf = async (code: string) => (await app.db.select().from(orders).where(eq(orders.code, code)))[0];

test("a voucher for 5 uses redeemed by 10 checkouts at once: exactly 5 orders with it, uses_count 5, 5 use rows; the others are refused and nothing of them is written", async () => {
  const MAX = 5;
  const group = await stageSeatGroup(app.db, 20);
  const { id, code } = await voucher({ maxUses: MAX, kind: "percent", amountCents: null, percent: 20 });
  const all = await buyers(group, MAX + 5);
  const answers = await Promise.all(all.map((buyer) => buyer.checkout({ codes: [code.toLowerCase()] })));
  const statuses = answers.map((answer) => answer.status);
  assert.deepEqual(statuses.filter((status) => status >= 500), [], "no server errors");
  assert.equal(statuses.filter((status) => status === 201).length, MAX, JSON.stringify(statuses));
  for (const answer of answers.filter((a) => a.status === 201)) assert.deepEqual([answer.body.total_cents, answer.body.discount_cents], [2000, 500], "20 % off 25 €");
  const refused = answers.filter((answer) => answer.status !== 201);
  assert.ok(refused.every((answer) => answer.status === 409 && answer.body.field === "codes" && answer.body.reason === `Der Code ${code} ist nicht gültig.`), JSON.stringify(refused[0]?.body));

  const [row] = await app.db.select().from(vouchers).where(eq(vouchers.id, id));
  assert.equal(row.usesCount, MAX);
  const uses = await app.db.select().from(voucherUses).where(eq(voucherUses.voucherId, id));
  assert.equal(uses.length, MAX);
  assert.ok(uses.every((use) => use.delta === 1 && use.discountCents === 500 && use.orderId !== null && use.actor === "visitor"));
  const [{ placed }] = (await app.db.execute<{ placed: number }>(sql`select count(distinct o.id)::int as placed from orders o join order_tickets t on t.order_id = o.id where t.seat_group_id = ${group.seatGroupId}`)).rows;
  assert.equal(placed, MAX, "a refused checkout wrote no order");
});

test("a gift card with 60 € paid by 6 checkouts of 25 € at once: 50 € and 10 € are taken, it ends at 0 (never below), and its rows sum to its balance", async () => {
  const group = await stageSeatGroup(app.db, 20);
  const card = await giftCard(6000);
  const all = await buyers(group, 6);
  const answers = await Promise.all(all.map((buyer) => buyer.checkout({ codes: [card.code] })));
  assert.deepEqual(answers.filter((a) => a.status >= 500), []);
  const placed = answers.filter((a) => a.status === 201).map((a) => a.body);
  assert.deepEqual(placed.map((body) => body.credit_cents).sort(), [1000, 2500, 2500], JSON.stringify(answers.map((a) => a.status)));
  assert.ok(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.field === "codes"));
  const partial = placed.find((body) => body.credit_cents === 1000)!;
  assert.equal(partial.status, "reserved", "15 € are still due at the box office");

  const [after] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
  assert.equal(after.balanceCents, 0);
  const [{ sum, lowest }] = (
    await app.db.execute<{ sum: number; lowest: number }>(sql`select sum(delta_cents)::int as sum, min(balance_after_cents)::int as lowest from gift_card_transactions where gift_card_id = ${card.id}`)
  ).rows;
  assert.equal(sum, after.balanceCents);
  assert.ok(lowest >= 0);
  const redeemed = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id));
  assert.equal(redeemed.filter((row) => row.reason === "redeemed").length, 3);
});

test("a cancelled order gives its voucher use back: uses_count down, a −1 row, and the code works again", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const { id, code } = await voucher({ maxUses: 1 });
  const [first, second] = await buyers(group, 2);
  const placed = await first.checkout({ codes: [code] });
  assert.equal(placed.status, 201);
  assert.equal((await second.checkout({ codes: [code] })).status, 409, "used up");
  const order = await orderOf(String(placed.body.code));
  const cancelled = await caller.call("admin", "POST", `/de/admin-api/orders/${order.id}/cancel/`, { reason: "Krank" });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));

  assert.equal((await app.db.select().from(vouchers).where(eq(vouchers.id, id)))[0].usesCount, 0);
  const rows = await app.db.select().from(voucherUses).where(eq(voucherUses.voucherId, id)).orderBy(voucherUses.id);
  assert.deepEqual(rows.map((row) => [row.delta, row.orderId, row.actor]), [[1, order.id, "visitor"], [-1, order.id, "staff"]]);
  assert.equal((await second.checkout({ codes: [code] })).status, 201, "the code is free again");
});

test("an order the codes cover entirely is paid at once, needs no payment method, and its seats are sold", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const { code } = await voucher({ kind: "free_ticket", amountCents: null, freeTickets: 1 });
  const card = await giftCard(2500);
  const [buyer] = await buyers(group, 1, 2);
  const answer = await buyer.checkout({ codes: [code, card.code], payment_method: "" });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  assert.deepEqual([answer.body.status, answer.body.total_cents, answer.body.discount_cents, answer.body.credit_cents], ["paid", 2500, 2500, 2500]);
  const order = await orderOf(String(answer.body.code));
  assert.equal(order.paymentMethod, "covered_by_codes");
  assert.equal(order.releaseAt, null);
  assert.equal((await app.db.select().from(seatGroups).where(eq(seatGroups.id, group.seatGroupId)))[0].sold, 2);
});

test("without codes or with something left to pay, the payment method is still needed; codes that may not go together are refused", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const alone = await voucher({ combinable: false });
  const other = await voucher({ combinable: true });
  const [buyer] = await buyers(group, 1);
  const noMethod = await buyer.checkout({ codes: [other.code], payment_method: "" });
  assert.equal(noMethod.status, 400);
  assert.equal(noMethod.body.field, "payment_method");
  const together = await buyer.checkout({ codes: [other.code, alone.code] });
  assert.equal(together.status, 409);
  assert.match(String(together.body.reason), /lässt sich nicht mit anderen Gutscheinen kombinieren/);
});

test("the code summary: the tickets, each discount, the gift card's part (its last 4 characters) and what is due; an unknown code and an expired one get the same words", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const amount = await voucher({ combinable: true, amountCents: 1000 });
  const percent = await voucher({ combinable: true, kind: "percent", amountCents: null, percent: 10 });
  const card = await giftCard(1500);
  const [buyer] = await buyers(group, 1, 2);
  const holdIds = (await buyer.cart()).tickets.map((ticket) => ticket.hold_id);
  const summary = await buyer.call("POST", "/de/api/shop-checkout/codes/", { hold_ids: holdIds, codes: [amount.code, ` ${percent.code.toLowerCase()} `, card.code] });
  assert.equal(summary.status, 201, JSON.stringify(summary.body));
  assert.deepEqual(summary.body as unknown as CodesSummary, {
    tickets_cents: 5000,
    discounts: [
      { code: amount.code, cents: 1000 },
      { code: percent.code, cents: 400 },
    ],
    discount_cents: 1400,
    total_cents: 3600,
    gift_cards: [{ last: card.code.slice(-4), cents: 1500 }],
    credit_cents: 1500,
    due_cents: 2100,
  });
  const expired = await voucher({ expiresAt: sql`now() - interval '1 minute'` as unknown as Date });
  const unknown = await buyer.call("POST", "/en/api/shop-checkout/codes/", { hold_ids: holdIds, codes: ["NOPE-1234"] });
  const late = await buyer.call("POST", "/en/api/shop-checkout/codes/", { hold_ids: holdIds, codes: [expired.code] });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.reason, "The code NOPE-1234 is not valid.");
  assert.equal(late.body.reason, `The code ${expired.code} is not valid.`);
  assert.equal(late.body.code_problem, unknown.body.code_problem);
});

test("the admin creates a batch of codes with one set of settings; the list finds them; each shows its uses; deactivating stops it; a customer account gets 403", async () => {
  const created = await caller.call<CreatedVouchers>("admin", "POST", "/de/admin-api/vouchers/", { count: 25, prefix: "XMAS-", kind: "amount", amount_cents: 1500, max_uses: 1, batch: "Weihnachten 2026", expires_at: "2027-01-31T23:59:00+01:00" });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.codes.length, 25);
  assert.equal(new Set(created.body.codes).size, 25);
  assert.ok(created.body.codes.every((code) => /^XMAS-[A-Z0-9]{10}$/.test(code)));

  const list = await caller.call<AdminVoucherList>("admin", "GET", "/de/admin-api/vouchers/?q=weihnachten");
  assert.equal(list.body.count, 25);
  assert.ok(list.body.results.every((row) => row.amount_cents === 1500 && row.uses_count === 0 && row.max_uses === 1 && row.expires_at === "2027-01-31T23:59:00+01:00"));

  const typed = await caller.call<CreatedVouchers>("admin", "POST", "/de/admin-api/vouchers/", { code: created.body.codes[0], kind: "amount", amount_cents: 100, max_uses: 1 });
  assert.equal(typed.status, 400);
  assert.equal((typed.body as unknown as { field: string }).field, "code");
  const noAmount = await caller.call("admin", "POST", "/de/admin-api/vouchers/", { kind: "amount", max_uses: 1 });
  assert.equal((noAmount.body as { field: string }).field, "amount_cents");

  const id = created.body.ids[0];
  const off = await caller.call("admin", "POST", `/de/admin-api/vouchers/${id}/active/`, { is_active: false });
  assert.equal(off.status, 201);
  const detail = await caller.call<AdminVoucherDetail>("admin", "GET", `/de/admin-api/vouchers/${id}/`);
  assert.deepEqual([detail.body.is_active, detail.body.uses], [false, []]);

  const customer = await sessionCookie(app.db, "customer");
  const refused = await fetch(`${app.url}/de/admin-api/vouchers/`, { headers: { Cookie: customer } });
  assert.equal(refused.status, 403);
  assert.equal((await caller.call("editor", "GET", "/de/admin-api/vouchers/")).status, 403);
});

test("the account's coupons: the vouchers tied to the signed-in customer, with uses left; nobody signed in gets 401", async () => {
  const [customer] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "customer")).limit(1);
  const { code } = await voucher({ userId: customer.id, maxUses: 3, usesCount: 1 });
  const answer = await fetch(`${app.url}/de/api/account/coupons/`, { headers: { Cookie: await sessionCookie(app.db, "customer") } });
  assert.equal(answer.status, 200);
  const coupons = (await answer.json()) as AccountCoupon[];
  const mine = coupons.find((coupon) => coupon.code === code);
  assert.deepEqual([mine?.uses_left, mine?.usable, mine?.amount_cents], [2, true, 500]);
  assert.equal((await fetch(`${app.url}/de/api/account/coupons/`)).status, 401);
});

test("the account's coupons say what each is valid for in the asked language and why a spent one is over", async () => {
  const [customer] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "customer")).limit(1);
  const [production] = await app.db.execute<{ id: number; de: string; en: string }>(sql`select id, title->>'de' as de, title->>'en' as en from productions order by id limit 1`).then((result) => result.rows);
  const from = "2030-01-01T00:00:00.000Z";
  const free = await voucher({ userId: customer.id, kind: "free_ticket", amountCents: null, freeTickets: 1, saleTypeIds: [2, 3], productionIds: [production.id], performancesFrom: new Date(from) });
  const usedUp = await voucher({ userId: customer.id, maxUses: 1, usesCount: 1 });
  const expired = await voucher({ userId: customer.id, expiresAt: new Date(Date.now() - 60_000) });
  const coupons = async (lang: string) => {
    const answer = await fetch(`${app.url}/${lang}/api/account/coupons/`, { headers: { Cookie: await sessionCookie(app.db, "customer") } });
    return new Map(((await answer.json()) as AccountCoupon[]).map((coupon) => [coupon.code, coupon]));
  };
  const de = await coupons("de");
  assert.deepEqual(de.get(free.code)?.valid_for, { price_types: ["Ermäßigt", "Schüler & Studierende"], productions: [production.de], performances: [], performances_from: "2030-01-01T01:00:00+01:00", performances_to: null });
  assert.deepEqual([de.get(free.code)?.ended, de.get(usedUp.code)?.ended, de.get(expired.code)?.ended], [null, "used_up", "expired"]);
  const en = await coupons("en");
  assert.deepEqual([en.get(free.code)?.valid_for.price_types, en.get(free.code)?.valid_for.productions], [["Reduced", "Pupils & students"], [production.en]]);
});

test("guessing codes is limited per client: after 30 checks in 10 minutes the next is refused with 429 and Retry-After", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const [buyer] = await buyers(group, 1);
  const holdIds = (await buyer.cart()).tickets.map((ticket) => ticket.hold_id);
  let last = await buyer.call("POST", "/de/api/shop-checkout/codes/", { hold_ids: holdIds, codes: ["GUESS-0"] });
  for (let i = 1; i < 40 && last.status !== 429; i++) last = await buyer.call("POST", "/de/api/shop-checkout/codes/", { hold_ids: holdIds, codes: [`GUESS-${i}`] });
  assert.equal(last.status, 429);
  assert.match(String(last.body.reason), /Zu viele Versuche mit Codes/);
});
