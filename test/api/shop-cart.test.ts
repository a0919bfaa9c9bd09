// POST /{lang}/api/shop-cart/ and /remove/: tickets go into the visitor's cart all or nothing, the
// answer carries the cart's ticket count and where the cart is, the cart cookies live 15 minutes,
// one cart holds no more than its caps, holds run out by PostgreSQL's clock, and every failure
// answers the shared code table's status and response_code.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { events, prices, seatGroups, siteSettings, ticketHolds, timeSlots } from "../../server/db/schema.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import type { CartContents } from "../../shared/api/contract/shop-cart.ts";
import { letHoldTimePass } from "../helpers/hold-time.ts";
import { sharedTestApp, startTestApp, type TestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { shopCartLimit: 10_000 } });

const FULL = 1;
const REDUCED = 2;
const FREE = 7;
// The app's clock, for what is on sale; well before the staged performances, which start a month
// after the seed. Holds run out by PostgreSQL's clock (moved with letHoldTimePass).
const NOW = new Date(Date.now() + 60_000);

interface Staged {
  eventId: number;
  idJet: number;
  /** Seat groups in position order: "Parkett" (no slots), "Rang" (no slots), "Führung" (two slots). */
  parkett: number;
  rang: number;
  tour: number;
  blocks: [number, number];
}

let nextBlock = 990_001;
const used = new Set<number>();

/**
 * An upcoming bookable performance of the demo season with seat groups of our own: Parkett (10
 * seats, 2 sold, full 30 €, reduced 18 €, a free ticket at 0.00), Rang (5 seats, only full price)
 * and a tour with two slots of 6 seats each.
 */
async function stage(db: TestApp["db"]): Promise<Staged> {
  const rows = await db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
    order by e.date_start, e.id limit 40`);
  const event = rows.rows.find((row) => !used.has(row.id));
  assert.ok(event, "the demo season has upcoming performances on sale");
  used.add(event.id);
  await db.delete(seatGroups).where(eq(seatGroups.eventId, event.id));
  const group = async (name: string, position: number, capacity: number, sold: number, amounts: [number, number][]) => {
    const [row] = await db.insert(seatGroups).values({ eventId: event.id, name: { de: name, en: name }, capacity, sold, position }).returning({ id: seatGroups.id });
    await db.insert(prices).values(amounts.map(([saleTypeId, amountCents], i) => ({ seatGroupId: row.id, text: { de: `Preis ${saleTypeId}`, en: `Price ${saleTypeId}` }, saleTypeId, amountCents, isFullPrice: i === 0, position: i })));
    return row.id;
  };
  const parkett = await group("Parkett", 0, 10, 2, [[FULL, 3000], [REDUCED, 1800], [FREE, 0]]);
  const rang = await group("Rang", 1, 5, 0, [[FULL, 2000]]);
  const tour = await group("Führung", 2, 6, 0, [[FULL, 900]]);
  const blocks: [number, number] = [nextBlock++, nextBlock++];
  await db.insert(timeSlots).values([
    { seatGroupId: tour, timeStart: "11:00:00", blockId: blocks[0], sold: 4 },
    { seatGroupId: tour, timeStart: "14:00:00", blockId: blocks[1], sold: 0 },
  ]);
  return { eventId: event.id, idJet: event.id_jet, parkett, rang, tour, blocks };
}

/** A browser of its own: a CSRF token, and the cart cookie once the server set one. */
class Visitor {
  cookies = new Map<string, string>();
  constructor(readonly base: () => string) {}

  async start(): Promise<this> {
    const response = await fetch(`${this.base()}/api/csrf/`);
    this.keep(response);
    return this;
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { "Content-Type": "application/json", Cookie: cookie, "X-CSRFToken": this.cookies.get("csrftoken") ?? "" };
  }

  async post(path: string, body: unknown, headers: Record<string, string> = this.headers()) {
    const response = await fetch(`${this.base()}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    this.keep(response);
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, setCookies: response.headers.getSetCookie(), headers: response.headers };
  }
}

