// The admin's voucher screens in Chromium on the production build: an admin creates a batch of three
// percentage vouchers by mouse and keyboard (a refusal first, shown at the top and at its field),
// reads and downloads the codes, opens one, sees the use a checkout made with its order linked, and
// deactivates it; no axe violations on the list, the form and a voucher at 375 and 1280 px; an editor
// has no menu entry and is refused the screens.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { orders, vouchers } from "../../server/db/schema.ts";
import type { StaffRole } from "../../shared/policies.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { Buyer, stageSeatGroup } from "../helpers/checkout-buyer.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

before(async () => {
  await app.ready;
});

async function openAs(role: StaffRole, path: string, options: { width?: number } = {}) {
  const context = await chromium.browser.createBrowserContext();
  const opened = await openAdminPage(app, context, path, { ...options, role, bypassCsp: true });
  return { ...opened, close: () => context.close() };
}

/** Waits until an element of `selector` shows `text`. */
async function waitForText(page: Page, selector: string, text: string) {
  await page.waitForFunction((wanted, includes) => [...document.querySelectorAll(wanted)].some((element) => element.textContent?.includes(includes)), {}, selector, text);
}

const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim());

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

async function noAxeViolations(page: Page, what: string) {
  assert.deepEqual(await axeViolations(page), [], what);
}

let voucherId = 0;

