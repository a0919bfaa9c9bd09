// The site with an external shop (WEBSHOP_URL): its ticketing provider talks to the shop's API. A
// stand-in server in the shop's place shows the failure side: reads are retried on a lost connection
// or a 503, writes never; a dead shop opens the circuit, after which calls fail without reaching it,
// the header says "Webshop offline" and the shop-cart API answers 503 with -300; after the open period
// (the app's clock, moved) one trial call brings the site back without a restart. With canned answers
// it shows the mapping: the add sends the shop's ids and no clock, the cart lists the shop's tickets
// under the site's event ids, and the event page's free seats are the shop's, kept a few seconds.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, test } from "node:test";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import type { SiteSettings } from "../../shared/api/types.ts";
import type { DashboardSite } from "../../shared/api/dashboard-types.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { startStandInShop, type ShopRequest, type StandInShop } from "../helpers/stand-in-shop.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

const TOKEN = "site-to-shop-token";
let shop: StandInShop;
let site: TestApp;
let clock = Date.now() + 60_000;
/** An upcoming performance of the site's with its seat groups (the site imported them from the shop). */
let performance: { id: number; idJet: number; groups: number[] };

/** The stand-in's answers while it behaves, as the contract's table has them. */
let availability: { seat_groups: { id: number; free: number }[]; blocks: { id: number; seat_group_id: number; free: number }[] } = { seat_groups: [], blocks: [] };
function cannedAnswer(request: ShopRequest) {
  const path = request.path;
  if (path === "/shop-api/v1/health") return { status: 200, body: { status: "ok" } };
  if (path.startsWith("/shop-api/v1/availability")) return { status: 200, body: availability };
  if (request.method === "POST" && path.endsWith("/tickets")) return { status: 201, body: { tickets_quantity: 3, hold_ids: [501, 502], cart_url: "/webshop/cart" } };
  if (request.method === "POST" && path.endsWith("/release")) return { status: 200, body: { released: 2 } };
  if (request.method === "DELETE") return { status: 409, body: { error: "no_current_reservation", response_code: -204, message: "Keine aktuelle Reservierung." } };
  if (request.method === "GET" && path.startsWith("/shop-api/v1/carts/"))
    return {
      status: 200,
      body: {
        tickets_quantity: 2,
        total_cents: 6000,
        cart_url: "/webshop/cart",
        tickets: [{ hold_id: 501, event_id: performance.idJet, title: "Die Physiker", date_start: "2027-01-10T19:30:00+01:00", venue: "Großes Haus", seat_group: "Parkett", price_text: "Vollpreis", time_start: null, quantity: 2, unit_cents: 3000, expires_at: "2027-01-01T12:15:00+01:00", seconds_left: 840 }],
      },
    };
  return undefined;
}

const cartKey = randomBytes(32).toString("base64url");
const CART_COOKIE = `kulisse_cart=${cartKey}`;

async function visitor(): Promise<Record<string, string>> {
  const response = await fetch(`${site.url}/api/csrf/`);
  const token = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("csrftoken="))!;
  return { "Content-Type": "application/json", Cookie: `${token}; ${CART_COOKIE}`, "X-CSRFToken": token.slice("csrftoken=".length) };
}

