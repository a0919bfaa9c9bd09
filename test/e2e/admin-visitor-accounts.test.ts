// The admin's visitor account screens in Chromium on the production build with a real SMTP server:
// the admin finds the demo customer by a search, opens the account with its order, consent, gift
// card and voucher, deactivates it (its sign-in is refused through the API) and reactivates it; an
// account that has not confirmed its address gets the link again and the mail arrives; the hub
// counts new accounts and redeemed vouchers for the admin only; an editor is refused the screens;
// no axe violations at 375 and 1280 px.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { accountConsents, giftCards, orders, users, voucherUses, vouchers } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import type { StaffRole } from "../../shared/policies.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { createTestOrder, stageOrderSeats, type TestOrder } from "../helpers/orders.ts";
import { sharedTestAppWithSmtp } from "../helpers/test-app-with-smtp.ts";

const { app, smtp } = sharedTestAppWithSmtp();
const chromium = sharedBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const CUSTOMER = "besucherin@kulisse.example";
const PASSWORD = "Dritte Reihe Mitte 12";
const UNCONFIRMED = "noch.offen@example.org";
let customerId: number;
/** An account that never confirmed its address, made directly (the resend test signs one up instead). */
let unconfirmedId: number;
let order: TestOrder;
/** The account's gift card and voucher, each linked to its own admin page. */
let cardId: number;
let voucherId: number;

before(async () => {
  await app.ready;
  const [customer] = await app.db.update(users).set({ passwordHash: hashPassword(PASSWORD) }).where(eq(users.email, CUSTOMER)).returning({ id: users.id });
  customerId = customer.id;
  const [unconfirmed] = await app.db
    .insert(users)
    .values({ email: "paul.wartet@example.org", username: "paul.wartet@example.org", firstName: "Paul", lastName: "Wartet", role: "customer", passwordHash: hashPassword(PASSWORD), preferredLang: "en" })
    .returning({ id: users.id });
  unconfirmedId = unconfirmed.id;
  order = await createTestOrder(app.db, { seats: await stageOrderSeats(app.db, 10), status: "paid", email: CUSTOMER });
  await app.db.update(orders).set({ userId: customerId }).where(eq(orders.id, order.id));
  await app.db.insert(accountConsents).values({ userId: customerId, topic: "newsletter", granted: true, textVersion: "2026-11", text: "Ja, den Newsletter bitte." });
  const [card] = await app.db.insert(giftCards).values({ code: "SOMMER-KARTE-25", initialCents: 2500, balanceCents: 1000, status: "active", userId: customerId }).returning({ id: giftCards.id });
  const [voucher] = await app.db.insert(vouchers).values({ code: "SOMMER-ZEHN", kind: "percent", percent: 10, maxUses: 2, usesCount: 1, userId: customerId }).returning({ id: vouchers.id });
  await app.db.insert(voucherUses).values({ voucherId: voucher.id, delta: 1, orderId: order.id, discountCents: 500, actor: "visitor", userId: customerId, reason: "redeemed" });
  [cardId, voucherId] = [card.id, voucher.id];
});

async function openAs(role: StaffRole, path: string, options: { width?: number; bypassCsp?: boolean } = {}) {
  const context = await chromium.browser.createBrowserContext();
  const opened = await openAdminPage(app, context, path, { ...options, role });
  return { ...opened, close: () => context.close() };
}

/** Runs `act` (a click or a key) and waits for an element matching `selector` that contains `text`. */
async function andWait(page: Page, act: () => Promise<void>, selector: string, text = "") {
  await act();
  await page.waitForFunction((wanted, includes) => [...document.querySelectorAll(wanted)].some((element) => element.textContent?.includes(includes)), {}, selector, text);
}

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** The API's sign-in with the customer's right password: its status. */
async function signInStatus(): Promise<number> {
  const csrf = await csrfTokenFrom(app.url);
  const response = await fetch(`${app.url}/de/api/user-login/`, {
    method: "POST",
    headers: { Cookie: `csrftoken=${csrf}`, "X-CSRFToken": csrf, "Content-Type": "application/json" },
    body: JSON.stringify({ email: CUSTOMER, password: PASSWORD }),
  });
  await response.body?.cancel();
  return response.status;
}

