// The built-in webshop's pages (React routes in the webshop layout): the cart (held tickets, remaining
// time, remove by form post), the booking page of a performance, the old shop addresses, and the
// webshop's 404. React writes some attribute names in camel case (hrefLang, dateTime): HTML does
// not mind, and the checks below ignore case there.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, asc, eq, gt, notExists } from "drizzle-orm";
import { events, prices, productions, seatGroups, siteSettings, ticketHolds, timeSlots } from "../../server/db/schema.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { letHoldTimePass } from "../helpers/hold-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
/** A token the app signed, fetched before the tests. */
let CSRF = "";

interface Bookable {
  eventId: number;
  idJet: number;
  productionId: number;
  seatGroupId: number;
  title: string;
}

let bookable: Bookable;

/** A future scheduled performance with a seat group without time slots that sells full price (sale type 1). */
async function findBookable(): Promise<Bookable> {
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const rows = await app.db
    .select({ eventId: events.id, idJet: events.idJet, productionId: events.productionId, seatGroupId: seatGroups.id, title: productions.title, eventTitle: events.title })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(seatGroups, eq(seatGroups.eventId, events.id))
    .innerJoin(prices, and(eq(prices.seatGroupId, seatGroups.id), eq(prices.saleTypeId, 1), gt(prices.amountCents, 0)))
    .where(
      and(
        eq(events.status, "scheduled"),
        eq(events.isOnline, true),
        eq(productions.isOnline, true),
        gt(events.dateStart, tomorrow),
        eq(seatGroups.status, "1"),
        gt(seatGroups.capacity, 50),
        notExists(app.db.select({ id: timeSlots.id }).from(timeSlots).where(eq(timeSlots.seatGroupId, seatGroups.id))),
      ),
    )
    .orderBy(asc(events.dateStart))
    .limit(1);
  const row = rows[0];
  assert.ok(row?.idJet, "the seed has a bookable performance");
  return { eventId: row.eventId, idJet: row.idJet!, productionId: row.productionId, seatGroupId: row.seatGroupId, title: row.eventTitle?.de || row.title.de };
}

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  bookable = await findBookable();
});

