// The checkout's voucher and gift card codes in Chromium against the production build: a redeemed
// voucher shows its discount line and what is still due, a gift card shows its part by its last 4
// characters, an unknown code is refused at the field (the focus stays there); the placed order's page
// shows the sum, the discount, the card's part and what is still due; axe finds nothing at phone and
// desktop widths.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { BrowserContext, Page } from "puppeteer-core";
import { giftCards, vouchers } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { clickUncovered } from "../helpers/click-uncovered.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { addTicketToCart } from "../helpers/ticket-in-cart.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const addTicket = (context: BrowserContext) => addTicketToCart(app, context);

async function redeem(page: Page, code: string): Promise<void> {
  await page.click("#checkout-code", { count: 3 });
  await page.type("#checkout-code", code);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
}

for (const width of [375, 1280]) {
  test(`at ${width} px a voucher and a gift card show their lines and what is due, an unknown code is refused at the field; axe finds nothing`, async () => {
    const voucherCode = `E2E-${width}-V`;
    const cardCode = `E2E-${width}-GIFT`;
    await app.db.insert(vouchers).values({ code: voucherCode, kind: "amount", amountCents: 500, combinable: true, maxUses: 10 });
    await app.db.insert(giftCards).values({ code: cardCode, initialCents: 200, balanceCents: 200, status: "active" });
    const context = await chromium.browser.createBrowserContext();
    try {
      await addTicket(context);
      const { page } = await openPage(context, app.url, "/webshop/checkout?lang=en", { width, bypassCsp: true });
      const total = await page.$eval(".checkout-total strong", (element) => element.textContent);
      await redeem(page, voucherCode.toLowerCase());
      await page.waitForSelector(".checkout-code-summary");
      const lines = await page.$$eval(".checkout-code-summary__row", (rows) => rows.map((row) => row.textContent));
      assert.ok(lines.some((line) => /^− 5\s€$/.test(line?.replace(`Voucher ${voucherCode}`, "") ?? "")), JSON.stringify(lines));
      assert.notEqual(await page.$eval(".checkout-total strong", (element) => element.textContent), total, "the total is what is due now");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "checkout-code", "the focus stays at the code field");

      await redeem(page, cardCode);
      await page.waitForFunction(() => document.querySelectorAll(".checkout-code-summary__row").length === 4);
      const withCard = await page.$$eval(".checkout-code-summary__row", (rows) => rows.map((row) => row.textContent));
      assert.ok(withCard.some((line) => /^Paid with gift card …GIFT− 2\s€$/.test(line ?? "")), JSON.stringify(withCard));
      assert.ok(!withCard.join(" ").includes(cardCode), "the gift card's whole code is not shown");
      assert.deepEqual(await axeViolations(page), [], "with codes");

      await redeem(page, "NOPE-0000");
      await page.waitForSelector("#checkout-code-problem");
      assert.equal(await page.$eval("#checkout-code-problem", (element) => element.textContent), "The code NOPE-0000 is not valid.");
      assert.equal(await page.$$eval(".checkout-codes li", (items) => items.length), 2, "the redeemed codes stay");
      assert.deepEqual(await axeViolations(page), [], "with a refused code");
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scrolling");

      // The order placed with both codes (the refused one taken out of the field: a code left there is
      // tried with the order) — its page shows what they did.
      await page.click("#checkout-code", { count: 3 });
      await page.keyboard.press("Backspace");
      await page.type("#checkout-first_name", "Clara");
      await page.type("#checkout-last_name", "Schumann");
      await page.type("#checkout-email", "clara@example.org");
      for (const choice of ["#checkout-delivery", "#checkout-payment_method", "#checkout-accept_terms"]) await clickUncovered(page, choice);
      await clickUncovered(page, ".checkout-submit");
      await page.waitForFunction(() => location.pathname.startsWith("/webshop/order/"), { timeout: 20_000 }).catch(async () => {
        const refusals = await page.evaluate(() => [...document.querySelectorAll(".form-field__error, [role=alert]")].map((element) => element.textContent).join(" | "));
        assert.fail(`the order was not placed; the page says: ${refusals}`);
      });
      await page.waitForSelector(".webshop-order__totals");
      const totals = await page.$$eval(".webshop-order__totals > div", (rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent?.replace(/\u00a0/g, " ")]));
      assert.deepEqual(
        totals.map(([label]) => label),
        ["Subtotal", `Voucher ${voucherCode}`, "Total", "Gift card …GIFT", "Still due"],
        JSON.stringify(totals),
      );
      assert.equal(totals[1]![1], "− 5 €");
      assert.equal(totals[3]![1], "− 2 €");
      const euros = (text: string | null | undefined) => Number(text?.replace(/[^\d,]/g, "").replace(",", "."));
      assert.equal(euros(totals[0]![1]) - 5, euros(totals[2]![1]), "the total is the sum less the discount");
      assert.equal(euros(totals[2]![1]) - 2, euros(totals[4]![1]), "what is due is the total less the card's part");
      assert.deepEqual(await axeViolations(page), [], "the order page with its totals");
    } finally {
      await context.close();
    }
  });
}
