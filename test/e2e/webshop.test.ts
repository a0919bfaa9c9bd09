// The built-in webshop in Chromium: the cart lists held tickets, a line is removed with the keyboard
// and without JavaScript, the countdown runs, and the cart (empty and filled), a booking page and the
// 404 pass axe without horizontal scrolling on a phone and a desktop.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import type { Browser, Page } from "puppeteer-core";
import { ticketHolds } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { holdsRunOutIn } from "../helpers/hold-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
/** A token the app signed, fetched before the tests. */
let CSRF = "";

let bookable: { idJet: number; seatGroupId: number };

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  // An upcoming performance with a seat group without time slots that sells full price (sale type 1).
  const rows = await app.db.execute<{ id_jet: number; seat_group_id: number }>(sql`
    select e.id_jet, g.id as seat_group_id
    from events e
    join productions p on p.id = e.production_id
    join seat_groups g on g.event_id = e.id and g.status = '1' and g.capacity > 50
    join prices pr on pr.seat_group_id = g.id and pr.sale_type_id = 1 and pr.amount_cents > 0
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null
      and e.date_start > now() + interval '2 days'
      and not exists (select 1 from time_slots s where s.seat_group_id = g.id)
    order by e.date_start, g.id limit 1`);
  const row = rows.rows[0];
  assert.ok(row, "the seed has a bookable performance");
  bookable = { idJet: row.id_jet, seatGroupId: row.seat_group_id };
});

/** A new page (its own browser context, so its own cart) at `width`, with axe allowed to run. */
async function openShop(browser: Browser, path: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width, height: 900 });
  const problems = watchConsole(page);
  const response = await page.goto(app.url + path, { waitUntil: "networkidle0" });
  assert.ok(response && response.status() < 500, `${path} answers`);
  return { page, problems };
}

/** Puts tickets into the page's cart the way the booking widget does, then reloads the cart page. */
async function addTickets(page: Page, quantities: number[]): Promise<void> {
  for (const quantity of quantities) {
    const status = await page.evaluate(
      async (token, body) => {
        document.cookie = `csrftoken=${token}; path=/`;
        const response = await fetch("/de/api/shop-cart/", { method: "POST", headers: { "Content-Type": "application/json", "X-CSRFToken": token }, body: JSON.stringify(body) });
        return response.status;
      },
      CSRF,
      { quantities: [quantity], event_jet_id: bookable.idJet, sale_type_ids: [1], seat_group: bookable.seatGroupId },
    );
    assert.equal(status, 201);
  }
  await page.reload({ waitUntil: "networkidle0" });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
}

const lineCount = (page: Page) => page.$$eval(".webshop-line", (lines) => lines.length);

for (const width of [375, 1280]) {
  test(`the empty cart at ${width} px has no axe violations and no horizontal scrolling`, async () => {
    const { page, problems } = await openShop(chromium.browser, "/webshop/cart", width);
    assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Ihr Warenkorb");
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });

  test(`the filled cart at ${width} px lists the tickets, passes axe and does not scroll sideways`, async () => {
    const { page, problems } = await openShop(chromium.browser, "/webshop/cart?lang=en", width);
    await addTickets(page, [2, 1]);
    assert.equal(await lineCount(page), 2);
    const text = await page.$eval("main", (main) => main.textContent ?? "");
    assert.match(text, /3 tickets/);
    assert.match(text, /15 minutes left/);
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });
}

test("a line is removed with the keyboard; the notice takes the focus", async () => {
  const { page, problems } = await openShop(chromium.browser, "/webshop/cart", 1280);
  await addTickets(page, [1, 2]);
  assert.equal(await lineCount(page), 2);
  // Tab from the top of the page to the first remove button.
  let focused = "";
  for (let presses = 0; presses < 30 && !focused.startsWith("Entfernen"); presses++) {
    await page.keyboard.press("Tab");
    focused = await page.evaluate(() => (document.activeElement instanceof HTMLButtonElement ? (document.activeElement.textContent ?? "") : ""));
  }
  assert.match(focused, /^Entfernen: /, "a remove button is reachable with Tab and names its line");
  await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }), page.keyboard.press("Enter")]);
  assert.equal(await lineCount(page), 1);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "status");
  assert.equal(await page.$eval("[role=status]", (notice) => notice.textContent), "Die Karten wurden aus dem Warenkorb entfernt.");
  const amount = (await page.cookies(app.url)).find((cookie) => cookie.name === "cartAmount");
  assert.ok(amount, "cartAmount is set");
  assert.ok(["1", "2"].includes(amount.value), `cartAmount counts the remaining line (${amount.value})`);
  // The header's cart is our <kulisse-cart-counter> (issue 27): it counts again after the navigation.
  await page.waitForFunction((count) => document.querySelector("kulisse-cart-counter")?.shadowRoot?.querySelector("[part~='badge']")?.textContent === count, {}, amount.value);
  assert.match(await page.$eval("kulisse-cart-counter >>> a", (link) => link.getAttribute("aria-label") ?? ""), new RegExp(`^Warenkorb, ${amount.value} Tickets?$`), "the header's count follows");
  assert.deepEqual(problems, []);
  await page.browserContext().close();
});

