// The admins' screens on the production build: an admin switches the webshop off in /admin/settings
// and visitors see "Webshop offline" at the cart (spec §6), then switches it back on; an admin
// creates an editor account, sets its password, and that account logs in at /de/login; the settings
// and accounts screens have no axe violations at phone and desktop width.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { users } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { openAdminPage } from "../helpers/admin-page.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

async function openAsAdmin(path: string, options: { width?: number; bypassCsp?: boolean } = {}) {
  // Each admin gets a browser context of its own, so its cookies stay apart from the visitor's.
  const context = await chromium.browser.createBrowserContext();
  const opened = await openAdminPage(app, context, path, { ...options, role: "admin" });
  return { ...opened, close: () => context.close() };
}

/** A visitor's view of the home page: the cart's offline tooltip, or null when the cart link is there. */
async function cartAsVisitor(): Promise<string | null> {
  const context = await chromium.browser.createBrowserContext();
  try {
    const { page } = await openPage(context, app.url, "/de/");
    return await page.evaluate(() => {
      if (document.querySelector(".site-header a.cart-link, header a.cart-link")) return null;
      const offline = [...document.querySelectorAll(".header-button--offline")].find((button) => button.textContent?.includes("Warenkorb"));
      return offline ? (document.getElementById(offline.getAttribute("aria-describedby") ?? "")?.textContent ?? "") : "neither";
    });
  } finally {
    await context.close();
  }
}

async function saveForm(page: Page) {
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }).catch(() => null), page.click(".admin-form__actions button[type=submit]")]);
  await page.waitForSelector(".admin-notice");
}

test("an admin switches the webshop off in the settings, visitors see 'Webshop offline' at the cart, and the admin switches it back on", async () => {
  assert.equal(await cartAsVisitor(), null, "the shop is online to start with");
  const { page, problems, close } = await openAsAdmin("/admin/settings");
  assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Einstellungen");
  assert.equal(await page.$eval("#field-is_shop_online", (input) => (input as HTMLInputElement).checked), true);
  await page.click("#field-is_shop_online");
  await saveForm(page);
  assert.equal(await page.$eval("#field-is_shop_online", (input) => (input as HTMLInputElement).checked), false);
  assert.equal(await cartAsVisitor(), "Webshop offline");

  await page.click("#field-is_shop_online");
  // The notice of the first save is still on the page: wait for this save's own answer.
  await Promise.all([page.waitForResponse((response) => response.url().includes("/admin-api/settings/") && response.request().method() === "PUT" && response.ok()), page.click(".admin-form__actions button[type=submit]")]);
  await page.waitForFunction(() => (document.querySelector("#field-is_shop_online") as HTMLInputElement | null)?.checked === true && document.querySelector(".admin-notice") !== null);
  assert.equal(await cartAsVisitor(), null, "the cart link is back");
  assert.deepEqual(problems, []);
  await close();
});

test("an admin creates an editor account, sets its password, and the new editor logs in at /de/login", async () => {
  const email = `neue.redakteurin.${Date.now()}@kulisse.example`;
  const { page, problems, close } = await openAsAdmin("/admin/accounts/new");
  await page.type("#field-email", email);
  await page.type("#field-username", `neue-redakteurin-${Date.now()}`);
  await page.type("#field-first_name", "Nele");
  await page.type("#field-last_name", "Neumann");
  assert.equal(await page.$eval("#field-role", (select) => (select as HTMLSelectElement).value), "editor");
  await saveForm(page);
  assert.match(page.url(), /\/admin\/accounts\/\d+\?saved=1$/);
  assert.equal(await page.$(".admin-button--danger"), null, "accounts are deactivated, not deleted");

  await page.click(`a[href$="/password"]`);
  await page.waitForSelector("#field-password");
  const password = "Lampenfieber vor der Premiere";
  await page.type("#field-password", password);
  await page.type("#field-repeat", "something else entirely");
  await page.click(".admin-form__actions button[type=submit]");
  await page.waitForSelector("#field-repeat[aria-invalid=true]");
  await page.$eval("#field-repeat", (input) => ((input as HTMLInputElement).value = ""));
  await page.$eval("#field-password", (input) => ((input as HTMLInputElement).value = ""));
  await page.type("#field-password", password);
  await page.type("#field-repeat", password);
  await saveForm(page);
  assert.match(page.url(), /\/admin\/accounts\/\d+\?saved=1$/);
  assert.deepEqual(problems, []);
  await close();

  const [account] = await app.db.select().from(users).where(eq(users.email, email));
  assert.equal(account.role, "editor");
  const visitor = await chromium.browser.createBrowserContext();
  const { page: login } = await openPage(visitor, app.url, "/de/login");
  await login.type("#login-email", email);
  await login.type("#login-password", password);
  await Promise.all([login.waitForNavigation({ waitUntil: "load" }), login.click(".login-form button[type=submit]")]);
  await waitForHydration(login);
  const details = await login.evaluate(async () => (await fetch("/de/api/user-details/")).json());
  assert.equal(details.is_logged_in, true);
  assert.equal(details.email, email);
  await visitor.close();
});

test("the settings and accounts screens have no axe violations (WCAG 2.1 AA) at 375 and 1280 px", async () => {
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  for (const width of [375, 1280]) {
    for (const path of ["/admin/settings", "/admin/settings?lang=en", "/admin/accounts/", `/admin/accounts/${admin.id}`, `/admin/accounts/${admin.id}/password?lang=en`, "/admin/menu-items/new", "/admin/opening-hours/new"]) {
      const { page, close } = await openAsAdmin(path, { width, bypassCsp: true });
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], `${path} at ${width}px: ${JSON.stringify(violations, null, 1)}`);
      const tooWide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(tooWide, false, `${path} at ${width}px scrolls sideways`);
      await close();
    }
  }
});
