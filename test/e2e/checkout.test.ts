// The checkout in Chromium against the production build: a visitor books with the widget, goes to
// the cart and checks out with the keyboard only (Tab, Space, Enter and typing), landing on the order
// page's address; the same without JavaScript as a plain form post; refused fields are marked at the
// field and listed at the top (focused), the input kept; axe finds nothing at phone and desktop
// widths, with and without field errors.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "puppeteer-core";
import { orders, orderTickets } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { bookTwoByKeyboard, fillCheckoutByKeyboard, placeOrderByKeyboard } from "../helpers/keyboard-checkout.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { addTicketToCart } from "../helpers/ticket-in-cart.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** Screenshots to look at: $CHECKOUT_SHOTS, else a folder in the system's temp dir. */
const SHOTS = process.env.CHECKOUT_SHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), "checkout-shots-"));

const ORDER_URL = /\/webshop\/order\/[A-Z2-9]{8}\/[A-Za-z0-9_-]{43}(\?lang=en)?$/;

const addTicket = (context: BrowserContext) => addTicketToCart(app, context);

async function ordersCount(): Promise<number> {
  return (await app.db.select({ id: orders.id }).from(orders)).length;
}

async function noHorizontalScroll(page: Page): Promise<void> {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scrolling");
}

test("a visitor books with the widget and checks out with the keyboard only", async () => {
  const bookable = await eventWithDiscount(app.getJson);
  const visitor = await chromium.browser.createBrowserContext();
  const { page, problems } = await openPage(visitor, app.url, bookable.event.url, { width: 1280 });
  try {
    await bookTwoByKeyboard(page, bookable);
    assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Kasse");
    assert.match(await page.$eval(".checkout-lines", (list) => list.textContent ?? ""), /2 × Vollpreis/);
    assert.match(await page.$eval(".checkout-lines", (list) => list.textContent ?? ""), /noch 1[45] Minuten/);

    await fillCheckoutByKeyboard(page, { firstName: "Clara", lastName: "Schumann", email: "clara@example.org", delivery: /^E-Ticket/, payment: /^Bezahlung an der Theaterkasse/ });
    await page.screenshot({ path: path.join(SHOTS, "checkout-filled-1280.png"), fullPage: true });
    const before = await ordersCount();
    await placeOrderByKeyboard(page);
    assert.match(page.url(), ORDER_URL);

    assert.equal(await ordersCount(), before + 1);
    const code = new URL(page.url()).pathname.split("/")[3];
    const [order] = await app.db.select().from(orders).where(eq(orders.code, code));
    assert.deepEqual([order.firstName, order.lastName, order.email, order.delivery, order.paymentMethod, order.status], ["Clara", "Schumann", "clara@example.org", "eticket", "box_office", "reserved"]);
    assert.equal((await app.db.select().from(orderTickets).where(eq(orderTickets.orderId, order.id))).length, 2);
    const amount = (await page.cookies(app.url)).find((cookie) => cookie.name === "cartAmount");
    assert.equal(amount, undefined, "the header's count is gone");
    assert.deepEqual(problems, []);
  } finally {
    await visitor.close();
  }
});

async function withoutJavaScript(browser: Browser, width: number, lang: "de" | "en" = "de"): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.createBrowserContext();
  await addTicket(context);
  const page = await context.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width, height: 900 });
  await page.setJavaScriptEnabled(false);
  await page.goto(`${app.url}/webshop/checkout${lang === "en" ? "?lang=en" : ""}`, { waitUntil: "load" });
  return { page, context };
}