/** Puts tickets into a cart through the booking widget's API call; returns the cookies to send on. */
async function addTickets(quantity: number, cartCookie?: string): Promise<string> {
  const response = await fetch(`${app.url}/de/api/shop-cart/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: [`csrftoken=${CSRF}`, cartCookie].filter(Boolean).join("; "),
      "X-CSRFToken": CSRF,
    },
    body: JSON.stringify({ quantities: [quantity], event_jet_id: bookable.idJet, sale_type_ids: [1], seat_group: bookable.seatGroupId }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const cartKey = response.headers.getSetCookie().find((cookie) => cookie.startsWith("kulisse_cart="));
  return cartKey ? cartKey.split(";")[0]! : cartCookie!;
}

function page(path: string, cookie?: string) {
  return fetch(app.url + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

function postRemove(fields: Record<string, string>, headers: Record<string, string>, query = "") {
  return fetch(`${app.url}/webshop/cart/remove${query}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const holdIdsOf = (html: string) => [...html.matchAll(/name="hold_id" value="(\d+)"/g)].map((match) => match[1]!);

test("without a cart the cart page is a friendly, uncached, unindexed empty state", async () => {
  const response = await page("/webshop/cart");
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("cache-control"), "no-store");
  const html = await response.text();
  assert.match(html, /<html lang="de">/);
  assert.match(html, /<meta name="robots" content="noindex"\/?>/);
  assert.match(html, /<title>Ihr Warenkorb \| Webshop \| Staatstheater Kulisse<\/title>/);
  assert.match(html, /<a class="skip-link" href="#main">/);
  assert.match(html, /<header class="site-header webshop-header">/);
  assert.match(html, /<main id="main"/);
  assert.match(html, /<footer class="site-footer/);
  assert.match(html, /<h1[^>]*>Ihr Warenkorb<\/h1>/);
  assert.match(html, /Ihr Warenkorb ist leer/);
  assert.match(html, /href="\/de\/spielplan"/);
  assert.match(html, /<a href="\/de" class="site-header__logo">/);
  // Our elements, as a ticketing shop's page embeds them, with the header's own line and link inside.
  assert.match(html, /<div class="webshop-header__hours"><kulisse-opening-hours lang="de"><p class="opening-hours"[^>]*>.*(Geschlossen|ab \d\d:\d\d)/, "today's box-office hours");
  assert.match(html, /<kulisse-cart-counter lang="de" href="\/webshop\/cart"><a class="header-button cart-link" href="\/webshop\/cart" aria-label="Warenkorb">/, "the cart link, no count");
  assert.match(html, /<link rel="preload" href="\/assets\/entry-client-[^"]+\.js" as="script" crossorigin=""/, "the site's client is loaded with the page");
  assert.match(html, /\(\["\/assets\/entry-client-[^"]+\.js"\]\)<\/script>/, "and started once it has painted");
  assert.match(html, /href="\/webshop\/cart\?lang=en" hreflang="en" lang="en">English</i);
  assert.doesNotMatch(html, /name="hold_id"/);
});

test("tickets put into the cart through the API are listed with quantity, total and remaining time", async () => {
  const cookie = await addTickets(2);
  const response = await page("/webshop/cart", cookie);
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.ok(html.includes(bookable.title.replace(/&/g, "&amp;")), "the performance's title");
  assert.match(html, /<dt>Anzahl<\/dt><dd>2<\/dd>/);
  assert.match(html, /<dt>Platzkategorie<\/dt><dd>[^<]+<\/dd>/);
  assert.match(html, /<dt>Preis<\/dt><dd>Vollpreis · [\d.,]+&nbsp;€|<dt>Preis<\/dt><dd>Vollpreis · [\d.,]+\u00a0€/);
  assert.match(html, /Gesamt <span class="webshop-cart__count">\(2 Karten\)<\/span>/);
  assert.match(html, /Reserviert bis <time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d">\d\d:\d\d Uhr<\/time> – <span data-hold-remaining="">noch 15 Minuten<\/span>/i);
  assert.match(html, /\d{4}, \d\d:\d\d Uhr<\/time>/, "date and time of the performance");
  assert.match(html, /<a class="header-button cart-link" href="\/webshop\/cart" aria-label="Warenkorb, 2 Artikel">/, "the cart link says 2 tickets");
  assert.match(html, /<a class="button" href="\/webshop\/checkout">Zur Kasse<\/a>/, "the way to the checkout");
  assert.doesNotMatch(html, /Online-Bezahlung/, "no more 'payment is not online yet'");
  assert.match(html, /"seconds_left":\d+/, "the countdown's start comes along for the browser");
  assert.equal(holdIdsOf(html).length, 1);

  const english = await (await page("/webshop/cart?lang=en", cookie)).text();
  assert.match(english, /<html lang="en">/);
  assert.match(english, /<h1[^>]*>Your cart<\/h1>/);
  assert.match(english, /<dt>Quantity<\/dt><dd>2<\/dd>/);
  assert.match(english, /15 minutes left/);
  assert.match(english, /<a class="button" href="\/webshop\/checkout\?lang=en">Checkout<\/a>/);
  assert.match(english, /action="\/webshop\/cart\/remove\?lang=en"/);
  assert.match(english, /href="\/webshop\/cart" hreflang="de" lang="de">Deutsch</i);

  // Any other language is German.
  assert.match(await (await page("/webshop/cart?lang=fr", cookie)).text(), /<html lang="de">/);
});

test("removing a line by form post answers 303 to the cart, updates cartAmount and the line is gone", async () => {
  let cookie = await addTickets(1);
  cookie = await addTickets(3, cookie);
  const before = await (await page("/webshop/cart?lang=en", cookie)).text();
  const [first, second] = holdIdsOf(before);
  assert.ok(first && second, "two lines");

  const response = await postRemove({ hold_id: first }, { Origin: app.url, Cookie: cookie }, "?lang=en");
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), "/webshop/cart?lang=en&notice=removed");
  const amount = response.headers.getSetCookie().find((entry) => entry.startsWith("cartAmount="));
  assert.match(amount ?? "", /^cartAmount=3;.*Max-Age=900/i);

  const after = await (await page("/webshop/cart?lang=en&notice=removed", cookie)).text();
  assert.deepEqual(holdIdsOf(after), [second]);
  assert.match(after, /role="status"[^>]*>The tickets have been removed from your cart\./);

  // The last line: cartAmount is deleted.
  const last = await postRemove({ hold_id: second }, { Origin: app.url, Cookie: cookie });
  assert.equal(last.status, 303);
  assert.equal(last.headers.get("location"), "/webshop/cart?notice=removed");
  assert.match(last.headers.getSetCookie().find((entry) => entry.startsWith("cartAmount=")) ?? "", /^cartAmount=;.*Expires=Thu, 01 Jan 1970/i);

  // The same line again (a second tab, the back button): the cart with a notice, not an error page.
  const again = await postRemove({ hold_id: second }, { Origin: app.url, Cookie: cookie });
  assert.equal(again.status, 303);
  assert.equal(again.headers.get("location"), "/webshop/cart?notice=no-reservation");
  const notice = await (await page("/webshop/cart?notice=no-reservation", cookie)).text();
  assert.match(notice, /role="status"[^>]*>Keine aktuelle Reservierung\./);
  assert.match(notice, /Ihr Warenkorb ist leer/);
});

test("a remove from another site is refused with 403; a bad hold_id is a 400 page with the reason", async () => {
  const cookie = await addTickets(1);
  const [holdId] = holdIdsOf(await (await page("/webshop/cart", cookie)).text());
  const foreign = await postRemove({ hold_id: holdId! }, { Origin: "https://evil.example", Cookie: cookie });
  assert.equal(foreign.status, 403);
  assert.match(await foreign.text(), /Anfrage abgelehnt/);
  const missing = await postRemove({ hold_id: holdId! }, { Cookie: cookie });
  assert.equal(missing.status, 403, "no Origin and no Referer");
  assert.deepEqual(holdIdsOf(await (await page("/webshop/cart", cookie)).text()), [holdId], "still held");

  for (const value of ["", "abc", "0", "-3", "1.5", "99999999999", "1e3"]) {
    const response = await postRemove({ hold_id: value }, { Origin: app.url, Cookie: cookie });
    assert.equal(response.status, 400, `hold_id=${value}`);
    assert.equal(response.headers.get("cache-control"), "no-store");
    const html = await response.text();
    assert.match(html, /<header class="site-header webshop-header">/, "in the webshop layout");
    assert.match(html, /Diese Anfrage nennt keine gültige Reservierung\./);
    assert.match(html, /href="\/webshop\/cart"/);
  }
  const none = await postRemove({}, { Origin: app.url, Cookie: cookie }, "?lang=en");
  assert.equal(none.status, 400);
  assert.match(await none.text(), /This request does not name a valid reservation\./);
});

test("after 15 minutes the held tickets are gone and the header's count follows", async () => {
  const cookie = await addTickets(2);
  const cartKey = cookie.slice("kulisse_cart=".length);
  assert.equal(holdIdsOf(await (await page("/webshop/cart", cookie)).text()).length, 1);
  // Holds run out by PostgreSQL's clock: time passes for the cart's holds, not for the app.
  await letHoldTimePass(app.db, 10 * 60, eq(ticketHolds.cartKey, cartKey));
  const later = await (await page("/webshop/cart", cookie)).text();
  assert.match(later, /noch 5 Minuten/);
  await letHoldTimePass(app.db, 5 * 60 + 1, eq(ticketHolds.cartKey, cartKey));
  const response = await page("/webshop/cart", `${cookie}; cartAmount=2`);
  const html = await response.text();
  assert.equal(holdIdsOf(html).length, 0);
  assert.match(html, /Ihr Warenkorb ist leer/);
  assert.match(response.headers.getSetCookie().find((entry) => entry.startsWith("cartAmount=")) ?? "", /^cartAmount=;/, "the stale count is cleared");
});

test("a performance's booking page carries the widget, and unknown ids are a 404 in the webshop layout", async () => {
  const response = await page(`/webshop/event/${bookable.idJet}`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("cache-control"), "no-store");
  const html = await response.text();
  const widget = /<kulisse-booking-widget[^>]*>/.exec(html)?.[0] ?? "";
  assert.match(widget, new RegExp(` event-id="${bookable.eventId}" lang="de" `), "the widget names the performance");
  assert.match(widget, / open=""/, "and comes open");
  assert.match(widget, new RegExp(` webshop-url="/webshop/event/${bookable.idJet}"`));
  assert.match(html, /<noscript>/);
  assert.match(html, new RegExp(`href="/de/spielplan/[^"]+/${bookable.eventId}"`));
  assert.match(html, /<h1[^>]*>[^<]+<\/h1>/);
  assert.match(html, /<meta name="robots" content="noindex"\/?>/);
  const english = await (await page(`/webshop/event/${bookable.idJet}?lang=en`)).text();
  assert.match(english, /<kulisse-booking-widget[^>]* lang="en" [^>]*open=""/);
  assert.match(english, new RegExp(`href="/en/spielplan/[^"]+/${bookable.eventId}"`));

  for (const path of ["/webshop/event/999999999", "/webshop/event/abc", "/webshop/event/0", "/webshop/gibt-es-nicht", "/webshop/cart/extra", "/webshop/cart/remove"]) {
    const missing = await page(path);
    assert.equal(missing.status, 404, path);
    assert.equal(missing.headers.get("cache-control"), "no-store", path);
    const body = await missing.text();
    assert.match(body, /Diese Seite gibt es im Webshop nicht/);
    assert.match(body, /<header class="site-header webshop-header">/);
  }
  assert.match(await (await page("/webshop/nope?lang=en")).text(), /This page does not exist in the webshop/);
});

test("/webshop leads to the cart in the language asked for or of the page it was clicked on", async () => {
  for (const [path, headers, target] of [
    ["/webshop", {}, "/webshop/cart"],
    ["/webshop/", {}, "/webshop/cart"],
    ["/webshop/?lang=en", {}, "/webshop/cart?lang=en"],
    ["/webshop/", { Referer: "REFERER/en/spielplan" }, "/webshop/cart?lang=en"],
    ["/webshop/", { Referer: "https://elsewhere.example/en/" }, "/webshop/cart"],
  ] as const) {
    const response = await fetch(app.url + path, { redirect: "manual", headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace("REFERER", app.url)])) });
    assert.equal(response.status, 302, path);
    assert.equal(response.headers.get("location"), target, `${path} ${JSON.stringify(headers)}`);
  }
});

