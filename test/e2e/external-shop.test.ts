// Issue 27 end to end: two real Kulisse processes (test/helpers/two-kulisse.ts), one the site with
// WEBSHOP_URL, the other its external shop, and Chromium talking to the site's origin only. A visitor
// books on the site's event page and the tickets are held in the SHOP's database; /webshop/cart on the
// site's origin is the shop process's cart page (its own site name in the title) with our elements
// working inside it; the checkout through the proxy places the order in the shop's database. Then the
// shop stops: the header says "Webshop offline", the widget gives its way to the webshop instead of
// tickets, /webshop/cart is the site's own 503 page with Retry-After; the shop starts again and the
// same site process recovers.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { orders, ticketHolds } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { eventWithDiscount, type BookableEvent } from "../helpers/bookable-event.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { bookTwoByKeyboard, fillCheckoutByKeyboard, placeOrderByKeyboard } from "../helpers/keyboard-checkout.ts";
import { startTwoKulisse, type TwoKulisse } from "../helpers/two-kulisse.ts";

const chromium = sharedBrowser();
/** The shop process's own name: what tells its pages from the site's. */
const SHOP_NAME = "Ticketshop Kulisse";
const CART_COOKIE = "kulisse_cart";
/** The most a state change may take to show (a bound for a failing run, not a measured time). */
const STATE_CHANGE_BOUND_MS = 45_000;
const WIDGET = "#tickets kulisse-booking-widget";

let two: TwoKulisse;
let bookable: BookableEvent;

before(async () => {
  two = await startTwoKulisse({ shopEnv: { SITE_NAME: SHOP_NAME } });
  const getJson = async <T,>(path: string) => ({ body: (await (await fetch(two.site.url + path)).json()) as T });
  bookable = await eventWithDiscount(getJson);
});

after(() => two?.stop());

/** Every address the page asked for, to check that the browser only ever talked to the site. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

const otherOrigins = (urls: string[]) => urls.filter((url) => /^https?:/.test(url) && new URL(url).origin !== new URL(two.site.url).origin);

async function cartKeyOf(page: Page): Promise<string> {
  const cookie = (await page.cookies(two.site.url)).find((entry) => entry.name === CART_COOKIE);
  assert.ok(cookie, "the site set the visitor's cart cookie");
  return cookie.value;
}

async function heldTickets(db: TwoKulisse["shop"]["db"], cartKey: string): Promise<number> {
  const rows = await db.db.select({ quantity: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)::int` }).from(ticketHolds).where(eq(ticketHolds.cartKey, cartKey));
  return rows[0].quantity;
}

/** Reloads `path` until `check` holds on the page (the site hears of the shop's state by its calls and probe). */
async function reloadUntil(page: Page, path: string, what: string, check: () => boolean): Promise<void> {
  const until = Date.now() + STATE_CHANGE_BOUND_MS;
  for (;;) {
    await page.goto(two.site.url + path, { waitUntil: "load" });
    await waitForHydration(page);
    if (await page.evaluate(check)) return;
    assert.ok(Date.now() < until, `${what} within ${STATE_CHANGE_BOUND_MS} ms`);
    await page.waitForNetworkIdle({ idleTime: 250 });
  }
}

const headerOffline = () =>
  [...document.querySelectorAll(".site-header .header-button--offline")].some(
    (button) => button.textContent?.includes("Warenkorb") && document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent === "Webshop offline",
  );
const headerOnline = () => !!document.querySelector(".site-header a.cart-link");

