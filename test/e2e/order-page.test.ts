// The order page in Chromium: a reserved (box office), a pending (bank transfer, with its GiroCode)
// and a paid order read right and pass axe at 375 and 1280 px without horizontal scrolling; a
// visitor cancels by keyboard alone (checkbox, button) and the seats are free at once; without
// JavaScript the same form works. With SCREENSHOT_DIR set, each page is also saved there to look at.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "puppeteer-core";
import { loadConfig } from "../../server/config.ts";
import { orders } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { createTestOrder, freeSeatsOf, stageOrderSeats, type OrderSeats, type TestOrder } from "../helpers/orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const bankAccount = { holder: "Staatstheater Kulisse", iban: "DE02120300000000202051", bic: "BYLADEM1001" };
const app = sharedTestApp({ config: { payments: { ...loadConfig({}).payments, bankAccount } } });
const chromium = sharedBrowser();
const SHOTS = process.env.SCREENSHOT_DIR;

let seats: OrderSeats;
const staged: Partial<Record<"reserved" | "pending" | "paid", TestOrder>> = {};

before(async () => {
  await app.ready;
  seats = await stageOrderSeats(app.db, 30);
  staged.reserved = await createTestOrder(app.db, { seats, quantity: 2 });
  staged.pending = await createTestOrder(app.db, { seats, quantity: 3, status: "pending", lang: "en" });
  staged.paid = await createTestOrder(app.db, { seats, quantity: 1, status: "paid" });
  if (SHOTS) await fs.mkdir(SHOTS, { recursive: true });
});

/** A small stand-in for the GiroCode image (its route belongs to the documents part of the shop). */
const GIROCODE_STAND_IN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fff"/><rect x="1" y="1" width="3" height="3"/></svg>`;

/** The order page in a fresh browser context at `width`, axe allowed to run, the GiroCode stood in for. */
async function openOrder(browser: Browser, url: string, width: number, javaScript = true): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setBypassCSP(true);
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport({ width, height: 900 });
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (request.url().endsWith("/girocode.svg")) void request.respond({ status: 200, contentType: "image/svg+xml", body: GIROCODE_STAND_IN });
    else void request.continue();
  });
  const problems = watchConsole(page);
  const response = await page.goto(app.url + url, { waitUntil: "networkidle0" });
  assert.equal(response?.status(), 200, url);
  if (javaScript) await waitForHydration(page);
  return { page, problems };
}

/** The whole page as a PNG in SCREENSHOT_DIR, when it is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
}

/** The element's text as it reads (innerText: a list's terms and values apart), spaces made one. */
const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim());

for (const width of [375, 1280]) {
  test(`a reserved order at ${width} px: status until its deadline, tickets, box office payment, PDF valid once paid; axe 0`, async () => {
    const { page, problems } = await openOrder(chromium.browser, staged.reserved!.path, width);
    assert.equal(await textOf(page, "h1"), `Ihre Bestellung ${staged.reserved!.code}`);
    assert.match(await textOf(page, ".webshop-order__status"), /^Stand: Reserviert bis \w+, \d+\. \w+ \d{4}, \d\d:\d\d Uhr$/);
    assert.equal(await page.$$eval(".webshop-order__ticket", (tickets) => tickets.length), 2);
    assert.match(await textOf(page, "#order-payment-title + p + p"), /an der Theaterkasse/);
    assert.equal(await page.$eval("a[download]", (link) => link.getAttribute("href")), `${staged.reserved!.path}/tickets.pdf`);
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    await shoot(page, `reserved-${width}.png`);
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });

  test(`a pending bank-transfer order (English) at ${width} px: account, amount, reference and the GiroCode with its text; axe 0`, async () => {
    const { page, problems } = await openOrder(chromium.browser, `${staged.pending!.path}?lang=en`, width);
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    assert.match(await textOf(page, ".webshop-order__status"), /^Status: Awaiting your bank transfer until /);
    const account = await textOf(page, ".webshop-order__account");
    assert.match(account, /IBAN DE02 1203 0000 0000 2020 51/i);
    assert.match(account, /Amount 75\s€/i);
    assert.match(account, new RegExp(`Payment reference KULISSE ${staged.pending!.code}`, "i"));
    const image = await page.$eval(".webshop-order__girocode img", (img) => ({ src: img.getAttribute("src"), alt: img.alt, loaded: img.complete && img.naturalWidth > 0 }));
    assert.equal(image.src, `${staged.pending!.path}/girocode.svg`);
    assert.match(image.alt, /^GiroCode for the transfer of 75\s€ to Staatstheater Kulisse/);
    assert.ok(image.loaded);
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    await shoot(page, `pending-${width}.png`);
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });

  test(`a paid order at ${width} px: paid, the PDF, no cancel button but why; axe 0`, async () => {
    const { page, problems } = await openOrder(chromium.browser, staged.paid!.path, width);
    assert.equal(await textOf(page, ".webshop-order__status"), "Stand: Bezahlt");
    assert.ok(await page.$("a[download]"));
    assert.equal(await page.$("#order-cancel-confirm"), null);
    assert.match(await textOf(page, "#order-cancel-title + p"), /können nicht online storniert werden/);
    assert.deepEqual(await axeViolations(page), []);
    await noHorizontalScroll(page);
    await shoot(page, `paid-${width}.png`);
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });
}

