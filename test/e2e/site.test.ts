// The site in a real browser against the production build: home in both languages, the language
// switch, client navigation, the 404 page and its report, and clean hydration.
import assert from "node:assert/strict";
import { test } from "node:test";
import { errorLog } from "../../server/db/schema.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const open = (path: string) => openPage(chromium.browser, app.url, path);

test("home renders in German and English and hydrates without warnings", async () => {
  for (const [lang, other] of [["de", "en"], ["en", "de"]]) {
    const { page, problems, status } = await open(`/${lang}`);
    assert.equal(status, 200);
    assert.equal(await page.$eval("html", (html) => html.lang), lang);
    assert.match(await page.title(), /\| Staatstheater Kulisse$/);
    assert.ok(await page.$("main#main h1"), "one main heading");
    assert.ok((await page.$$("nav .site-nav__link")).length >= 4, "the main menu is there");
    // Deferred module data streamed in and was hydrated: the upcoming performances list.
    await page.waitForSelector(".module-event-list .event-row");
    assert.equal(await page.$eval(".site-header__lang", (a) => a.getAttribute("hreflang")), other);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("the language switch lands on the same page in the other language", async () => {
  const { page, problems } = await open("/de/ueber-uns");
  const germanHeading = await page.$eval("main h1", (h1) => h1.textContent);
  await page.click(".lang-dropdown__button");
  await Promise.all([page.waitForFunction(() => location.pathname === "/en/about-us"), page.click(".site-header__lang")]);
  await page.waitForFunction((before) => document.querySelector("main h1")?.textContent !== before, {}, germanHeading);
  assert.equal(await page.$eval("html", (html) => html.lang), "en");
  assert.equal(await page.$eval(".site-header__lang", (a) => a.getAttribute("href")), "/de/ueber-uns");
  assert.deepEqual(problems, []);
  await page.close();
});

test("navigation happens on the client, without a full reload", async () => {
  const { page, problems } = await open("/de");
  await page.evaluate(() => {
    (window as unknown as { stayedAlive: boolean }).stayedAlive = true;
  });
  const link = await page.$("a.site-nav__link[href='/de/ueber-uns'], footer a[href='/de/ueber-uns']");
  assert.ok(link, "a link to /de/ueber-uns");
  await Promise.all([page.waitForFunction(() => location.pathname === "/de/ueber-uns"), link.click()]);
  await page.waitForFunction(() => document.title.startsWith("Über uns"));
  assert.equal(await page.evaluate(() => (window as unknown as { stayedAlive?: boolean }).stayedAlive), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a missing page answers 404, shows the 404 page with a link home, and is reported", async () => {
  const { page, status } = await open("/en/no-such-page");
  assert.equal(status, 404);
  assert.equal(await page.$eval("main h1", (h1) => h1.textContent), "404 Not Found");
  assert.ok(await page.$("main a[href='/en']"));
  const reported = async () => (await app.db.select().from(errorLog)).some((row) => row.url.endsWith("/en/no-such-page"));
  for (let tries = 0; tries < 50 && !(await reported()); tries++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(await reported(), "the 404 was reported to the error log");
  await page.close();
});
