// Issue 26's "done when", end to end in Chromium on the production build with a real SMTP server: a
// visitor signs up on the login page, confirms by the mail's link, books two tickets with the widget,
// pays with a voucher and a gift card at the pre-filled checkout, and finds the order with its tickets
// PDF in the user area on another device after signing in there with the same address and password.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { giftCards, giftCardTransactions, orders, users, vouchers } from "../../server/db/schema.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { bookTwoByKeyboard } from "../helpers/keyboard-checkout.ts";
import { sharedTestAppWithSmtp } from "../helpers/test-app-with-smtp.ts";

const { app, smtp } = sharedTestAppWithSmtp();
const chromium = sharedBrowser();

const EMAIL = "jonas.reiter@example.org";
const PASSWORD = "Zweiter Rang links 4";
const VOUCHER = "JOURNEY-FUENF";
const GIFT_CARD = "JOURNEY-KARTE-ZEHN";

async function submitAndLoad(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(button)]);
  await waitForHydration(page);
}

/** Types a code into the checkout's code field and redeems it; waits for its line in the summary. */
async function redeem(page: Page, code: string, rows: number): Promise<void> {
  await page.click("#checkout-code", { count: 3 });
  await page.type("#checkout-code", code);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForFunction((count) => document.querySelectorAll(".checkout-code-summary__row").length === count, {}, rows);
}

test("sign up, confirm by mail, buy with a voucher and a gift card, find the tickets in the user area on another device", async () => {
  await app.ready;
  await app.db.insert(vouchers).values({ code: VOUCHER, kind: "amount", amountCents: 500, maxUses: 1 });
  const [card] = await app.db.insert(giftCards).values({ code: GIFT_CARD, initialCents: 1000, balanceCents: 1000, status: "active" }).returning();
  const bookable = await eventWithDiscount(app.getJson);

  // The first device: sign-up, the confirmation mail's link, signed in.
  const device = await chromium.browser.createBrowserContext();
  try {
    const { page, problems } = await openPage(device, app.url, "/de/login");
    await page.type("#sign-up-first-name", "Jonas");
    await page.type("#sign-up-last-name", "Reiter");
    await page.type("#sign-up-email", EMAIL);
    await page.type("#sign-up-password", PASSWORD);
    await page.type("#sign-up-password-repeat", PASSWORD);
    await page.click("#sign-up-terms");
    await submitAndLoad(page, "#sign-up button[type=submit]");
    const mail = await smtp().nextMail((candidate) => candidate.recipients.includes(EMAIL));
    const link = new URL(/https?:\/\/\S+\/de\/konto\/bestaetigen\?token=[\w-]+/.exec(mail.parsed.text ?? "")![0]);
    await page.goto(app.url + link.pathname + link.search, { waitUntil: "load" });
    await waitForHydration(page);
    await submitAndLoad(page, ".login-form button[type=submit]");
    await page.waitForFunction(() => document.querySelector(".user-dropdown__name")?.textContent === "Jonas Reiter");

    // Two tickets with the widget, then the checkout: the contact comes from the account.
    await page.goto(app.url + bookable.event.url, { waitUntil: "load" });
    await waitForHydration(page);
    await bookTwoByKeyboard(page, bookable);
    assert.match(await page.$eval(".checkout-ordering-as span", (element) => (element as HTMLElement).innerText), /^Sie bestellen als Jonas Reiter, jonas\.reiter@example\.org$/);
    await redeem(page, VOUCHER.toLowerCase(), 3);
    await redeem(page, GIFT_CARD, 4);
    const summary = await page.$$eval(".checkout-code-summary__row", (rows) => rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, " ")));
    assert.ok(summary.some((line) => /Gutschein JOURNEY-FUENF.*− 5 €/.test(line)), JSON.stringify(summary));
    assert.ok(summary.some((line) => /^Bezahlt mit Geschenkkarte …ZEHN/.test(line)), JSON.stringify(summary));
    await page.click('input[name="delivery"][value="eticket"]');
    const payment = await page.$('input[name="payment_method"][value="box_office"]');
    if (payment) await payment.click();
    await page.click("#checkout-accept_terms");
    await Promise.all([page.waitForFunction(() => location.pathname.startsWith("/webshop/order/"), { timeout: 15_000 }), page.click(".checkout-submit")]);
    const code = new URL(page.url()).pathname.split("/")[3]!;
    assert.deepEqual(problems, []);

    const [account] = await app.db.select().from(users).where(eq(users.email, EMAIL));
    const [order] = await app.db.select().from(orders).where(eq(orders.code, code));
    assert.equal(account!.role, "customer");
    assert.equal(order!.userId, account!.id, "the order is the account's");
    assert.equal(order!.discountCents, 500, "the voucher took 5 €");
    assert.equal(order!.creditCents, Math.min(1000, order!.totalCents), "the gift card paid its part");
    const [voucher] = await app.db.select().from(vouchers).where(eq(vouchers.code, VOUCHER));
    assert.equal(voucher!.usesCount, 1);
    const [spent] = await app.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    assert.equal(spent!.balanceCents, 1000 - order!.creditCents);
    const rows = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card!.id));
    assert.deepEqual(
      rows.map((row) => [row.reason, row.deltaCents, row.orderId]),
      [["redeemed", -order!.creditCents, order!.id]],
    );
  } finally {
    await device.close();
  }

  // Another device: signed in with the same address and password, the order and its tickets PDF.
  const other = await chromium.browser.createBrowserContext();
  try {
    const { page } = await openPage(other, app.url, "/de/login?next=/de/bestellungen", { width: 1280 });
    await page.type("#login-email", EMAIL);
    await page.type("#login-password", PASSWORD);
    await submitAndLoad(page, ".login-form button[type=submit]");
    assert.equal(new URL(page.url()).pathname, "/de/bestellungen");
    const [order] = await app.db.select().from(orders).where(eq(orders.userId, (await app.db.select().from(users).where(eq(users.email, EMAIL)))[0]!.id));
    assert.match(await page.$eval(".account-order", (element) => (element as HTMLElement).innerText), new RegExp(`Bestellnummer ${order!.code}`));
    const pdf = await page.$eval(".account-order a[download]", (anchor) => anchor.getAttribute("href"));
    const answer = await page.evaluate(async (href) => {
      const response = await fetch(href!);
      return { status: response.status, type: response.headers.get("content-type") };
    }, pdf);
    assert.deepEqual(answer, { status: 200, type: "application/pdf" });
  } finally {
    await other.close();
  }
});