/** Presses Tab until the focused element satisfies `isTarget` (at most 60 times); returns its description. */
async function tabTo(page: Page, isTarget: (description: string) => boolean): Promise<string> {
  let focused = "";
  for (let presses = 0; presses < 60 && !isTarget(focused); presses++) {
    await page.keyboard.press("Tab");
    focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return "";
      return `${element.tagName.toLowerCase()}#${element.id} ${(element.textContent ?? "").trim()}`;
    });
  }
  return focused;
}

test("a visitor cancels by keyboard alone: the checkbox with Space, the button with Enter; the notice takes the focus, the seats are free at once", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 4 });
  const free = await freeSeatsOf(app.db, seats.seatGroupId);
  const { page, problems } = await openOrder(chromium.browser, order.path, 1280);
  assert.match(await tabTo(page, (focused) => focused.startsWith("input#order-cancel-confirm")), /^input#order-cancel-confirm/, "the confirmation is reachable with Tab");
  await page.keyboard.press("Space");
  assert.equal(await page.$eval("#order-cancel-confirm", (box) => (box as HTMLInputElement).checked), true);
  assert.match(await tabTo(page, (focused) => focused.startsWith("button#")), /Bestellung stornieren$/, "then the button");
  await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }), page.keyboard.press("Enter")]);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "status");
  assert.equal(await textOf(page, "[role=status]"), "Ihre Bestellung ist storniert. Die Plätze sind wieder frei.");
  assert.equal(await textOf(page, ".webshop-order__status"), "Stand: Storniert");
  assert.equal(await page.$("#order-cancel-confirm"), null);
  assert.equal((await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].status, "cancelled");
  assert.equal(await freeSeatsOf(app.db, seats.seatGroupId), free + 4);
  assert.deepEqual(await axeViolations(page), []);
  await shoot(page, "cancelled-1280.png");
  assert.deepEqual(problems, []);
  await page.browserContext().close();
});

test("the button without the checkbox asks for it first (the browser's own check); without JavaScript the form cancels too", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  const { page } = await openOrder(chromium.browser, `${order.path}?lang=en`, 375, false);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "no script ran");
  await page.click("#order-cancel-title ~ form button");
  assert.equal(await page.$eval("#order-cancel-confirm", (box) => (box as HTMLInputElement).validity.valueMissing), true, "the required checkbox stops the post");
  assert.equal((await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].status, "reserved");
  await page.click("#order-cancel-confirm");
  await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }), page.click("#order-cancel-title ~ form button")]);
  assert.equal(await textOf(page, "[role=status]"), "Your order is cancelled. The seats have been released.");
  assert.equal((await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].status, "cancelled");
  await page.browserContext().close();
});
