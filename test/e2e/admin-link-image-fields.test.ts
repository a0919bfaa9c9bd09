// The admin's image and link fields are the module modal's widgets (src/components/fields/), end to
// end on the production build: without JavaScript a partner's logo is its thumbnail and a number
// input described by what it takes, and a typed image number is saved; once the page runs the logo
// is chosen in the image chooser and saved; an alert's English link target is found by the link
// finder in English and fills the English input only; no axe violations with the finder open.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const logoNumber = 'input[type="number"][name="logo"]';
const logoHidden = 'input[type="hidden"][name="logo"]';
const chooseLogo = '.image-picker button[aria-haspopup="dialog"]';
const englishLink = 'input[name="link_url.en"]';
const germanLink = 'input[name="link_url.de"]';
const finderButton = (input: string) => `${input} ~ button[aria-haspopup="dialog"]`;

async function pageWithoutJavaScript(): Promise<Page> {
  const [name, value] = (await editorSessionCookie(app.db)).split("=");
  const page = await chromium.browser.newPage();
  await page.setCookie({ name, value, url: app.url });
  await page.setJavaScriptEnabled(false);
  return page;
}

/** The ids of the library's images that may be placed (alt text in both languages), from its first page. */
async function placeableImages(page: Page): Promise<number[]> {
  await page.goto(`${app.url}/admin/media/`, { waitUntil: "load" });
  return page.$$eval("[data-media-id]", (items) => items.filter((item) => !item.querySelector(".media-grid__missing")).map((item) => Number((item as HTMLElement).dataset.mediaId)));
}

test("without JavaScript a partner's logo is a number input under its thumbnail, and a typed image number is saved; link fields are plain inputs", async () => {
  const page = await pageWithoutJavaScript();
  const images = await placeableImages(page);
  await page.goto(`${app.url}/admin/partners/1`, { waitUntil: "load" });
  const stored = Number(await page.$eval(logoNumber, (input) => (input as HTMLInputElement).value));
  assert.ok(stored > 0, "the partner has a logo");
  assert.ok(await page.$(".image-picker img"), "the stored logo's thumbnail");
  assert.equal(await page.$(chooseLogo), null, "no chooser that could not work");
  const described = await page.$eval(logoNumber, (input) => (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? ""));
  assert.ok(described.includes("Nummer des Bildes in der Mediathek"), `the number input says what it takes: ${described.join(" | ")}`);
  assert.equal(await page.$eval(logoNumber, (input) => document.querySelector(`label[for="${input.id}"]`)?.textContent), "Logo");
  assert.equal(await page.$('input[name="link_url"] ~ button'), null, "the link field has no finder button without JavaScript");

  const other = images.find((id) => id !== stored);
  assert.ok(other, "another image to choose");
  await page.$eval(logoNumber, (input) => ((input as HTMLInputElement).value = ""));
  await page.type(logoNumber, String(other));
  await Promise.all([page.waitForNavigation(), page.click(".admin-form button[type=submit]")]);
  assert.match(page.url(), /\/admin\/partners\/1\?saved=1$/);
  assert.equal(await page.$eval(logoNumber, (input) => (input as HTMLInputElement).value), String(other));
  assert.equal(await page.$eval(".image-picker figcaption a", (link) => link.getAttribute("href")), `/admin/media/${other}`, "the new logo's thumbnail links to its page");

  await page.goto(`${app.url}/admin/alerts/new`, { waitUntil: "load" });
  assert.equal(await page.$eval(germanLink, (input) => document.querySelector(`label[for="${input.id}"]`)?.textContent), "Deutsch");
  assert.equal(await page.$eval(englishLink, (input) => document.querySelector(`label[for="${input.id}"]`)?.textContent), "Englisch");
  assert.equal(await page.$(finderButton(germanLink)), null);
  await page.close();
});

test("once the page runs, a partner's logo is chosen in the image chooser and saved", async () => {
  const { page, problems } = await openAdminPage(app, chromium.browser, "/admin/partners/2");
  assert.equal(await page.$(logoNumber), null, "the number input gives way to the chooser");
  const before = await page.$eval(logoHidden, (input) => (input as HTMLInputElement).value);
  await page.click(chooseLogo);
  await page.waitForSelector("dialog.admin-dialog[open] .image-finder__grid button[data-result]");
  const chosen = await page.$$eval("dialog.admin-dialog button[data-result]", (buttons, current) => buttons.map((button) => (button as HTMLElement).dataset.imageId ?? "").find((id) => id !== current), before);
  assert.ok(chosen, "an image other than the stored one");
  await page.click(`dialog.admin-dialog button[data-result][data-image-id="${chosen}"]`);
  await page.waitForFunction(() => !document.querySelector("dialog.admin-dialog"));
  assert.equal(await page.$eval(logoHidden, (input) => (input as HTMLInputElement).value), chosen);
  assert.equal(await page.$eval(".image-picker figcaption a", (link) => link.getAttribute("href")), `/admin/media/${chosen}`);
  assert.ok(await page.evaluate((button) => document.activeElement?.matches(button), chooseLogo), "focus back on the chooser's button");

  await Promise.all([page.waitForFunction(() => /\/admin\/partners\/2\?saved=1$/.test(location.href) && !!document.querySelector(".admin-notice")), page.click(".admin-form button[type=submit]")]);
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector(logoHidden);
  assert.equal(await page.$eval(logoHidden, (input) => (input as HTMLInputElement).value), chosen, "saved");
  assert.deepEqual(problems, []);
  await page.close();
});

test("an alert's English link target is found in English by the link finder and fills the English input only", async () => {
  const { page, problems } = await openAdminPage(app, chromium.browser, "/admin/alerts/new", { bypassCsp: true });
  await page.waitForSelector(finderButton(englishLink));
  assert.equal(await page.$eval(finderButton(englishLink), (button) => button.textContent), "Link suchen: Link-Ziel (Englisch)");
  await page.click(finderButton(englishLink));
  await page.waitForSelector("dialog.link-finder[open]");
  assert.equal(await page.$eval("dialog.link-finder h2", (heading) => heading.textContent), "Link suchen: Link-Ziel (Englisch)");
  await page.keyboard.type("Magic Flute");
  const hit = "dialog.link-finder button[data-result]";
  await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].some((button) => /^\/en\/productions\//.test(button.querySelector(".link-finder__url")?.textContent ?? "")), {}, hit);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the finder open");
  const urls = await page.$$eval(`${hit} .link-finder__url`, (spans) => spans.map((span) => span.textContent ?? ""));
  assert.ok(urls.every((url) => url.startsWith("/en/")), `English addresses only: ${urls.join(", ")}`);
  const production = urls.find((url) => url.startsWith("/en/productions/"))!;
  const buttons = await page.$$(hit);
  await buttons[urls.indexOf(production)].click();
  await page.waitForFunction(() => !document.querySelector("dialog.link-finder"));
  assert.equal(await page.$eval(englishLink, (input) => (input as HTMLInputElement).value), production);
  assert.equal(await page.$eval(germanLink, (input) => (input as HTMLInputElement).value), "", "the German input is left alone");
  assert.deepEqual(problems, []);
  await page.close();
});
