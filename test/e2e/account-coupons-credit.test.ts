// The user area's coupons and credit in Chromium against the production build (issue 26 points 4 and
// 5). The demo customer first finds both parts empty, with words on how a voucher or a card gets
// there; then with a voucher tied to the account and one used up finds the one under "Einlösbar"
// with its value and scope in words and copies its code with the keyboard (the clipboard has it, a
// status says so), the other under "Nicht mehr einlösbar"; adds a gift card by its code with the
// keyboard only (a wrong code first: the sentence at the field, the focus back in it), sees its
// balance and the total, and its PDF link answers a PDF. Axe finds nothing on both parts at 375 and
// 1280 px, the English pages are in English, and signed out both show the login prompt.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "puppeteer-core";
import { giftCards, users, vouchers } from "../../server/db/schema.ts";
import { changeGiftCardBalance } from "../../server/shop/gift-card-balance.ts";
import { printedGiftCardCode } from "../../shared/api/contract/gift-cards.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { formatPrice } from "../../shared/lib/format-price.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { germanWordsIn } from "../helpers/german-on-english-pages.ts";
import { focusedName, tabTo } from "../helpers/keyboard-checkout.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** A browser context signed in as the demo customer (a session of its own, as a sign-in makes). */
async function signedInContext(): Promise<BrowserContext> {
  const context = await chromium.browser.createBrowserContext();
  const value = (await sessionCookie(app.db, "customer")).slice(SESSION_COOKIE.length + 1);
  await context.setCookie({ name: SESSION_COOKIE, value, domain: new URL(app.url).hostname, path: "/", httpOnly: true });
  return context;
}

/** What a visitor reads in the element, its white space as single spaces (the labels are in capitals by CSS: match with /i). */
const textOf = async (page: Page, selector: string) => (await page.$eval(selector, (element) => (element as HTMLElement).innerText)).replace(/\s+/g, " ").trim();
const euros = (cents: number) => formatPrice(cents, "de").replace(/\s/g, " ");
const headingOf = (page: Page) => page.$eval("h1", (h1) => h1.textContent);

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** An active gift card of nobody's yet, with `cents` on it (issued with its row, as a sale does). */
async function unclaimedGiftCard(cents: number): Promise<string> {
  const code = `E2E${process.pid}GIFTCARD`.slice(0, 16).padEnd(16, "X");
  const validUntil = new Date(Date.now() + 3 * 365 * 24 * 3600_000);
  const [card] = await app.db.insert(giftCards).values({ code, initialCents: cents, balanceCents: 0, status: "active", validUntil }).returning({ id: giftCards.id });
  await app.db.transaction((tx) => changeGiftCardBalance(tx, card!.id, { deltaCents: cents, reason: "issued", actor: { kind: "system" } }));
  return code;
}