async function addToCart(lang = "de") {
  const response = await fetch(`${site.url}/${lang}/api/shop-cart/`, {
    method: "POST",
    headers: await visitor(),
    body: JSON.stringify({ event_jet_id: performance.idJet, seat_group: performance.groups[0], sale_type_ids: [1], quantities: [2] }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function cartContents(lang = "de") {
  const response = await fetch(`${site.url}/${lang}/api/shop-cart/`, { headers: { Cookie: CART_COOKIE } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, retryAfter: response.headers.get("retry-after") };
}

async function shopShownOnline(): Promise<boolean> {
  const response = await fetch(`${site.url}/pageeditor-api/settings`);
  return ((await response.json()) as SiteSettings).is_shop_online;
}

/** The header's cart and account links are "Webshop offline" buttons on the site's home page. */
async function headerSaysOffline(): Promise<boolean> {
  const html = await (await fetch(`${site.url}/de`)).text();
  return html.includes("header-button--offline");
}

/** What the editors' hub says of the shop system. */
async function hubShop(): Promise<DashboardSite["shop_system"]> {
  const response = await fetch(`${site.url}/de/pageeditor-api/dashboard/site/`, { headers: { Cookie: await sessionCookie(site.db, "editor") } });
  assert.equal(response.status, 200);
  return ((await response.json()) as DashboardSite).shop_system;
}

const moveClock = (ms: number) => site.setNow(new Date((clock += ms)));

before(async () => {
  shop = await startStandInShop(cannedAnswer);
  // The HTML cache on: a flip of the shop's state must reach pages kept before it.
  site = await startTestApp({ config: { webshopUrl: shop.url, webshopApiToken: TOKEN, webshopTimeoutMs: 400, htmlCacheMb: 8 } });
  moveClock(0);
  const rows = await site.db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
      and exists (select 1 from seat_groups g where g.event_id = e.id and g.status = '1')
      and not exists (select 1 from seat_groups g join time_slots t on t.seat_group_id = g.id where g.event_id = e.id)
    order by e.date_start, e.id limit 1`);
  const event = rows.rows[0];
  assert.ok(event, "the demo season has an upcoming performance with seat groups");
  const groups = await site.db.select({ id: seatGroups.id }).from(seatGroups).where(eq(seatGroups.eventId, event.id)).orderBy(asc(seatGroups.position), asc(seatGroups.id));
  performance = { id: event.id, idJet: event.id_jet, groups: groups.map((group) => group.id) };
});

after(async () => {
  await site?.close();
  await shop?.close();
});

test("reads are retried on a 503 or a dropped connection, at most twice; writes are never repeated", async () => {
  for (const behaviour of ["503", "reset"] as const) {
    shop.behaviour = behaviour;
    shop.requests.length = 0;
    const read = await cartContents();
    assert.equal(read.status, 503, behaviour);
    assert.equal(read.body.response_code, -300);
    assert.equal(read.body.error, "Der Webshop ist gerade nicht erreichbar.");
    assert.equal(shop.count("GET", "/shop-api/v1/carts/"), 3, `${behaviour}: the read and two retries`);
    const write = await addToCart("en");
    assert.equal(write.status, 503, behaviour);
    assert.deepEqual(write.body, { error: "The webshop is offline at the moment.", response_code: -300 });
    assert.equal(shop.count("POST", "/shop-api/v1/carts/"), 1, `${behaviour}: an add is sent once`);
  }
  // Four failures in a row are not yet a dead shop; an answer starts the count again.
  assert.equal(await shopShownOnline(), true);
  shop.behaviour = "answer";
  assert.equal((await cartContents()).status, 200);
});

test("a stopped shop (no one listening): two reads that found no answer in all their attempts open the circuit", async () => {
  shop.behaviour = "reset";
  assert.equal((await cartContents()).status, 503);
  assert.equal(await shopShownOnline(), true, "one such read is not yet a stopped shop");
  assert.equal((await cartContents()).status, 503);
  assert.equal(await shopShownOnline(), false);
  shop.behaviour = "answer";
  moveClock(10_000);
  assert.equal((await cartContents()).status, 200);
  assert.equal(await shopShownOnline(), true);
});

test("a shop that does not answer: the circuit opens, calls fail without reaching it, the header says offline; after the open period the site recovers by itself", async () => {
  assert.equal(await headerSaysOffline(), false, "the home page, kept by the HTML cache while the shop is up");
  shop.behaviour = "hang";
  shop.requests.length = 0;
  // Each call waits at most its time budget (WEBSHOP_TIMEOUT_MS), then answers -300; two timeouts open the circuit.
  assert.equal((await addToCart()).body.response_code, -300);
  const read = await cartContents();
  assert.equal(read.status, 503);
  assert.equal(read.body.response_code, -300);
  assert.equal(shop.requests.length, 2, "a timed-out read is not retried past its budget");
  assert.equal(await shopShownOnline(), false);
  assert.equal(await headerSaysOffline(), true, "the kept page was forgotten when the shop went offline");
  const down = await hubShop();
  assert.equal(down.kind, "external");
  assert.ok(down.kind === "external" && down.url === shop.url && !down.reachable);
  assert.equal(down.kind === "external" && down.unreachable_since, new Date(clock).toISOString(), "since the circuit opened, by the app's clock");

  // Open: nothing reaches the shop.
  assert.equal((await addToCart()).body.response_code, -300);
  const failedFast = await cartContents();
  assert.equal(failedFast.status, 503);
  assert.equal(failedFast.retryAfter, "10");
  const page = await fetch(`${site.url}/de/api/events/${performance.id}/`);
  assert.equal(page.status, 200, "the event page is shown; its widget meets -300 when a visitor books");
  const event = (await page.json()) as EventDetail;
  assert.ok(event.seat_groups.length > 0);
  const shopPage = await fetch(`${site.url}/webshop/cart`, { redirect: "manual" });
  assert.equal(shopPage.status, 503, "the shop's pages are the site's offline page at once");
  assert.ok(shopPage.headers.get("retry-after"));
  assert.equal(shop.requests.length, 2, "while the circuit is open no call reaches the shop, nor a page request");

  // The shop answers again; until the open period is over the site does not ask it.
  shop.behaviour = "answer";
  moveClock(9_000);
  assert.equal((await cartContents()).status, 503);
  assert.equal(shop.requests.length, 2);
  moveClock(1_000);
  // Half-open: the next call is the trial; its answer closes the circuit.
  const trial = await cartContents();
  assert.equal(trial.status, 200);
  assert.equal(shop.requests.length, 3);
  assert.equal(await shopShownOnline(), true);
  assert.equal(await headerSaysOffline(), false, "the header is back without a restart");
  assert.deepEqual(await hubShop(), { kind: "external", url: shop.url, reachable: true, unreachable_since: null });
});

test("with the shop answering: an add sends the shop's ids with the site's bearer and no clock; the cart is the shop's; free seats are the shop's, kept a few seconds", async () => {
  shop.behaviour = "answer";
  shop.requests.length = 0;
  const added = await addToCart();
  assert.equal(added.status, 201, JSON.stringify(added.body));
  assert.deepEqual(added.body, { tickets_quantity: 3, cart_url: "/webshop/cart" });
  const [sent] = shop.requests;
  assert.equal(sent.method, "POST");
  assert.equal(sent.path, `/shop-api/v1/carts/${cartKey}/tickets`);
  assert.equal(sent.authorization, `Bearer ${TOKEN}`);
  assert.deepEqual(sent.body, { event_id: performance.idJet, seat_group_id: performance.groups[0], lines: [{ sale_type_id: 1, quantity: 2 }] });

  const cart = await cartContents("en");
  assert.equal(cart.status, 200);
  assert.equal(shop.requests.at(-1)?.path, `/shop-api/v1/carts/${cartKey}?lang=en`);
  assert.equal(cart.body.tickets_quantity, 2);
  assert.equal(cart.body.total_cents, 6000);
  const [ticket] = cart.body.tickets as Record<string, unknown>[];
  assert.equal(ticket.hold_id, 501);
  assert.equal(ticket.event_id, performance.id, "the shop's id_jet is the site's event");
  assert.equal(ticket.seconds_left, 840);

  // Removing a line the shop no longer holds: the shop's refusal is the site's.
  const removed = await fetch(`${site.url}/de/api/shop-cart/remove/`, { method: "POST", headers: await visitor(), body: JSON.stringify({ hold_id: 999 }) });
  assert.equal(removed.status, 409);
  assert.equal(((await removed.json()) as Record<string, unknown>).response_code, -204);

  // Free seats: the first seat group sold out at the shop, the others free.
  const [first, ...others] = performance.groups;
  availability = { seat_groups: [{ id: first, free: 0 }, ...others.map((id) => ({ id, free: 5 }))], blocks: [] };
  const show = async () => ((await (await fetch(`${site.url}/de/api/events/${performance.id}/`)).json()) as EventDetail).seat_groups;
  const asked = () => shop.count("GET", "/shop-api/v1/availability");
  // An add forgets the kept counts of its seat group: the next page asks the shop.
  const before = asked();
  let groups = await show();
  assert.equal(asked(), before + 1);
  assert.equal(groups.find((group) => group.id === first)?.status, "0", "sold out at the shop");
  for (const id of others) assert.equal(groups.find((group) => group.id === id)?.status, "1");
  // Within a few seconds the page does not ask again; after them it does.
  availability = { seat_groups: performance.groups.map((id) => ({ id, free: 5 })), blocks: [] };
  groups = await show();
  assert.equal(asked(), before + 1);
  assert.equal(groups.find((group) => group.id === first)?.status, "0");
  moveClock(5_000);
  groups = await show();
  assert.equal(asked(), before + 2);
  assert.equal(groups.find((group) => group.id === first)?.status, "1", "free again at the shop");
  assert.ok(shop.requests.find((request) => request.path.startsWith("/shop-api/v1/availability"))?.path.endsWith(`seat_groups=${performance.groups.join(",")}`));
});

test("a real built-in shop behind the API: the widget's add fills the shop's cart, the site lists it, and the event page's free seats are the shop's", async () => {
  // A second Kulisse as the shop, with its own database of the same season (the site imported its ids).
  const realShop = await startTestApp({ config: { shopApiToken: TOKEN } });
  const realSite = await startTestApp({ config: { webshopUrl: realShop.url, webshopApiToken: TOKEN } });
  try {
    const [group] = performance.groups;
    const [price] = await realSite.db.select({ saleTypeId: prices.saleTypeId }).from(prices).where(and(eq(prices.seatGroupId, group), gt(prices.amountCents, 0))).orderBy(asc(prices.position)).limit(1);
    assert.ok(price, "the seat group has a price above 0.00");
    const csrf = await fetch(`${realSite.url}/api/csrf/`);
    const token = csrf.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("csrftoken="))!;
    const added = await fetch(`${realSite.url}/de/api/shop-cart/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: token, "X-CSRFToken": token.slice("csrftoken=".length) },
      body: JSON.stringify({ event_jet_id: performance.idJet, seat_group: group, sale_type_ids: [price.saleTypeId], quantities: [2] }),
    });
    const addedBody = (await added.json()) as Record<string, unknown>;
    assert.equal(added.status, 201, JSON.stringify(addedBody));
    assert.deepEqual(addedBody, { tickets_quantity: 2, cart_url: "/webshop/cart" });
    const cartCookie = added.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("kulisse_cart="))!;
    const key = cartCookie.slice("kulisse_cart=".length);

    // The holds are the shop's, not the site's.
    const heldAtShop = await realShop.db.select({ quantity: ticketHolds.quantity, seatGroupId: ticketHolds.seatGroupId }).from(ticketHolds).where(eq(ticketHolds.cartKey, key));
    assert.deepEqual(heldAtShop, [{ quantity: 2, seatGroupId: group }]);
    assert.equal((await realSite.db.select().from(ticketHolds).where(eq(ticketHolds.cartKey, key))).length, 0);

    const cart = await fetch(`${realSite.url}/en/api/shop-cart/`, { headers: { Cookie: cartCookie } });
    assert.equal(cart.status, 200);
    const contents = (await cart.json()) as { tickets_quantity: number; cart_url: string; tickets: { event_id: number; quantity: number; seconds_left: number }[] };
    assert.equal(contents.tickets_quantity, 2);
    assert.equal(contents.cart_url, "/webshop/cart?lang=en");
    assert.deepEqual(
      contents.tickets.map((ticket) => [ticket.event_id, ticket.quantity]),
      [[performance.id, 2]],
    );
    assert.ok(contents.tickets[0].seconds_left > 0);

    // Sold out at the shop (the box office sold the rest), free in the site's own rows: the site shows the shop's.
    await realShop.db.update(seatGroups).set({ sold: sql`${seatGroups.capacity}` }).where(eq(seatGroups.id, group));
    const event = (await (await fetch(`${realSite.url}/de/api/events/${performance.id}/`)).json()) as EventDetail;
    assert.equal(event.seat_groups.find((shown) => shown.id === group)?.status, "0", "sold out at the shop");
  } finally {
    await realSite.close();
    await realShop.close();
  }
});