test("a visitor books on the site's event page: the tickets are in the shop's cart, /webshop/cart is the shop's page with our elements, and the order lands in the shop's database", async () => {
  const context = await chromium.browser.createBrowserContext();
  try {
    const { page, problems } = await openPage(context, two.site.url, bookable.event.url, { width: 1280, bypassCsp: true });
    const requests = requestsOf(page);
    // The widget on the site's page, then its "Zum Warenkorb" and "Zur Kasse": two tickets held.
    await bookTwoByKeyboard(page, bookable);
    const cartKey = await cartKeyOf(page);
    assert.equal(await heldTickets(two.shop.db, cartKey), 2, "the shop holds the two tickets for the visitor's cart");
    assert.equal(await heldTickets(two.site.db, cartKey), 0, "the site holds nothing itself");

    // The cart page on the site's origin is the shop process's (its name in the title).
    const cart = await page.goto(`${two.site.url}/webshop/cart`, { waitUntil: "networkidle0" });
    assert.equal(cart?.status(), 200);
    assert.equal(new URL(page.url()).origin, new URL(two.site.url).origin);
    await waitForHydration(page);
    assert.match(await page.title(), new RegExp(`${SHOP_NAME}$`), "the shop's page");
    assert.match(await page.$eval("main", (main) => main.textContent ?? ""), /Gesamt \(2 Karten\)/, "the shop lists the two tickets");
    // Our elements inside the shop's page: the counter counts the site's cookie, the hours render.
    await page.waitForFunction(() => document.querySelector("kulisse-cart-counter")?.shadowRoot?.querySelector("[part~='badge']")?.textContent === "2");
    assert.equal(await page.$eval("kulisse-cart-counter >>> a", (link) => link.getAttribute("aria-label")), "Warenkorb, 2 Tickets");
    await page.waitForFunction(() => document.querySelector("kulisse-opening-hours")?.hasAttribute("status"));
    assert.match(await page.$eval("kulisse-opening-hours >>> [part~='label']", (line) => line.textContent ?? ""), /^Theaterkasse heute: (Geöffnet (ab|bis) \d\d:\d\d|Geschlossen)$/);
    assert.ok(requests.some((url) => url.endsWith("/elements/kulisse-elements.js")), "the elements' bundle was loaded");
    assert.ok(requests.some((url) => url.includes("/de/api/opening-hours-today/")), "the hours were asked for");
    assert.deepEqual(await axeViolations(page), []);

    // The checkout through the proxy: the order is the shop's, not the site's.
    await page.goto(`${two.site.url}/webshop/checkout`, { waitUntil: "load" });
    await waitForHydration(page);
    await fillCheckoutByKeyboard(page, { firstName: "Fanny", lastName: "Hensel", email: "fanny@example.org", delivery: /^E-Ticket/, payment: /^Bezahlung an der Theaterkasse/ });
    await placeOrderByKeyboard(page);
    const code = new URL(page.url()).pathname.split("/")[3];
    const [order] = await two.shop.db.db.select({ code: orders.code, email: orders.email }).from(orders).where(eq(orders.code, code));
    assert.deepEqual(order, { code, email: "fanny@example.org" }, "the shop's database has the order");
    assert.equal((await two.site.db.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code))).length, 0, "the site's has not");
    assert.deepEqual(otherOrigins(requests), [], "the browser talked to the site's origin only");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("the shop stops: 'Webshop offline' in the header, the widget's way to the webshop, the site's 503 page for /webshop/cart; it starts again and the same site recovers", async () => {
  const context = await chromium.browser.createBrowserContext();
  const sitePid = two.site.server.child.pid;
  try {
    const { page } = await openPage(context, two.site.url, bookable.event.url, { width: 1280 });
    const requests = requestsOf(page);
    assert.ok(await page.evaluate(headerOnline), "online at first");

    await two.stopShop();
    await reloadUntil(page, bookable.event.url, "the header says 'Webshop offline'", headerOffline);
    // The widget sells nothing now: it shows its way to the webshop (spec §8), or the page its ticket link.
    const fallback = await widgetFallback(page);
    assert.match(fallback, /Webshop/, `the visitor is shown the way to the webshop (${fallback})`);

    const offline = await page.goto(`${two.site.url}/webshop/cart`, { waitUntil: "load" });
    assert.equal(offline?.status(), 503);
    assert.match(offline?.headers()["retry-after"] ?? "", /^\d+$/, "Retry-After");
    assert.match(await page.$eval("body", (body) => body.textContent ?? ""), /Der Webshop ist gerade nicht erreichbar/);
    assert.doesNotMatch(await page.title(), new RegExp(SHOP_NAME), "the site's own page");

    await two.startShop();
    await reloadUntil(page, bookable.event.url, "the header's cart link is back", headerOnline);
    const cart = await page.goto(`${two.site.url}/webshop/cart`, { waitUntil: "load" });
    assert.equal(cart?.status(), 200);
    assert.match(await page.title(), new RegExp(`${SHOP_NAME}$`), "the shop's page again");
    assert.equal(two.site.server.child.pid, sitePid, "the same site process");
    assert.equal(two.site.server.child.exitCode, null, "the site never stopped");
    assert.deepEqual(otherOrigins(requests), [], "the browser talked to the site's origin only");
  } finally {
    await context.close();
  }
});

/**
 * What the event page offers instead of tickets while the shop is down: the widget's text after it
 * tried (its failure with the link to the webshop, or its webshop button), or the page's ticket link
 * when it shows no widget.
 */
async function widgetFallback(page: Page): Promise<string> {
  if (!(await page.$(WIDGET))) return page.$eval(".screen-event__booking, #tickets", (section) => section.textContent ?? "");
  await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector("[part~='toggle']"), {}, WIDGET);
  await page.$eval(WIDGET, (widget) => (widget.shadowRoot!.querySelector("[part~='toggle']") as HTMLElement).click());
  // Either it has no categories to offer (its notice and webshop button), or a try to add one fails.
  const more = `Ein Ticket mehr Vollpreis, ${bookable.group.seat_group}`;
  await page.waitForFunction(
    (host, label) => {
      const root = document.querySelector(host)?.shadowRoot;
      return !!root?.querySelector(`[aria-label="${label}"]`) || !!root?.querySelector(".notice + .summary__actions a");
    },
    {},
    WIDGET,
    more,
  );
  const canTry = await page.$eval(WIDGET, (widget, label) => !!widget.shadowRoot!.querySelector(`[aria-label="${label}"]`), more);
  if (canTry) {
    await page.$eval(WIDGET, (widget, label) => (widget.shadowRoot!.querySelector(`[aria-label="${label}"]`) as HTMLElement).click(), more);
    await page.$eval(WIDGET, (widget) => [...widget.shadowRoot!.querySelectorAll("button")].find((button) => button.textContent?.includes("In den Warenkorb"))?.click());
    await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector(".summary--failure"), {}, WIDGET);
    const failure = await page.$eval(WIDGET, (widget) => widget.shadowRoot!.querySelector(".summary--failure")!.textContent ?? "");
    assert.match(failure, /Fehler -300/, "the shop is offline (-300)");
  }
  return page.$eval(WIDGET, (widget) => (widget.shadowRoot!.querySelector(".summary--failure, .notice + .summary__actions")?.textContent ?? "").replace(/\s+/g, " ").trim());
}