test("an admin creates a batch of 3 percentage vouchers, downloads the codes, sees a checkout's use of one and deactivates it", async () => {
  const { page, problems, close } = await openAs("admin", "/admin/vouchers");
  assert.equal(await textOf(page, "h1"), "Gutscheine");
  assert.ok((await page.$$eval(".admin-nav a", (links) => links.map((link) => link.textContent))).includes("Gutscheine"), "the menu offers the vouchers");

  // By mouse to the form; how many and the kind by mouse, the rest by keyboard.
  await page.click('a[href="/admin/vouchers/new"]');
  await waitForText(page, "h1", "Neuer Gutschein");
  await page.click("#voucher-count", { count: 3 });
  await page.keyboard.type("3");
  await page.click('label[for="voucher-kind-percent"]');
  assert.ok(await page.$eval("#voucher-percent", (input) => (input as HTMLElement).offsetParent !== null), "the percentage field shows for the percentage kind");
  assert.equal(await page.$eval("#voucher-amount", (input) => (input as HTMLElement).offsetParent), null, "the amount field hides");
  await page.focus("#voucher-prefix");
  await page.keyboard.type("OSTERN-");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ostern 2027");
  // Without a percentage the API refuses: said at the top (a link to the field) and at the field, the input kept.
  await page.keyboard.press("Enter");
  await waitForText(page, ".admin-problems", "Prozent ist für einen Prozentgutschein nötig (1 bis 100).");
  assert.equal(await page.$eval(".admin-problems a", (link) => link.getAttribute("href")), "#voucher-percent");
  assert.equal(await page.$eval("#voucher-percent", (input) => input.getAttribute("aria-invalid")), "true");
  assert.deepEqual(await page.$$eval("#voucher-count, #voucher-prefix, #voucher-batch", (inputs) => inputs.map((input) => (input as HTMLInputElement).value)), ["3", "OSTERN-", "Ostern 2027"]);
  await noAxeViolations(page, "the refused form");
  await shot(page, "vouchers-form-refused");

  await page.focus(".admin-problems a");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "voucher-percent", "the summary's link leads to the field");
  await page.keyboard.type("20");
  await page.keyboard.press("Enter");
  await waitForText(page, "h1", "Die neuen Codes");
  assert.equal(await textOf(page, ".admin-notice"), "3 Gutscheine angelegt.");
  const codes = await page.$$eval(".admin-voucher-codes a", (links) => links.map((link) => link.textContent ?? ""));
  assert.equal(codes.length, 3);
  assert.ok(codes.every((code) => /^OSTERN-[A-Z0-9]{10}$/.test(code)), codes.join());
  const csv = await page.$eval("a[download]", async (link) => {
    const answer = await fetch((link as HTMLAnchorElement).href);
    return { type: answer.headers.get("content-type"), text: await answer.text() };
  });
  assert.match(csv.type ?? "", /^text\/csv/);
  assert.deepEqual(csv.text.split("\r\n"), ['"Code";"Wert";"Gültig bis"', ...codes.map((code) => `"${code}";"20 % Rabatt";""`), ""]);
  await noAxeViolations(page, "the batch's codes");
  await shot(page, "vouchers-batch-created");

  // A checkout redeems the first code; its page then shows the use with the order linked.
  const [voucher] = await app.db.select().from(vouchers).where(eq(vouchers.code, codes[0]));
  voucherId = voucher.id;
  const buyer = await Buyer.start(app.url, app.db);
  await buyer.add(await stageSeatGroup(app.db, 5), 1);
  const placed = await buyer.checkout({ codes: [codes[0]] });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const [order] = await app.db.select().from(orders).where(eq(orders.code, String(placed.body.code)));

  await page.focus(`.admin-voucher-codes a[href="/admin/vouchers/${voucher.id}"]`);
  await page.keyboard.press("Enter");
  await waitForText(page, "h1", `Gutschein ${codes[0]}`);
  const details = await textOf(page, "#voucher-details + .admin-entry");
  assert.match(details, /Art Prozent Wert 20 % Rabatt Einlösungen 1 \/ 1/);
  assert.match(details, /Aktiv ja/);
  assert.match(details, /Serie Ostern 2027/);
  const use = await page.$$eval("#voucher-uses + .admin-table-wrap tbody td", (cells) => cells.map((cell) => cell.textContent));
  assert.deepEqual(use.slice(1), ["+1", order.code, "Besucher", "eingelöst", "5\u00a0€"]);
  assert.equal(await page.$eval("#voucher-uses + .admin-table-wrap tbody a", (link) => link.getAttribute("href")), `/admin/orders/${order.id}`);
  await shot(page, "voucher-used");

  await page.focus("main form button[type=submit]");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Deaktivieren");
  await page.keyboard.press("Enter");
  await waitForText(page, ".admin-notice", "deaktiviert");
  assert.match(await textOf(page, "#voucher-details + .admin-entry"), /Aktiv nein/);
  assert.equal(await textOf(page, "main form button[type=submit]"), "Wieder aktivieren");
  const [after] = await app.db.select({ isActive: vouchers.isActive }).from(vouchers).where(eq(vouchers.id, voucher.id));
  assert.equal(after.isActive, false);
  await shot(page, "voucher-deactivated");

  // The list finds the batch by its name.
  await page.goto(`${app.url}/admin/vouchers?q=ostern`, { waitUntil: "load" });
  assert.equal(await textOf(page, ".admin-count"), "3 Gutscheine");
  assert.match(await textOf(page, `.admin-table tbody tr:has(a[href="/admin/vouchers/${voucher.id}"])`), /20 % Rabatt Prozent 1 \/ 1 unbegrenzt nein Ostern 2027/);
  // The only console message: the refused create call's answer, on purpose.
  assert.deepEqual(problems, ["error: Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await close();
});

test("the list, the form and a voucher (with a use, after the first test) have no axe violations at 375 and 1280 px", async () => {
  if (!voucherId) [{ id: voucherId }] = await app.db.insert(vouchers).values({ code: `AXE-${process.pid}`, kind: "percent", percent: 10 }).returning({ id: vouchers.id });
  for (const width of [375, 1280]) {
    for (const path of ["/admin/vouchers", "/admin/vouchers/new", `/admin/vouchers/${voucherId}`, "/admin/vouchers/new?lang=en"]) {
      const { page, close } = await openAs("admin", path, { width });
      await noAxeViolations(page, `${path} at ${width} px`);
      await shot(page, `${width}-${path.replace(/[^a-z0-9]+/gi, "-")}`);
      await close();
    }
  }
});

test("an editor has no vouchers in the menu and is refused their screens", async () => {
  const { page, status, close } = await openAs("editor", "/admin");
  assert.equal(status, 200);
  assert.ok(!(await page.$$eval(".admin-nav a", (links) => links.map((link) => link.textContent))).includes("Gutscheine"));
  assert.equal(await page.$('a[href="/admin/vouchers"]'), null);
  for (const path of ["/admin/vouchers", "/admin/vouchers/new", `/admin/vouchers/${voucherId}`]) {
    const answer = await page.goto(app.url + path, { waitUntil: "load" });
    assert.equal(answer?.status(), 403, path);
  }
  await close();
});