test("the demo customer's coupons and credit: empty first, then a voucher to copy and one used up, a gift card added by keyboard with its balance, total and PDF", async () => {
  await app.ready;
  const [customer] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "customer")).limit(1);
  const context = await signedInContext();
  await context.overridePermissions(app.url, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"]);
  try {
    // Empty: words on how a voucher or a card gets here, and a total of 0 €.
    const { page, problems } = await openPage(context, app.url, "/de/gutscheine", { width: 1280 });
    assert.equal(await headingOf(page), "Gutscheine");
    assert.match(await textOf(page, ".user-area__part"), /Sie haben zurzeit keine Gutscheine\. Hier erscheinen die Gutscheine, die das Theater Ihrem Konto zuordnet/);
    assert.match(await textOf(page, ".user-area__part"), /Einen Gutschein lösen Sie an der Kasse im Webshop ein/);
    assert.equal(await page.$eval(".user-area__nav [aria-current=page]", (link) => link.textContent), "Gutscheine");
    await page.goto(`${app.url}/de/guthaben`, { waitUntil: "load" });
    assert.equal(await textOf(page, ".account-credit__amount"), euros(0));
    assert.match(await textOf(page, ".user-area__part"), /Ihrem Konto ist noch keine Geschenkkarte zugeordnet/);

    const tenEuros = { userId: customer!.id, kind: "amount" as const, amountCents: 1000, maxUses: 2, combinable: false, expiresAt: new Date("2031-06-30T21:59:00Z") };
    await app.db.insert(vouchers).values([
      { ...tenEuros, code: "DANKE-10" },
      { userId: customer!.id, kind: "free_ticket", freeTickets: 1, saleTypeIds: [2], maxUses: 1, usesCount: 1, code: "FREI-1" },
    ]);
    await page.goto(`${app.url}/de/gutscheine`, { waitUntil: "load" });
    const usable = await textOf(page, "#coupons-usable + ul");
    assert.match(usable, /10 € auf die Karten Code: DANKE-10 Kopieren/i);
    assert.match(usable, /Gilt für alle Vorstellungen Noch einlösbar 2-mal Gültig bis Montag, 30\. Juni 2031, 23:59 Uhr/i);
    assert.match(usable, /Nicht mit anderen Gutscheinen kombinierbar/);
    assert.match(await textOf(page, "#coupons-ended"), /^Nicht mehr einlösbar$/i);
    assert.match(await textOf(page, "#coupons-ended + ul"), /1 Freikarte Code: FREI-1 Gilt für Preisarten: Ermäßigt Stand Aufgebraucht/i);
    assert.equal(await page.$("#coupons-ended + ul button"), null, "a spent code has nothing to copy");

    // Copy with the keyboard: the clipboard has the code, the status next to the button says so.
    await tabTo(page, /^Code DANKE-10 kopieren$/);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector(".copy-code__status")?.textContent !== "");
    assert.equal(await textOf(page, ".copy-code__status"), "Der Code DANKE-10 ist kopiert.");
    assert.equal(await page.$eval(".copy-code__status", (status) => status.getAttribute("role")), "status");
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "DANKE-10");
    await screenshot(page, "coupons-de-1280");

    // Credit: a gift card added by its code, keyboard only; a wrong code first.
    const code = await unclaimedGiftCard(5000);
    await page.goto(`${app.url}/de/guthaben`, { waitUntil: "load" });
    await tabTo(page, /^Code der Geschenkkarte$/);
    await page.keyboard.type("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#gift-card-code-problem");
    assert.equal(await textOf(page, "#gift-card-code-problem"), "Zu diesem Code gibt es keine gültige Geschenkkarte. Bitte prüfen Sie Ihre Eingabe.");
    assert.equal(await focusedName(page), "Code der Geschenkkarte");
    assert.equal(await page.$eval("#gift-card-code", (input) => input.getAttribute("aria-describedby")), "gift-card-code-problem gift-card-code-help");
    await page.keyboard.down("Control");
    await page.keyboard.press("KeyA");
    await page.keyboard.up("Control");
    await page.keyboard.type(printedGiftCardCode(code).toLowerCase());
    await page.keyboard.press("Enter");
    await page.waitForSelector(".profile-message[role=status]");
    const printed = printedGiftCardCode(code);
    assert.equal(await textOf(page, ".profile-message"), `Die Geschenkkarte ${printed} gehört jetzt zu Ihrem Konto.`);
    assert.equal(await page.$("#gift-card-code-problem"), null);
    assert.match(await textOf(page, ".account-gift-card"), new RegExp(`Geschenkkarte ${printed} Guthaben ${euros(5000)} Ursprünglicher Wert ${euros(5000)} Stand Gültig Gültig bis \\S+, \\d+\\. \\S+ \\d{4}`, "i"));
    assert.equal(await textOf(page, ".account-credit__amount"), euros(5000));
    const [claimed] = await app.db.select({ userId: giftCards.userId }).from(giftCards).where(eq(giftCards.code, code));
    assert.equal(claimed!.userId, customer!.id);

    // After a reload too: the card is the account's; its PDF link answers a PDF.
    await page.goto(`${app.url}/de/guthaben`, { waitUntil: "load" });
    assert.equal(await textOf(page, ".account-credit__amount"), euros(5000));
    const pdf = await page.$eval(".account-gift-card a[download]", (link) => link.getAttribute("href"));
    const answer = await page.evaluate(async (href) => {
      const response = await fetch(href!);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type"), magic: String.fromCharCode(...bytes.slice(0, 5)) };
    }, pdf);
    assert.deepEqual(answer, { status: 200, type: "application/pdf", magic: "%PDF-" });
    assert.equal(await page.$eval("a[href='/webshop/gift-card']", (link) => link.textContent), "Geschenkkarte kaufen");
    await screenshot(page, "credit-de-1280");
    // The one 404 is the API's answer to the wrong code, which Chromium logs as a failed load.
    assert.deepEqual(problems.filter((problem) => !/status of 404/.test(problem)), []);
  } finally {
    await context.close();
  }
});

test("axe finds nothing on the coupons and the credit at 375 and 1280 px; the English pages are in English; signed out, both show the login prompt", async () => {
  const context = await signedInContext();
  try {
    // The English pages have the German ones' markup: one width each keeps the file's run short.
    for (const path of ["/de/gutscheine", "/de/guthaben", "/en/coupons", "/en/credit"]) {
      for (const width of path.startsWith("/en/") ? [375] : [375, 1280]) {
        const { page, problems, status } = await openPage(context, app.url, path, { width, bypassCsp: true });
        assert.equal(status, 200, path);
        assert.deepEqual(await axeViolations(page), [], `${path} at ${width}px`);
        if (path.startsWith("/en/")) assert.deepEqual(germanWordsIn(await page.content()), [], path);
        await screenshot(page, `${path.slice(1).replace("/", "-")}-${width}`);
        assert.deepEqual(problems, []);
        await page.close();
      }
    }
    const { page } = await openPage(context, app.url, "/en/credit", { width: 1280 });
    assert.equal(await headingOf(page), "Credit");
    assert.match(await textOf(page, ".user-area__part"), /Your credit .*Your gift cards .*Add a gift card .*Buy a gift card/i);
    await page.goto(`${app.url}/en/coupons`, { waitUntil: "load" });
    assert.match(await textOf(page, "#coupons-usable + ul"), /10 € off the tickets Code: DANKE-10 Copy Valid for all performances Uses left 2 times Valid until Monday 30 June 2031, 23:59/i);
    assert.match(await textOf(page, "#coupons-ended + ul"), /1 free ticket Code: FREI-1 Valid for Price types: Reduced Status Used up/i);
  } finally {
    await context.close();
  }
  const anonymous = await chromium.browser.createBrowserContext();
  try {
    for (const path of ["/de/gutscheine", "/en/credit"]) {
      const { page } = await openPage(anonymous, app.url, path, { width: 375 });
      assert.equal(await page.$(".user-area__part"), null, path);
      assert.ok(await page.$(`a[href^="/${path.split("/")[1]}/login?next="]`), `the login prompt on ${path}`);
    }
  } finally {
    await anonymous.close();
  }
});
