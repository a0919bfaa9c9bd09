// The profile part of the user area in Chromium on the production build, as a signed-in visitor's
// account: axe finds nothing at 375 and 1280 px (and nothing scrolls sideways); the details save; a consent ticks with its date; the account is
// deleted with its password (a wrong one refused first) and the visitor lands signed out on the home
// page with the confirmation, the reservation cancelled and the order anonymized.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { accountConsents, orders, users } from "../../server/db/schema.ts";
import { ANONYMIZED_EMAIL } from "../../server/services/account-deletion.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { clickUncovered } from "../helpers/click-uncovered.ts";
import { createTestOrder, stageOrderSeats } from "../helpers/orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PASSWORD = "Ein langes Passwort 2026";
let made = 0;

before(() => app.ready);

/** A fresh visitor's account with a known password; its id and a session cookie value. */
async function newCustomer(): Promise<{ id: number; token: string }> {
  made += 1;
  const email = `profil${made}-${Date.now()}@example.org`;
  const [user] = await app.db
    .insert(users)
    .values({ email, username: email, firstName: "Karla", lastName: "Kunde", passwordHash: hashPassword(PASSWORD), role: "customer", emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  return { id: user.id, token: await createSession(app.db, user.id, new Date()) };
}

/** The profile page, signed in as the account with `token`, at `width`. */
async function openProfile(token: string, width: number) {
  const context = await chromium.browser.createBrowserContext();
  const browser = {
    async newPage() {
      const page = await context.newPage();
      await page.setCookie({ name: SESSION_COOKIE, value: token, url: app.url });
      return page;
    },
  };
  const opened = await openPage(browser, app.url, "/de/profil", { width, bypassCsp: true });
  // The forms are sent by the hydrated page (before, a click would only reload it).
  await waitForHydration(opened.page);
  return opened;
}

const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? "");
const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction((sel, expected) => document.querySelector(sel)?.textContent?.includes(expected), { timeout: 10_000 }, selector, text);

for (const width of [375, 1280]) {
  test(`the profile at ${width} px: every part there, axe finds nothing, nothing scrolls sideways`, async () => {
    const { token } = await newCustomer();
    const { page, problems, status } = await openProfile(token, width);
    assert.equal(status, 200);
    assert.equal(await textOf(page, "h1"), "Mein Profil");
    const headings = await page.$$eval("h2", (all) => all.map((heading) => heading.textContent));
    for (const part of ["Name, Anschrift und Telefon", "Einwilligungen", "Meine Daten herunterladen", "Konto löschen"]) assert.ok(headings.includes(part), part);
    assert.match(await textOf(page, ".profile-section--danger"), /zehn Jahre aufbewahren \(§ 147 AO, § 257 HGB\)/);
    assert.equal(await page.$eval("#profile-first_name", (input) => (input as HTMLInputElement).value), "Karla");
    assert.deepEqual(await axeViolations(page), []);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling");
    assert.deepEqual(problems, []);
    await page.browserContext().close();
  });
}

// The save button ends up at the window's bottom edge after typing, under the sticky navigation's
// bar: a plain page.click landed on the bar and nothing was sent (the "no answer" of before).
test("details save; a consent ticks and says since when", async () => {
  const { id, token } = await newCustomer();
  const { page } = await openProfile(token, 1280);
  await page.type("#profile-city", "Bremen");
  await page.type("#profile-phone", "+49 421 123456");
  await clickUncovered(page, ".profile-form button[type=submit]");
  // Whatever the save answers shows (a message or a field's sentence): the assertion names it.
  await page.waitForSelector(".profile-message, .profile-form .form-field__error", { timeout: 10_000 });
  assert.equal(await textOf(page, ".profile-message, .profile-form .form-field__error"), "Ihre Angaben sind gespeichert.");
  const [saved] = await app.db.select().from(users).where(eq(users.id, id));
  assert.deepEqual([saved.city, saved.phone], ["Bremen", "+49 421 123456"]);

  await page.focus("#profile-consent-information");
  await page.keyboard.press("Space");
  await waitForText(page, "#profile-consent-information-state", "Eingewilligt am");
  const rows = await app.db.select().from(accountConsents).where(eq(accountConsents.userId, id));
  assert.deepEqual(
    rows.map((row) => [row.topic, row.granted]),
    [["information", true]],
  );
  await page.browserContext().close();
});

test("deleting the account: a wrong password is refused, the right one signs out onto the home page with the confirmation; the reservation is cancelled and the order anonymized", async () => {
  const { id, token } = await newCustomer();
  const seats = await stageOrderSeats(app.db, 10);
  const order = await createTestOrder(app.db, { seats, quantity: 2, status: "reserved" });
  await app.db.update(orders).set({ userId: id }).where(eq(orders.id, order.id));
  const { page, problems } = await openProfile(token, 375);

  await page.type("#profile-delete-password", "falsch");
  await clickUncovered(page, ".profile-section--danger button[type=submit]");
  await page.waitForSelector("#profile-delete-problem");
  assert.equal(await textOf(page, "#profile-delete-problem"), "Das Passwort stimmt nicht.");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "profile-delete-password");

  await page.$eval("#profile-delete-password", (input) => ((input as HTMLInputElement).value = ""));
  await page.type("#profile-delete-password", PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), clickUncovered(page, ".profile-section--danger button[type=submit]")]);
  assert.equal(new URL(page.url()).pathname, "/de");
  await page.waitForSelector(".account-deleted-notice");
  assert.match(await textOf(page, ".account-deleted-notice"), /Ihr Konto ist gelöscht/);
  const cookies = await page.cookies(app.url);
  assert.ok(!cookies.some((cookie) => cookie.name === SESSION_COOKIE), "the session cookie is gone");

  assert.equal((await app.db.select().from(users).where(eq(users.id, id))).length, 0);
  const [kept] = await app.db.select().from(orders).where(eq(orders.id, order.id));
  assert.deepEqual([kept.status, kept.email, kept.userId], ["cancelled", ANONYMIZED_EMAIL, null]);
  // The refused password's 400 is the one console line expected.
  assert.deepEqual(
    problems.filter((line) => !/status of 400/.test(line)),
    [],
  );
  await page.browserContext().close();
});
