// The webshop's gift card page in Chromium against the production build: from the cart's link a
// visitor chooses 100 €, two cards, fills in the contact, pays at the box office and lands on the
// order page, the order holding two pending cards; a typed amount out of range is marked at the field;
// axe finds nothing at phone and desktop widths.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { giftCards, orders } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const ORDER_URL = /\/webshop\/order\/[A-Z2-9]{8}\/[A-Za-z0-9_-]{43}(\?lang=en)?$/;

test("a visitor buys two gift cards of 100 € from the cart's link and lands on the order page", async () => {
  const { page, problems } = await openPage(chromium.browser, app.url, "/webshop/cart", { width: 1280 });
  try {
    await Promise.all([page.waitForNavigation(), page.click("a[href='/webshop/gift-card']")]);
    await waitForHydration(page);
    assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Geschenkgutschein");
    await page.click("label[for='checkout-amount_euros-100']");
    await page.$eval("#checkout-quantity", (input) => ((input as HTMLInputElement).value = ""));
    await page.type("#checkout-quantity", "2");
    await page.type("#checkout-first_name", "Clara");
    await page.type("#checkout-last_name", "Schumann");
    await page.type("#checkout-email", "clara.gift@example.org");
    await page.click("input[name='payment_method'][value='box_office']");
    await page.click("#checkout-accept_terms");
    await Promise.all([page.waitForNavigation(), page.click("button.checkout-submit")]);
    assert.match(page.url(), ORDER_URL);

    const code = new URL(page.url()).pathname.split("/")[3];
    const [order] = await app.db.select().from(orders).where(eq(orders.code, code));
    assert.deepEqual([order.email, order.paymentMethod, order.totalCents], ["clara.gift@example.org", "box_office", 20_000]);
    const cards = await app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    assert.deepEqual(
      cards.map((card) => [card.status, card.initialCents, card.balanceCents]),
      [
        ["pending", 10_000, 0],
        ["pending", 10_000, 0],
      ],
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("an amount out of range is marked at the field, the input kept, and nothing is ordered", async () => {
  const { page } = await openPage(chromium.browser, app.url, "/webshop/gift-card?lang=en", { width: 375, bypassCsp: true });
  try {
    const before = (await app.db.select({ id: giftCards.id }).from(giftCards)).length;
    await page.click("label[for='checkout-amount_euros-other']");
    await page.type("#checkout-amount_other", "501");
    await page.type("#checkout-first_name", "Clara");
    // With JavaScript the form's action runs in the browser and refuses the amount before any call.
    await page.click("button.checkout-submit");
    await page.waitForSelector(".checkout-problems");
    assert.match(await page.$eval(".checkout-problems", (box) => box.textContent ?? ""), /Amount: Please choose an amount or enter whole euros from 10 to 500 €/);
    assert.equal(await page.$eval("#checkout-amount_other", (input) => (input as HTMLInputElement).value), "501");
    assert.equal(await page.$eval("#checkout-first_name", (input) => (input as HTMLInputElement).value), "Clara");
    assert.equal((await app.db.select({ id: giftCards.id }).from(giftCards)).length, before);
    assert.deepEqual(await axeViolations(page), [], "with field errors");
  } finally {
    await page.close();
  }
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the gift card page at ${width} px`, async () => {
    const { page } = await openPage(chromium.browser, app.url, "/webshop/gift-card", { width, bypassCsp: true });
    try {
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await page.close();
    }
  });
}