const visitor = () => new Visitor(() => app.url).start();
const cookieLine = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`));
const liveHeld = async (db: TestApp["db"], seatGroupId: number) =>
  Number((await db.select({ n: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)` }).from(ticketHolds).where(and(eq(ticketHolds.seatGroupId, seatGroupId), gt(ticketHolds.expiresAt, sql`now()`))))[0].n);

before(async () => {
  await app.ready;
  app.setNow(NOW);
});

test("tickets go into the cart: 201 with the count and the cart's address, cookies for 15 minutes", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  const first = await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.parkett, sale_type_ids: [FULL, REDUCED], quantities: [2, 1] });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.deepEqual(first.body, { tickets_quantity: 3, cart_url: "/webshop/cart" });

  const amount = cookieLine(first.setCookies, "cartAmount");
  const url = cookieLine(first.setCookies, "cartUrl");
  const key = cookieLine(first.setCookies, "kulisse_cart");
  assert.match(amount ?? "", /^cartAmount=3; Max-Age=900; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  assert.match(url ?? "", /^cartUrl=%2Fwebshop%2Fcart; Max-Age=900; Path=\/;/);
  assert.doesNotMatch(url ?? "", /HttpOnly|Domain=|Secure/);
  assert.match(key ?? "", /^kulisse_cart=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

  const holds = await app.db.select().from(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.parkett)).orderBy(ticketHolds.saleTypeId);
  assert.deepEqual(
    holds.map((hold) => [hold.saleTypeId, hold.quantity, hold.unitCents, hold.blockId, hold.expiresAt.getTime() - hold.createdAt.getTime()]),
    [
      [FULL, 2, 3000, null, 15 * 60_000],
      [REDUCED, 1, 1800, null, 15 * 60_000],
    ],
  );

  // The same browser adds more: the count is the whole cart's, the key stays the same.
  const second = await buyer.post("/en/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.rang, sale_type_ids: [FULL], quantities: [1] });
  assert.equal(second.status, 201);
  assert.deepEqual(second.body, { tickets_quantity: 4, cart_url: "/webshop/cart?lang=en" });
  assert.equal(cookieLine(second.setCookies, "kulisse_cart")?.split(";")[0], key?.split(";")[0], "the cart key is renewed, not replaced");

  const other = await visitor();
  const third = await other.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.parkett, sale_type_ids: [FULL], quantities: [1] });
  assert.deepEqual(third.body.tickets_quantity, 1, "another visitor has a cart of their own");
});

test("without seat group or block the first one with room is taken", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  // Parkett (first by position) has 8 free; the tour's 11:00 slot has 2 free, the 14:00 slot 6.
  const anyGroup = await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, sale_type_ids: [FULL], quantities: [6] });
  assert.equal(anyGroup.status, 201);
  const [parkettHold] = await app.db.select().from(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.parkett));
  assert.equal(parkettHold.quantity, 6, "Parkett comes first and has room for 6");

  const slot = await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.tour, sale_type_ids: [FULL], quantities: [3] });
  assert.equal(slot.status, 201);
  const [tourHold] = await app.db.select().from(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.tour));
  assert.equal(tourHold.blockId, staged.blocks[1], "the 11:00 slot has 2 free, so the 14:00 slot takes 3");
  assert.equal(tourHold.unitCents, 900);
});