const cellsOf = (page: Page) => page.$$eval(".admin-table tbody tr", (rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent)));

test("the admin searches the demo customer, sees the order, deactivates the account (its sign-in is refused) and reactivates it", async () => {
  const { page, problems, close } = await openAs("admin", "/admin");
  await andWait(page, () => page.click('.admin-nav a[href="/admin/visitor-accounts/"]'), "h1", "Besucherkonten");
  await page.focus("#visitor-accounts-q");
  await page.keyboard.type("besucherin");
  await andWait(page, () => page.keyboard.press("Enter"), ".admin-count", "1 Konto");
  const [row] = await cellsOf(page);
  assert.deepEqual([row[0], row[1], row[2], row[5]], [`Marie Sommer${CUSTOMER}`, "ja", "ja", "1"]);
  await shot(page, "visitor-accounts-list");

  await andWait(page, () => page.click(".admin-table tbody th a"), "h1", "Marie Sommer");
  const details = await page.$eval(".admin-entry", (list) => list.textContent ?? "");
  assert.match(details, /besucherin@kulisse\.example/);
  assert.match(details, /Bremen/);
  assert.doesNotMatch(await page.$eval("main", (main) => main.textContent ?? ""), /passwor|token|hash/i, "no password or token is shown");
  assert.equal(await page.$eval(`#visitor-account-orders ~ .admin-table-wrap a`, (link) => link.getAttribute("href")), `/admin/orders/${order.id}`);
  assert.match(await page.$eval("#visitor-account-orders ~ .admin-table-wrap", (table) => table.textContent ?? ""), new RegExp(`${order.code}.*bezahlt`));
  assert.match(await page.$eval("#visitor-account-consents ~ .admin-table-wrap", (table) => table.textContent ?? ""), /Newsletter.*erteilt.*2026-11/);
  assert.match(await page.$eval("#visitor-account-gift-cards ~ .admin-table-wrap", (table) => table.textContent ?? ""), /SOMMER-KARTE-25.*gültig/);
  assert.match(await page.$eval("#visitor-account-vouchers ~ .admin-table-wrap", (table) => table.textContent ?? ""), /SOMMER-ZEHN.*Prozent.*1 \/ 2/);
  // The card and the voucher lead to their own admin pages, with their histories.
  assert.equal(await page.$eval("#visitor-account-gift-cards ~ .admin-table-wrap a", (link) => link.getAttribute("href")), `/admin/gift-cards/${cardId}`);
  assert.equal(await page.$eval("#visitor-account-vouchers ~ .admin-table-wrap a", (link) => link.getAttribute("href")), `/admin/vouchers/${voucherId}`);
  assert.equal(await page.$(".admin-resend-confirmation"), null, "a confirmed account has no resend button");
  await shot(page, "visitor-account");

  assert.equal(await signInStatus(), 200, "it signs in before");
  await andWait(page, () => page.click("#visitor-account-access ~ form button"), ".admin-notice", "deaktiviert");
  assert.match(await page.$eval(".admin-entry", (list) => list.textContent ?? ""), /deaktiviert/);
  assert.equal(await signInStatus(), 401, "a deactivated account cannot sign in");
  await shot(page, "visitor-account-deactivated");

  await page.focus("#visitor-account-access ~ form button");
  await andWait(page, () => page.keyboard.press("Enter"), ".admin-notice", "wieder aktiv");
  assert.equal(await page.$eval("#visitor-account-access ~ form button", (button) => button.textContent), "Konto deaktivieren");
  assert.equal(await signInStatus(), 200, "reactivated, it signs in again");

  await andWait(page, () => page.click(`a[href="/admin/orders/${order.id}"]`), "h1", `Bestellung ${order.code}`);
  assert.deepEqual(problems, []);
  await close();
});