test("the header's hours and cart are our elements, loaded and asking the page's own origin; without JavaScript the header's own line and link show", async () => {
  const { page, problems } = await openShop(chromium.browser, "/webshop/cart", 1280);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await addTickets(page, [2]);
  await page.waitForFunction(() => document.querySelector("kulisse-cart-counter")?.shadowRoot?.querySelector("[part~='badge']")?.textContent === "2");
  const counter = await page.$eval("kulisse-cart-counter >>> a", (link) => ({ href: link.getAttribute("href"), label: link.getAttribute("aria-label") }));
  assert.deepEqual(counter, { href: "/webshop/cart", label: "Warenkorb, 2 Tickets" });
  await page.waitForFunction(() => document.querySelector("kulisse-opening-hours")?.hasAttribute("status"));
  assert.match(await page.$eval("kulisse-opening-hours >>> [part~='label']", (line) => line.textContent ?? ""), /^Theaterkasse heute: (Geöffnet (ab|bis) \d\d:\d\d|Geschlossen)$/);
  const origin = new URL(app.url).origin;
  const bundle = requests.filter((url) => url.includes("/elements/kulisse-elements.js"));
  const hours = requests.filter((url) => url.includes("/api/opening-hours-today/"));
  assert.ok(bundle.length > 0 && hours.length > 0, "the bundle is loaded and the hours are asked for");
  assert.deepEqual([...bundle, ...hours].filter((url) => new URL(url).origin !== origin), [], "from the page's own origin");
  assert.deepEqual(problems, []);

  await page.setJavaScriptEnabled(false);
  await page.reload({ waitUntil: "networkidle0" });
  const fallback = await page.evaluate(() => ({
    cart: document.querySelector("kulisse-cart-counter .cart-link")?.getAttribute("aria-label"),
    cartShown: (document.querySelector("kulisse-cart-counter .cart-link")?.getBoundingClientRect().width ?? 0) > 0,
    hours: document.querySelector("kulisse-opening-hours .opening-hours")?.textContent,
  }));
  assert.equal(fallback.cart, "Warenkorb, 2 Artikel");
  assert.ok(fallback.cartShown, "the server's cart link shows");
  assert.match(fallback.hours ?? "", /^Theaterkasse heute: (Geöffnet ab \d\d:\d\d|Geschlossen)$/);
  await page.browserContext().close();
});

test("without JavaScript a line is removed by the form post alone", async () => {
  const { page } = await openShop(chromium.browser, "/webshop/cart?lang=en", 375);
  await addTickets(page, [1, 1]);
  await page.setJavaScriptEnabled(false);
  await page.reload({ waitUntil: "networkidle0" });
  assert.equal(await lineCount(page), 2);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "no script ran");
  await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }), page.click(".webshop-line__remove button")]);
  assert.equal(new URL(page.url()).search, "?lang=en&notice=removed");
  assert.equal(await lineCount(page), 1);
  assert.equal(await page.$eval("[role=status]", (notice) => notice.textContent), "The tickets have been removed from your cart.");
  await page.browserContext().close();
});

test("the countdown says when a reservation has run out", async () => {
  const { page } = await openShop(chromium.browser, "/webshop/cart", 1280);
  await addTickets(page, [1]);
  // The hold ends a few seconds from now by PostgreSQL's clock, which decides it (time enough for the
  // reload on a busy machine): the page counts down from there.
  const cartKey = (await page.cookies(app.url)).find((cookie) => cookie.name === "kulisse_cart")?.value ?? "";
  await holdsRunOutIn(app.db, 6, eq(ticketHolds.cartKey, cartKey));
  await page.reload({ waitUntil: "networkidle0" });
  assert.match(await page.$eval("[data-hold-remaining]", (output) => output.textContent ?? ""), /noch 1 Minute/);
  await page.waitForFunction(() => document.querySelector("[data-hold-remaining]")?.textContent === "Die Reservierung ist abgelaufen.", { timeout: 20_000 });
  assert.ok(await page.$(".webshop-line--expired"));
  await page.browserContext().close();
});

for (const width of [375, 1280]) {
  test(`a performance's booking page at ${width} px has no axe violations and no horizontal scrolling`, async () => {
    const { page, problems } = await openShop(chromium.browser, `/webshop/event/${bookable.idJet}`, width);
    await waitForHydration(page);
    // The element has taken over, holds the performance the page loaded, and is open without being asked.
    await page.waitForFunction(() => !!document.querySelector("kulisse-booking-widget")?.shadowRoot?.querySelector("[part~='panel']"));
    assert.deepEqual(
      await page.$eval("kulisse-booking-widget", (widget) => ({ open: widget.hasAttribute("open"), idJet: (widget as unknown as { event?: { id_jet: number } }).event?.id_jet })),
      { open: true, idJet: bookable.idJet },
    );
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });
}

for (const width of [375, 1280]) {
  test(`the webshop's 404 page at ${width} px passes axe and does not scroll sideways`, async () => {
    const { page } = await openShop(chromium.browser, "/webshop/gibt-es-nicht", width);
    assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Diese Seite gibt es im Webshop nicht");
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    await page.browserContext().close();
  });
}