test("each failure answers its code and status, and holds nothing", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  const base = { event_jet_id: staged.idJet, seat_group: staged.parkett, sale_type_ids: [FULL], quantities: [1] };
  const expect = async (body: Record<string, unknown>, code: number, status: number, lang = "de") => {
    const answer = await buyer.post(`/${lang}/api/shop-cart/`, { ...base, ...body });
    assert.equal(answer.status, status, `${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.response_code, code, JSON.stringify(body));
    assert.equal(typeof answer.body.error, "string");
    assert.equal(cookieLine(answer.setCookies, "cartAmount"), undefined, "no cart cookie on failure");
    return answer.body;
  };

  // -201: unknown, cancelled, already begun, offline.
  await expect({ event_jet_id: 1 }, -201, 404);
  await app.db.update(events).set({ status: "cancelled" }).where(eq(events.id, staged.eventId));
  await expect({}, -201, 404);
  await app.db.update(events).set({ status: "scheduled", isOnline: false }).where(eq(events.id, staged.eventId));
  await expect({}, -201, 404);
  await app.db.update(events).set({ isOnline: true }).where(eq(events.id, staged.eventId));
  app.setNow(new Date(Date.now() + 400 * 86_400_000));
  await expect({}, -201, 404);
  app.setNow(NOW);

  // -202: a seat group of another performance, or one not on sale.
  const other = await stage(app.db);
  await expect({ seat_group: other.parkett }, -202, 409);
  await app.db.update(seatGroups).set({ status: "0" }).where(eq(seatGroups.id, staged.rang));
  await expect({ seat_group: staged.rang }, -202, 409);

  // -203: a block of another group, a closed slot, a block for a group without slots.
  await expect({ seat_group: staged.tour, block_id: other.blocks[0] }, -203, 409);
  await app.db.update(timeSlots).set({ status: "0" }).where(eq(timeSlots.blockId, staged.blocks[1]));
  await expect({ seat_group: staged.tour, block_id: staged.blocks[1] }, -203, 409);
  await expect({ block_id: staged.blocks[0] }, -203, 409);

  // -205: a sale type without a price, or with a price of 0.00.
  await expect({ sale_type_ids: [3] }, -205, 409);
  await expect({ sale_type_ids: [FULL, FREE], quantities: [1, 1] }, -205, 409);

  // -214: all or nothing — 8 are free, 9 are asked for over two sale types.
  const tooMany = await expect({ sale_type_ids: [FULL, REDUCED], quantities: [5, 4] }, -214, 409, "en");
  assert.equal(tooMany.error, "Not enough (connected) seats found.");
  await expect({ seat_group: staged.tour, block_id: staged.blocks[0], quantities: [3] }, -214, 409);

  assert.equal((await app.db.select().from(ticketHolds).where(eq(ticketHolds.eventId, staged.eventId))).length, 0, "nothing was held");
  const failures = app.logs.filter((line) => line.event === "shop_cart_failed").map((line) => line.code);
  for (const code of [-201, -202, -203, -205, -214]) assert.ok(failures.includes(code), `failure ${code} is logged`);
});

test("a malformed selection is 400 with the field, the reason and response_code -100", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  const cases: [Record<string, unknown>, string][] = [
    [{ sale_type_ids: [FULL], quantities: [1] }, "event_jet_id"],
    [{ event_jet_id: staged.idJet, sale_type_ids: [FULL], quantities: [0] }, "quantities.0"],
    [{ event_jet_id: staged.idJet, sale_type_ids: [FULL, REDUCED], quantities: [1] }, "input"],
    [{ event_jet_id: staged.idJet, sale_type_ids: [FULL], quantities: [1], seat_group: "Parkett" }, "seat_group"],
    [{ event_jet_id: staged.idJet, sale_type_ids: [FULL, REDUCED], quantities: [15, 15] }, "input"],
  ];
  for (const [body, field] of cases) {
    const answer = await buyer.post("/de/api/shop-cart/", body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    assert.equal(answer.body.response_code, -100);
    assert.equal(answer.body.field, field, JSON.stringify(answer.body));
    assert.equal(typeof answer.body.reason, "string");
  }
  const unknownLang = await buyer.post("/fr/api/shop-cart/", { event_jet_id: staged.idJet, sale_type_ids: [FULL], quantities: [1] });
  assert.equal(unknownLang.status, 400);
  assert.equal(unknownLang.body.field, "lang");
});

test("without a valid CSRF token the answer is 403 and nothing is held", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  const body = { event_jet_id: staged.idJet, seat_group: staged.parkett, sale_type_ids: [FULL], quantities: [1] };
  const { "X-CSRFToken": _token, ...withoutHeader } = buyer.headers();
  for (const headers of [withoutHeader, { ...withoutHeader, "X-CSRFToken": "x".repeat(32) }, { "Content-Type": "application/json" }]) {
    const answer = await buyer.post("/de/api/shop-cart/", body, headers);
    assert.equal(answer.status, 403);
    assert.equal(cookieLine(answer.setCookies, "cartAmount"), undefined);
  }
  assert.equal(await liveHeld(app.db, staged.parkett), 0);
});

test("the webshop switched off answers -300 with 503", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  await app.db.update(siteSettings).set({ isShopOnline: false });
  clearSiteSettingsCache();
  try {
    const answer = await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, sale_type_ids: [FULL], quantities: [1] });
    assert.equal(answer.status, 503);
    assert.equal(answer.body.response_code, -300);
    assert.equal(await liveHeld(app.db, staged.parkett), 0);
  } finally {
    await app.db.update(siteSettings).set({ isShopOnline: true });
    clearSiteSettingsCache();
  }
});

test("a held line can be given back; then, or for another cart or an expired hold, -204", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.parkett, sale_type_ids: [FULL, REDUCED], quantities: [2, 1] });
  const holds = await app.db.select().from(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.parkett)).orderBy(ticketHolds.saleTypeId);
  assert.equal(holds.length, 2);

  const stranger = await visitor();
  const foreign = await stranger.post("/de/api/shop-cart/remove/", { hold_id: holds[0].id });
  assert.equal(foreign.status, 409);
  assert.equal(foreign.body.response_code, -204);

  const first = await buyer.post("/en/api/shop-cart/remove/", { hold_id: holds[0].id });
  assert.equal(first.status, 200);
  assert.deepEqual(first.body, { tickets_quantity: 1, cart_url: "/webshop/cart?lang=en" });
  assert.match(cookieLine(first.setCookies, "cartAmount") ?? "", /^cartAmount=1; Max-Age=900;/);

  const again = await buyer.post("/de/api/shop-cart/remove/", { hold_id: holds[0].id });
  assert.equal(again.status, 409);
  assert.equal(again.body.response_code, -204);
  assert.equal(again.body.error, "Keine aktuelle Reservierung.");

  const last = await buyer.post("/de/api/shop-cart/remove/", { hold_id: holds[1].id });
  assert.equal(last.body.tickets_quantity, 0);
  assert.match(cookieLine(last.setCookies, "cartAmount") ?? "", /^cartAmount=; Path=\/; Expires=Thu, 01 Jan 1970/, "an empty cart deletes cartAmount");
  assert.equal(await liveHeld(app.db, staged.parkett), 0, "the seats are free again");

  await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.rang, sale_type_ids: [FULL], quantities: [1] });
  const [rangHold] = await app.db.select().from(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.rang));
  await letHoldTimePass(app.db, 16 * 60, eq(ticketHolds.id, rangHold.id));
  const expired = await buyer.post("/de/api/shop-cart/remove/", { hold_id: rangHold.id });
  assert.equal(expired.body.response_code, -204, "a hold that ran out is no longer in the cart");
  const malformed = await buyer.post("/de/api/shop-cart/remove/", { hold_id: "x" });
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.response_code, -100);
});

test("a full seat group or time slot shows status '0' on the event's page until the holds run out", async () => {
  const staged = await stage(app.db);
  const statuses = async () => {
    const { body } = await app.getJson<EventDetail>(`/de/api/events/${staged.eventId}/`);
    return Object.fromEntries(body.seat_groups.map((group) => [group.id, [group.status, ...group.timeslots.map((slot) => slot.status)].join("")]));
  };
  assert.deepEqual(await statuses(), { [staged.parkett]: "1", [staged.rang]: "1", [staged.tour]: "111" });

  const buyer = await visitor();
  await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.rang, sale_type_ids: [FULL], quantities: [5] });
  await buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.tour, block_id: staged.blocks[0], sale_type_ids: [FULL], quantities: [2] });
  assert.deepEqual(await statuses(), { [staged.parkett]: "1", [staged.rang]: "0", [staged.tour]: "101" });
  // Another visitor: one cart may hold only 10 tickets of the performance.
  await (await visitor()).post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.tour, block_id: staged.blocks[1], sale_type_ids: [FULL], quantities: [6] });
  assert.deepEqual(await statuses(), { [staged.parkett]: "1", [staged.rang]: "0", [staged.tour]: "000" }, "a group whose slots are all full is not on sale");

  const { body: detail } = await app.getJson<EventDetail>(`/de/api/events/${staged.eventId}/`);
  const [year, month, day] = detail.date_start.slice(0, 10).split("-");
  const list = await app.getJson<{ results: { id: number; seat_groups: { id: number; status: string }[] }[] }>(`/de/api/events/?date=${day}-${month}-${year}&page_size=50`);
  const listed = list.body.results.find((event) => event.id === staged.eventId);
  assert.equal(listed?.seat_groups.find((group) => group.id === staged.rang)?.status, "0", "the calendar list agrees");

  await letHoldTimePass(app.db, 15 * 60, eq(ticketHolds.eventId, staged.eventId));
  assert.deepEqual(await statuses(), { [staged.parkett]: "1", [staged.rang]: "1", [staged.tour]: "111" }, "at expiry the seats are free again");
  try {
    // Once the performance has begun nothing is on sale (the cart would answer -201).
    app.setNow(new Date(new Date(detail.date_start).getTime() + 60_000));
    const { body: begun } = await app.getJson<EventDetail>(`/de/api/events/${staged.eventId}/`);
    assert.deepEqual(begun.seat_groups.map((group) => group.status), ["0", "0", "0"]);
  } finally {
    app.setNow(NOW);
  }
});

test("the provider's availability and cart contents agree with the holds", async () => {
  const { createBuiltinTicketing } = await import("../../server/ticketing/builtin-provider.ts");
  const staged = await stage(app.db);
  const ticketing = createBuiltinTicketing(app.db, { perEvent: 10, total: 20 });
  const cartKey = "k".repeat(43);
  const add = await ticketing.addToCart({ cartKey, eventJetId: staged.idJet, seatGroupId: staged.tour, blockId: staged.blocks[0], lines: [{ saleTypeId: FULL, quantity: 2 }], now: NOW });
  assert.ok(add.ok);
  assert.equal(add.value.ticketsQuantity, 2);
  assert.equal(add.value.holdIds.length, 1, "the add names the hold it took");
  await ticketing.addToCart({ cartKey, eventJetId: staged.idJet, seatGroupId: staged.parkett, lines: [{ saleTypeId: REDUCED, quantity: 3 }], now: NOW });

  const free = await ticketing.availability([staged.parkett, staged.rang, staged.tour]);
  assert.deepEqual(free.seatGroups, new Map([[staged.parkett, 5], [staged.rang, 5]]));
  assert.deepEqual(free.blocks, new Map([[staged.blocks[0], 0], [staged.blocks[1], 6]]));

  const cart = await ticketing.cartContents(cartKey, "en");
  assert.equal(cart.ticketsQuantity, 5);
  assert.equal(cart.totalCents, 2 * 900 + 3 * 1800);
  assert.deepEqual(cart.tickets.map((ticket) => [ticket.seatGroup, ticket.priceText, ticket.timeStart, ticket.quantity, ticket.eventJetId]), [
    ["Führung", "Price 1", "11:00:00", 2, staged.idJet],
    ["Parkett", "Price 2", null, 3, staged.idJet],
  ]);
  assert.ok(cart.tickets.every((ticket) => ticket.title && ticket.venue));
  assert.ok(cart.tickets.every((ticket) => ticket.secondsLeft > 14 * 60 && ticket.secondsLeft <= 15 * 60), "15 minutes left by the database's clock");
  // An add whose answer never arrived gives back exactly its own holds, once.
  assert.equal(await ticketing.releaseHolds(cartKey, add.value.holdIds), 2);
  assert.equal(await ticketing.releaseHolds(cartKey, add.value.holdIds), 0);
  assert.equal((await ticketing.availability([staged.tour])).blocks.get(staged.blocks[0]), 2);
  assert.equal((await ticketing.cartContents(cartKey, "en")).ticketsQuantity, 3);
  await letHoldTimePass(app.db, 15 * 60, eq(ticketHolds.cartKey, cartKey));
  assert.deepEqual((await ticketing.cartContents(cartKey, "en")).tickets, [], "expired holds are gone by themselves");
});

test("one cart holds at most 10 tickets per performance and 20 in all: beyond, -215 and nothing more is held", async () => {
  const [first, second, third] = [await stage(app.db), await stage(app.db), await stage(app.db)];
  await app.db.update(seatGroups).set({ capacity: 100, sold: 0 }).where(inArray(seatGroups.id, [first.parkett, second.parkett, third.parkett]));
  const buyer = await visitor();
  const add = (who: Visitor, staged: Staged, quantity: number, { seatGroup = staged.parkett, lang = "de" } = {}) =>
    who.post(`/${lang}/api/shop-cart/`, { event_jet_id: staged.idJet, seat_group: seatGroup, sale_type_ids: [FULL], quantities: [quantity] });
  const refused = (answer: Awaited<ReturnType<typeof add>>) => {
    assert.equal(answer.status, 409, JSON.stringify(answer.body));
    assert.equal(answer.body.response_code, -215);
    assert.equal(cookieLine(answer.setCookies, "cartAmount"), undefined, "no cart cookie on failure");
    return answer.body.error;
  };

  assert.equal((await add(buyer, first, 6)).status, 201);
  assert.equal(
    refused(await add(buyer, first, 5, { lang: "en" })),
    "Too many tickets for one cart: the number of tickets per performance and in all is limited. Our box office takes larger orders.",
  );
  assert.equal((await add(buyer, first, 4)).body.tickets_quantity, 10, "up to the cap is fine");
  assert.equal(
    refused(await add(buyer, first, 1, { seatGroup: first.rang })),
    "Zu viele Karten für einen Warenkorb: Pro Vorstellung und insgesamt ist die Zahl der Karten begrenzt. Größere Bestellungen nimmt unsere Theaterkasse entgegen.",
    "another seat group of the same performance counts too",
  );
  assert.equal((await add(await visitor(), first, 10)).status, 201, "another cart has caps of its own");

  assert.equal((await add(buyer, second, 10)).body.tickets_quantity, 20);
  refused(await add(buyer, third, 1));
  assert.equal(await liveHeld(app.db, third.parkett), 0, "nothing of the refused call is held");
  assert.equal(await liveHeld(app.db, first.parkett), 20);

  // Giving a line back makes room again; so do holds that ran out.
  const cartKey = buyer.cookies.get("kulisse_cart")!;
  const [fourTickets] = await app.db.select().from(ticketHolds).where(and(eq(ticketHolds.cartKey, cartKey), eq(ticketHolds.quantity, 4)));
  assert.equal((await buyer.post("/de/api/shop-cart/remove/", { hold_id: fourTickets.id })).body.tickets_quantity, 16);
  assert.equal((await add(buyer, third, 4)).body.tickets_quantity, 20);
  await letHoldTimePass(app.db, 15 * 60, eq(ticketHolds.cartKey, cartKey));
  assert.equal((await add(buyer, first, 10)).body.tickets_quantity, 10);
  assert.ok(app.logs.some((line) => line.event === "shop_cart_failed" && line.code === -215), "the refusal is logged");
});

test("holds run out by PostgreSQL's clock: the app's clock 16 minutes on frees nothing", async () => {
  const staged = await stage(app.db);
  const rang = (who: Visitor, quantity: number) => who.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.rang, sale_type_ids: [FULL], quantities: [quantity] });
  const buyer = await visitor();
  assert.equal((await rang(buyer, 5)).status, 201);
  app.setNow(new Date(NOW.getTime() + 16 * 60_000));
  try {
    assert.equal((await rang(await visitor(), 1)).body.response_code, -214, "the seats are still held");
    const cart = (await (await fetch(`${app.url}/de/api/shop-cart/`, { headers: buyer.headers() })).json()) as CartContents;
    assert.equal(cart.tickets_quantity, 5, "and still in the cart");
    assert.ok(cart.tickets[0].seconds_left > 14 * 60, `seconds left by the database's clock: ${cart.tickets[0].seconds_left}`);
  } finally {
    app.setNow(NOW);
  }
  await letHoldTimePass(app.db, 15 * 60, eq(ticketHolds.seatGroupId, staged.rang));
  assert.equal((await rang(await visitor(), 5)).status, 201, "once PostgreSQL's clock passes expires_at the seats are free");
});

