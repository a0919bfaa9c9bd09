// The admin's item form on the production build, once hydrated, is the one widget set at work: an
// editor types a series' English name (its character counter follows), a price in euros and an
// article's publication time (Berlin wall clock); the saved items show what was typed: the price
// as stored in cents and shown again in euros, the time as stored and shown again.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const valueOf = (page: Page, selector: string) => page.$eval(selector, (input) => (input as HTMLInputElement).value);
const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent);

/** Opens a new item's form and waits until it has hydrated (the image field's chooser replaces its number input then). */
async function openNew(resource: string) {
  const opened = await openAdminPage(app, chromium.browser, `/admin/${resource}/new`);
  await opened.page.waitForSelector("button#field-image");
  return opened;
}

async function save(page: Page) {
  await page.click(".admin-form button[type=submit]");
  await page.waitForFunction(() => /\/\d+\?saved=1$/.test(location.href) && !!document.querySelector(".admin-notice"));
}

test("an editor types a series' English name and its price in euros after hydration; the saved series shows them", async () => {
  const { page, problems } = await openNew("series");
  await page.type("#field-name-de", "Jazz im Foyer");
  await page.type("#field-name-en", "Jazz in the foyer");
  assert.equal(await textOf(page, "#field-name-en-counter"), "17 / 200 Zeichen", "the counter follows the typing");
  await page.type("#field-slug-de", "jazz-im-foyer");
  await page.type("#field-slug-en", "jazz-in-the-foyer");
  await page.type("#field-price", "12,5");
  await save(page);
  assert.equal(await textOf(page, "h1"), "Jazz im Foyer");
  assert.equal(await valueOf(page, "#field-name-en"), "Jazz in the foyer");
  assert.equal(await valueOf(page, "#field-price"), "12,50", "stored as 1250 cents, shown in euros");
  assert.deepEqual(problems, []);
  await page.close();
});

test("an editor sets an article's publication time after hydration; the saved article shows it in Berlin time", async () => {
  const { page, problems } = await openNew("articles");
  await page.type("#field-title-de", "Probenbericht");
  await page.type("#field-slug-de", "probenbericht");
  await page.type("#field-slug-en", "rehearsal-report");
  // A datetime input types differently per browser locale: its value is set as a browser's picker does, with an input event.
  await page.$eval("#field-published_at", (input) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setValue.call(input, "2027-03-28T19:30");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await save(page);
  assert.equal(await textOf(page, "h1"), "Probenbericht");
  assert.equal(await valueOf(page, "#field-published_at"), "2027-03-28T19:30", "the summer-time instant is shown again as typed");
  assert.equal(await valueOf(page, "#field-title-de"), "Probenbericht");
  assert.deepEqual(problems, []);
  await page.close();
});