test("an account that has not confirmed its address gets the confirmation link again, and the mail arrives", async () => {
  const csrf = await csrfTokenFrom(app.url);
  const signUp = await fetch(`${app.url}/de/api/account/sign-up/`, {
    method: "POST",
    headers: { Cookie: `csrftoken=${csrf}`, "X-CSRFToken": csrf, "Content-Type": "application/json" },
    body: JSON.stringify({ first_name: "Nora", last_name: "Offen", email: UNCONFIRMED, password: PASSWORD, accept_terms: true }),
  });
  assert.equal(signUp.status, 202);
  const toNora = (mail: { recipients: string[] }) => mail.recipients.includes(UNCONFIRMED);
  await smtp().nextMail(toNora);

  const { page, problems, close } = await openAs("admin", `/admin/visitor-accounts?q=${encodeURIComponent(UNCONFIRMED)}`);
  const [row] = await cellsOf(page);
  assert.deepEqual([row[0], row[1], row[4], row[5]], [`Nora Offen${UNCONFIRMED}`, "nein", "noch nie", "0"]);
  await andWait(page, () => page.click(".admin-table tbody th a"), "h1", "Nora Offen");
  assert.match(await page.$eval(".admin-entry", (list) => list.textContent ?? ""), /nicht bestätigt/);
  assert.match(await page.$eval("#visitor-account-orders + p", (text) => text.textContent ?? ""), /Keine Bestellungen/);
  const mails = smtp().received.filter(toNora);
  await andWait(page, () => page.click(".admin-resend-confirmation button"), ".admin-resend-confirmation__status", `an ${UNCONFIRMED} gesendet`);
  const again = await smtp().nextMail((mail) => toNora(mail) && !mails.includes(mail));
  assert.match(again.parsed.text ?? "", /\/de\/konto\/bestaetigen\?token=[\w-]+/, "the new mail has a confirmation link");
  await shot(page, "visitor-account-unconfirmed");
  assert.deepEqual(problems, []);
  await close();
});

test("the hub counts new visitors' accounts and redeemed vouchers for the admin, and shows an editor no such part", async () => {
  const admin = await openAs("admin", "/de/cms-hub");
  const table = await admin.page.$eval("#hub-accounts ~ table", (element) => [...element.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent)));
  const [accounts, redeemed] = table;
  assert.equal(accounts[0], "Neue Besucherkonten");
  assert.ok(Number(accounts[1]) >= 1 && Number(accounts[2]) >= Number(accounts[1]), `new accounts counted: ${accounts.join(" ")}`);
  assert.equal(redeemed[0], "Eingelöste Gutscheine");
  assert.ok(Number(redeemed[1]) >= 1 && Number(redeemed[2]) >= Number(redeemed[1]), `the voucher's use counted: ${redeemed.join(" ")}`);
  await admin.close();
  const editor = await openAs("editor", "/de/cms-hub");
  assert.equal(await editor.page.$("#hub-accounts"), null);
  await editor.close();
});

test("an editor is refused the visitor account screens and has no menu entry for them", async () => {
  const cookie = await sessionCookie(app.db, "editor");
  for (const path of ["/admin/visitor-accounts", `/admin/visitor-accounts/${customerId}`]) {
    const response = await fetch(app.url + path, { headers: { Cookie: cookie } });
    await response.body?.cancel();
    assert.equal(response.status, 403, path);
  }
  const { page, close } = await openAs("editor", "/admin");
  assert.equal(await page.$('a[href^="/admin/visitor-accounts"]'), null);
  await close();
});

test("the list, a confirmed account and an unconfirmed one in English have no axe violations at 375 and 1280 px", async () => {
  for (const width of [375, 1280]) {
    for (const path of ["/admin/visitor-accounts", `/admin/visitor-accounts/${customerId}`, `/admin/visitor-accounts/${unconfirmedId}?lang=en`]) {
      const { page, close } = await openAs("admin", path, { width, bypassCsp: true });
      assert.deepEqual(await axeViolations(page), [], `${path} at ${width} px`);
      await shot(page, `${width}-${path.replace(/[^a-z0-9]+/gi, "-")}`);
      if (path.endsWith("lang=en")) {
        assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Paul Wartet");
        assert.match(await page.$eval(".admin-entry", (list) => list.textContent ?? ""), /Address confirmed\s*not confirmed/);
        assert.equal(await page.$eval(".admin-resend-confirmation button", (button) => button.textContent), "Send confirmation link again");
      }
      await close();
    }
  }
});