test("re-adding tickets holds only seats that are free now: the cart's own holds count, and a hold that ran out is gone", async () => {
  const staged = await stage(app.db);
  const rang = (who: Visitor, quantity: number) => who.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.rang, sale_type_ids: [FULL], quantities: [quantity] });
  const buyer = await visitor();
  assert.equal((await rang(buyer, 3)).status, 201);
  assert.equal((await rang(buyer, 3)).body.response_code, -214, "2 of 5 are free, whoever holds the other 3");
  await letHoldTimePass(app.db, 15 * 60, eq(ticketHolds.seatGroupId, staged.rang));
  assert.equal((await rang(await visitor(), 4)).status, 201, "another visitor takes the seats that ran out");
  assert.equal((await rang(buyer, 3)).body.response_code, -214, "the same tickets again: they are no longer free");
  assert.equal((await rang(buyer, 1)).body.tickets_quantity, 1, "what is free now can be held");
  assert.equal(await liveHeld(app.db, staged.rang), 5);
});

test("a time slot's sales are read under the seat group's lock: a sale committed while an add waits is seen", async () => {
  const staged = await stage(app.db);
  const buyer = await visitor();
  const boxOffice = await app.database.pool.connect();
  try {
    // The box office sells the 14:00 slot out under the seat group's lock…
    await boxOffice.query("begin");
    await boxOffice.query("select id from seat_groups where id = $1 for update", [staged.tour]);
    await boxOffice.query("update time_slots set sold = 6 where seat_group_id = $1 and block_id = $2", [staged.tour, staged.blocks[1]]);
    // …while a visitor's add for that slot waits for the lock.
    const adding = buyer.post("/de/api/shop-cart/", { event_jet_id: staged.idJet, seat_group: staged.tour, block_id: staged.blocks[1], sale_type_ids: [FULL], quantities: [1] });
    await waitForLockWaiter(app.db);
    await boxOffice.query("commit");
    const answer = await adding;
    assert.equal(answer.body.response_code, -214, JSON.stringify(answer.body));
  } finally {
    await boxOffice.query("rollback").catch(() => {});
    boxOffice.release();
  }
  assert.equal(await liveHeld(app.db, staged.tour), 0, "the sold-out slot holds nothing");
});

