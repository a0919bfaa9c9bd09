// The admin's url fields on the production build: the link finder (shared with the page editor)
// opens from a button beside the input, is used by keyboard and writes the chosen hit's path into
// that input; a typed address without a scheme gets https:// when the input is left; no axe
// violations with the finder open at desktop and phone width.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const openAdmin = (path: string, options: { width?: number; bypassCsp?: boolean } = {}) => openAdminPage(app, chromium.browser, path, options);

/** The inputs by their post names (what the form sends), and the finder button beside one. */
const german = 'input[name="link_url.de"]';
const english = 'input[name="link_url.en"]';
const finderButton = (input: string) => `${input} ~ button[aria-haspopup="dialog"]`;
const focusedMatches = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

test("an editor finds a production for an alert's German link target by keyboard, and an English address gets https://", async () => {
  const { page, problems, scripts } = await openAdmin("/admin/alerts/new");
  assert.ok(!scripts.some((script) => /\/assets\/editor-/.test(script)), `no editor chunk in the admin: ${scripts.join(", ")}`);
  await page.waitForSelector(finderButton(german));
  assert.equal(await page.$eval(finderButton(german), (button) => button.textContent), "Link suchen: Link-Ziel (Deutsch)");

  await page.focus(german);
  await page.keyboard.press("Tab");
  assert.ok(await focusedMatches(page, finderButton(german)), "Tab from the input reaches its finder button");
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog.link-finder[open]");
  assert.ok(await focusedMatches(page, "dialog.link-finder input[type=search]"), "focus in the search box");
  await page.keyboard.type("Zauberfl");
  await page.waitForFunction(() => [...document.querySelectorAll("dialog.link-finder button[data-result]")].some((button) => /\/de\/produktionen\//.test(button.textContent ?? "")));
  await page.keyboard.press("ArrowDown");
  assert.ok(await focusedMatches(page, "dialog.link-finder button[data-result]"), "ArrowDown from the search box into the hits");
  for (let step = 0; step < 20 && !(await page.evaluate(() => /\/de\/produktionen\//.test(document.activeElement?.querySelector(".link-finder__url")?.textContent ?? ""))); step++) await page.keyboard.press("ArrowDown");
  const chosen = await page.evaluate(() => document.activeElement?.querySelector(".link-finder__url")?.textContent ?? "");
  assert.match(chosen, /^\/de\/produktionen\/[a-z0-9-]+/);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector("dialog.link-finder"));
  assert.equal(await page.$eval(german, (input) => (input as HTMLInputElement).value), chosen);
  assert.ok(await focusedMatches(page, finderButton(german)), "focus back on the finder button");

  // Escape closes the finder and returns focus too.
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog.link-finder[open]");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector("dialog.link-finder"));
  assert.ok(await focusedMatches(page, finderButton(german)), "Escape: focus back on the finder button");
  assert.equal(await page.$eval(german, (input) => (input as HTMLInputElement).value), chosen, "Escape leaves the input as it was");

  await page.focus(english);
  await page.keyboard.type("www.example.org");
  await page.keyboard.press("Tab");
  assert.equal(await page.$eval(english, (input) => (input as HTMLInputElement).value), "https://www.example.org");
  // Site paths stay as typed.
  await page.$eval(english, (input) => ((input as HTMLInputElement).value = ""));
  await page.focus(english);
  await page.keyboard.type("/en/contact");
  await page.keyboard.press("Tab");
  assert.equal(await page.$eval(english, (input) => (input as HTMLInputElement).value), "/en/contact");
  assert.deepEqual(problems, []);
  await page.close();
});

for (const width of [1280, 375]) {
  test(`the admin's link finder has no axe violations at ${width}px`, async () => {
    const { page } = await openAdmin("/admin/alerts/new", { width, bypassCsp: true });
    await page.waitForSelector(finderButton(german));
    await page.click(finderButton(german));
    await page.waitForSelector("dialog.link-finder[open]");
    await page.keyboard.type("Zauberfl");
    await page.waitForSelector("dialog.link-finder button[data-result]");
    assert.deepEqual(await axeViolations(page), []);
    await page.close();
  });
}