test("without JavaScript: refused fields are marked and listed (focused), input kept; then the plain form post places the order", async () => {
  const { page, context } = await withoutJavaScript(chromium.browser, 375);
  try {
    await page.type("#checkout-first_name", "Clara");
    await page.type("#checkout-email", "clara@");
    const [response] = await Promise.all([page.waitForNavigation(), page.click(".checkout-submit")]);
    assert.equal(response?.status(), 400);
    assert.equal(await page.evaluate(() => document.activeElement?.className), "checkout-problems", "the summary takes the focus");
    const listed = await page.$$eval(".checkout-problems a", (links) => links.map((link) => link.getAttribute("href")));
    assert.deepEqual(listed, ["#checkout-last_name", "#checkout-email", "#checkout-delivery", "#checkout-payment_method", "#checkout-accept_terms"]);
    assert.equal(await page.$eval("#checkout-first_name", (input) => (input as HTMLInputElement).value), "Clara", "input kept");
    assert.equal(await page.$eval("#checkout-email", (input) => (input as HTMLInputElement).value), "clara@");
    assert.deepEqual(
      await page.$eval("#checkout-email", (input) => [input.getAttribute("aria-invalid"), document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0])?.textContent]),
      ["true", "Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de."],
    );
    await page.screenshot({ path: path.join(SHOTS, "checkout-errors-375.png"), fullPage: true });

    await page.type("#checkout-last_name", "Schumann");
    await page.$eval("#checkout-email", (input) => ((input as HTMLInputElement).value = ""));
    await page.type("#checkout-email", "clara@example.org");
    await page.click("#checkout-delivery-pickup");
    await page.click("#checkout-payment_method");
    await page.click("#checkout-accept_terms");
    const before = await ordersCount();
    const [placed] = await Promise.all([page.waitForNavigation(), page.click(".checkout-submit")]);
    assert.match(page.url(), ORDER_URL, await page.$eval("main", (main) => main.textContent ?? ""));
    assert.ok(placed, "the post answered");
    assert.equal(await ordersCount(), before + 1);
    const [order] = await app.db.select().from(orders).where(eq(orders.code, new URL(page.url()).pathname.split("/")[3]));
    assert.deepEqual([order.lastName, order.email, order.delivery], ["Schumann", "clara@example.org", "pickup"]);
  } finally {
    await context.close();
  }
});

test("an empty cart's checkout shows the cart's empty state", async () => {
  const { page } = await openPage(chromium.browser, app.url, "/webshop/checkout?lang=en", { width: 375 });
  try {
    assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Checkout");
    assert.equal(await page.$eval(".webshop-empty__title", (title) => title.textContent), "Your cart is empty");
  } finally {
    await page.close();
  }
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the checkout at ${width} px, with and without field errors`, async () => {
    const context = await chromium.browser.createBrowserContext();
    try {
      await addTicket(context);
      const { page } = await openPage(context, app.url, "/webshop/checkout?lang=en", { width, bypassCsp: true });
      assert.deepEqual(await axeViolations(page), [], "the form");
      await noHorizontalScroll(page);
      await page.screenshot({ path: path.join(SHOTS, `checkout-${width}.png`), fullPage: true });
      // With JavaScript: the action runs in the browser, the page shows the API's refusal.
      await page.click(".checkout-submit");
      await page.waitForSelector(".checkout-problems");
      assert.equal(await page.evaluate(() => document.activeElement?.className), "checkout-problems");
      assert.equal(await page.$$eval("[aria-invalid='true']", (fields) => fields.length) >= 5, true);
      assert.deepEqual(await axeViolations(page), [], "with field errors");
      await noHorizontalScroll(page);
      await page.screenshot({ path: path.join(SHOTS, `checkout-errors-${width}.png`), fullPage: true });
    } finally {
      await context.close();
    }
  });
}

test("with JavaScript a double click places one order: the button is disabled while the order is on its way", async () => {
  const context = await chromium.browser.createBrowserContext();
  try {
    await addTicket(context);
    const { page } = await openPage(context, app.url, "/webshop/checkout", { width: 1280 });
    await page.type("#checkout-first_name", "Robert");
    await page.type("#checkout-last_name", "Schumann");
    await page.type("#checkout-email", "robert@example.org");
    await page.click("#checkout-delivery");
    await page.click("#checkout-payment_method");
    await page.click("#checkout-accept_terms");
    const before = await ordersCount();
    await Promise.all([page.waitForFunction(() => location.pathname.startsWith("/webshop/order/"), { timeout: 15_000 }), page.click(".checkout-submit", { clickCount: 2 })]);
    assert.match(page.url(), ORDER_URL);
    assert.equal(await ordersCount(), before + 1, "one order");
  } finally {
    await context.close();
  }
});