/** Resolves once a session of this database waits for a lock (fails after 10 s without one). */
async function waitForLockWaiter(db: TestApp["db"]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("no session waits for a lock");
}

// Its own app: a parent cookie domain, an https address and a low call limit.
let strict: TestApp;
let strictStaged: Staged;
before(async () => {
  strict = await startTestApp({ config: { cartCookieDomain: ".staatstheater.example", publicUrl: "https://www.staatstheater.example", shopCartLimit: 2 } });
  strictStaged = await stage(strict.db);
});
after(() => strict?.close());

test("with CART_COOKIE_DOMAIN the cart cookies go to the parent domain; the call limit answers -429", async () => {
  const buyer = await new Visitor(() => strict.url).start();
  const body = { event_jet_id: strictStaged.idJet, seat_group: strictStaged.parkett, sale_type_ids: [FULL], quantities: [1] };
  // Over https a write names the page it comes from, as a browser does.
  const fromSite = () => ({ ...buyer.headers(), Origin: "https://www.staatstheater.example" });
  const first = await buyer.post("/de/api/shop-cart/", body, fromSite());
  assert.equal(first.status, 201);
  assert.equal(first.body.cart_url, "https://www.staatstheater.example/webshop/cart");
  assert.match(cookieLine(first.setCookies, "cartAmount") ?? "", /^cartAmount=1; Max-Age=900; Domain=\.staatstheater\.example; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/);
  assert.match(cookieLine(first.setCookies, "cartUrl") ?? "", /Domain=\.staatstheater\.example;/);
  assert.doesNotMatch(cookieLine(first.setCookies, "kulisse_cart") ?? "", /Domain=/, "the cart key stays with this host");
  assert.match(cookieLine(first.setCookies, "kulisse_cart") ?? "", /; Secure;/);

  assert.equal((await buyer.post("/de/api/shop-cart/", body, fromSite())).status, 201);
  const limited = await buyer.post("/de/api/shop-cart/", body, fromSite());
  assert.equal(limited.status, 429);
  assert.equal(limited.body.response_code, -429);
  assert.ok(Number(limited.headers.get("retry-after")) > 0);
  assert.equal(await liveHeld(strict.db, strictStaged.parkett), 2);
});
