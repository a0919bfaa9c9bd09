// The user area's orders in Chromium against the production build (issue 26 point 3): a signed-in
// customer books with the widget, finds the checkout filled from the account and its contact folded
// into one line ("Sie bestellen als …", "Ändern" opens the fields and takes the focus there), places
// the order and finds it at once in /de/bestellungen with its status and PDF link, and again in a
// fresh browser context (another device) after signing in there; the reservations list the unpaid
// order's deadline; axe finds nothing on both parts at phone and desktop widths.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "puppeteer-core";
import { orders, users } from "../../server/db/schema.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { axeViolations } from "../helpers/axe.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { bookTwoByKeyboard, focusedName, placeOrderByKeyboard, tabTo } from "../helpers/keyboard-checkout.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** A browser context signed in as the demo customer (a session of its own, as a sign-in makes). */
async function signedInContext(): Promise<BrowserContext> {
  const context = await chromium.browser.createBrowserContext();
  const value = (await sessionCookie(app.db, "customer")).slice(SESSION_COOKIE.length + 1);
  await context.setCookie({ name: SESSION_COOKIE, value, domain: new URL(app.url).hostname, path: "/", httpOnly: true });
  return context;
}

const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => (element as HTMLElement).innerText);

test("a signed-in customer: checkout filled from the account and one step shorter, the order in the user area at once and on another device", async () => {
  await app.ready;
  const [customer] = await app.db.select().from(users).where(eq(users.role, "customer")).limit(1);
  const bookable = await eventWithDiscount(app.getJson);
  const device = await signedInContext();
  const { page, problems } = await openPage(device, app.url, bookable.event.url, { width: 1280 });
  try {
    await bookTwoByKeyboard(page, bookable);
    assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Kasse");
    // One step shorter: the contact is one line, its fields hidden but filled from the account.
    assert.equal(await textOf(page, ".checkout-ordering-as span"), `Sie bestellen als ${customer!.firstName} ${customer!.lastName}, ${customer!.email}`);
    assert.equal(await page.$eval("#checkout-contact-fields", (fields) => (fields as HTMLElement).hidden), true);
    assert.equal(await page.$eval("#checkout-first_name", (input) => (input as HTMLInputElement).value), customer!.firstName);
    assert.equal(await page.$eval("#checkout-email", (input) => (input as HTMLInputElement).value), customer!.email);

    // The first stop of the keyboard in the contact is "Ändern"; it opens the fields and moves the focus into them.
    await tabTo(page, /^Kontaktdaten ändern$/);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => !(document.getElementById("checkout-contact-fields") as HTMLElement).hidden);
    assert.match(await focusedName(page), /^Vorname/);
    assert.equal(await page.$(".checkout-ordering-as"), null);
    await page.keyboard.press("End");
    await page.keyboard.type("-Anna");

    await tabTo(page, /^E-Ticket/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Bezahlung an der Theaterkasse/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Zahlungspflichtig bestellen$/);
    await placeOrderByKeyboard(page);
    const code = new URL(page.url()).pathname.split("/")[3]!;
    const [order] = await app.db.select().from(orders).where(eq(orders.code, code));
    assert.deepEqual([order!.userId, order!.firstName, order!.email], [customer!.id, `${customer!.firstName}-Anna`, customer!.email]);

    await page.goto(`${app.url}/de/bestellungen`, { waitUntil: "load" });
    const first = await textOf(page, ".account-order");
    assert.match(first, new RegExp(`Bestellnummer ${code}`));
    assert.match(first, /Reserviert, zu bezahlen bis /);
    const pdfHref = await page.$eval(".account-order a[download]", (link) => link.getAttribute("href"));
    assert.equal(pdfHref, `/webshop/order/${code}/${order!.secret}/tickets.pdf`);
    assert.equal(await page.$eval(".user-area__nav [aria-current=page]", (link) => link.textContent), "Bestellungen");

    await page.goto(`${app.url}/de/reservierungen`, { waitUntil: "load" });
    assert.match(await textOf(page, ".account-order"), new RegExp(`Bestellnummer ${code}[\\s\\S]*Reserviert, zu bezahlen bis `));
    assert.match(await textOf(page, "#reservations-cart + p"), /gehört zu diesem Browser/);
    assert.deepEqual(problems, []);
  } finally {
    await device.close();
  }

  // Another device: a fresh context, signed in there, finds the order and its tickets PDF.
  const other = await signedInContext();
  try {
    const { page: there } = await openPage(other, app.url, "/de/bestellungen", { width: 375 });
    const hrefs = await there.$$eval(".account-order a[download]", (links) => links.map((link) => link.getAttribute("href")));
    const pdf = hrefs.find((href) => href?.includes("/tickets.pdf"));
    assert.ok(pdf, "the tickets PDF is linked");
    const answer = await there.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get("content-type") };
    }, pdf!);
    assert.deepEqual(answer, { status: 200, type: "application/pdf" });
  } finally {
    await other.close();
  }
});

test("axe finds nothing on the orders and the reservations at 375 and 1280 px; not signed in, both show the login prompt", async () => {
  const context = await signedInContext();
  try {
    for (const path of ["/de/bestellungen", "/en/reservations", "/de/reservierungen", "/en/orders"]) {
      for (const width of [375, 1280]) {
        const { page, problems, status } = await openPage(context, app.url, path, { width, bypassCsp: true });
        assert.equal(status, 200, path);
        assert.deepEqual(await axeViolations(page), [], `${path} at ${width}px`);
        assert.deepEqual(problems, []);
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  const anonymous = await chromium.browser.createBrowserContext();
  try {
    const { page } = await openPage(anonymous, app.url, "/de/bestellungen", { width: 375 });
    assert.equal(await page.$(".account-order"), null);
    assert.ok(await page.$(`a[href^="/de/login?next="]`), "the login prompt");
  } finally {
    await anonymous.close();
  }
});