test("the other shop prefixes and the shop's own lists answer 301", async () => {
  for (const [path, target] of [
    ["/eventim.webshop", "/webshop"],
    ["/eventim.webshop/cart?lang=en", "/webshop/cart?lang=en"],
    ["/test.webshop/event/1001", "/webshop/event/1001"],
    ["/testshop/", "/webshop/"],
    ["/eventim-template/a/b", "/webshop/a/b"],
    ["/testshop//evil.example", "/webshop/evil.example"],
    ["/webshop/events", "/de/spielplan"],
    ["/webshop/events/123/whatever?x=1", "/de/spielplan"],
    ["/webshop/itemgroups/7", "/de/magazine"],
    ["/webshop/series", "/de/abonnements"],
    ["/webshop/series/4?lang=en", "/en/subscriptions"],
  ] as const) {
    const response = await page(path);
    assert.equal(response.status, 301, path);
    assert.equal(response.headers.get("location"), target, path);
  }
  assert.equal((await page("/testshopping")).status, 404, "only whole path segments");
  // The targets exist.
  for (const target of ["/de/spielplan", "/de/magazine", "/de/abonnements", "/en/subscriptions"]) assert.equal((await page(target)).status, 200, target);
});

test("titles are escaped on the cart and booking pages", async () => {
  const evil = `<script>alert("x")</script> & "Co"`;
  await app.db.update(events).set({ title: { de: evil, en: evil } }).where(eq(events.id, bookable.eventId));
  try {
    const cookie = await addTickets(1);
    for (const html of [await (await page("/webshop/cart", cookie)).text(), await (await page(`/webshop/event/${bookable.idJet}`)).text()]) {
      assert.doesNotMatch(html, /<script>alert/);
      assert.ok(html.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;"), "escaped title");
    }
  } finally {
    await app.db.update(events).set({ title: null }).where(eq(events.id, bookable.eventId));
  }
});

test("while the shop is switched off, its pages say so with 503 in the webshop layout", async () => {
  await app.db.update(siteSettings).set({ isShopOnline: false }).where(eq(siteSettings.id, 1));
  clearSiteSettingsCache();
  try {
    for (const path of ["/webshop/cart", `/webshop/event/${bookable.idJet}`, "/webshop/checkout"]) {
      const response = await page(path);
      assert.equal(response.status, 503, path);
      assert.equal(response.headers.get("retry-after"), "300");
      assert.equal(response.headers.get("cache-control"), "no-store");
      const html = await response.text();
      assert.match(html, /<h1[^>]*>Webshop offline<\/h1>/);
      assert.match(html, /<header class="site-header webshop-header">/);
    }
  } finally {
    await app.db.update(siteSettings).set({ isShopOnline: true }).where(eq(siteSettings.id, 1));
    clearSiteSettingsCache();
  }
});
