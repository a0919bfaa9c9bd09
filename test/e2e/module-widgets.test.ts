// The content modules that behave, on the demo page: the image slider by buttons and keys, FAQ items
// by keyboard and by their anchor (opened, then after spec §2's 700 ms scrolled 200 px below the top;
// the test waits for that state, and reduced motion makes the scroll itself instant), and the anchor
// list marking where one is.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PAGE = "/de/ueber-uns/theater-entdecken";

async function reducedMotionPage(): Promise<{ newPage(): Promise<Page> }> {
  return {
    async newPage() {
      const page = await chromium.browser.newPage();
      await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
      return page;
    },
  };
}

const status = (page: Page) => page.$eval(".module-image-list__status", (element) => element.textContent);

test("the slider moves one image per button press and arrow key, and says which image is shown", async () => {
  const { page, problems } = await openPage(await reducedMotionPage(), app.url, PAGE);
  assert.equal(await status(page), "Bild 1 von 5");
  assert.equal(await page.$eval(".module-image-list", (region) => region.getAttribute("aria-roledescription")), "carousel");
  assert.ok(await page.$eval('.module-image-list__button[aria-label="Vorheriges Bild"]', (button) => (button as HTMLButtonElement).disabled), "no previous image at the start");

  await page.click('.module-image-list__button[aria-label="Nächstes Bild"]');
  await page.waitForFunction(() => document.querySelector(".module-image-list__status")?.textContent === "Bild 2 von 5");
  const width = await page.$eval(".module-image-list__track", (track) => track.clientWidth);
  await page.waitForFunction((expected) => Math.abs(document.querySelector(".module-image-list__track")!.scrollLeft - expected) < 2, {}, width + 24);

  await page.focus(".module-image-list__track");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector(".module-image-list__status")?.textContent === "Bild 3 von 5");
  await page.keyboard.press("End");
  await page.waitForFunction(() => document.querySelector(".module-image-list__status")?.textContent === "Bild 5 von 5");
  assert.ok(await page.$eval('.module-image-list__button[aria-label="Nächstes Bild"]', (button) => (button as HTMLButtonElement).disabled), "no next image at the end");
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.querySelector(".module-image-list__track")!.scrollLeft === 0);
  assert.equal(await status(page), "Bild 1 von 5");
  assert.deepEqual(problems, []);
  await page.close();
});

test("FAQ items open and close by keyboard; a link to an item's anchor opens it 200 px below the top", async () => {
  const { page, problems } = await openPage(await reducedMotionPage(), app.url, PAGE);
  const first = ".module-faq__item:first-of-type";
  assert.equal(await page.$eval(first, (item) => (item as HTMLDetailsElement).open), false);
  await page.focus(`${first} summary`);
  await page.keyboard.press("Enter");
  await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLDetailsElement).open, {}, first);
  await page.keyboard.press("Space");
  await page.waitForFunction((selector) => !(document.querySelector(selector) as HTMLDetailsElement).open, {}, first);

  await page.evaluate(() => (window.location.hash = "faq-garderobe"));
  await page.waitForFunction(() => (document.getElementById("faq-garderobe") as HTMLDetailsElement).open);
  await page.waitForFunction(() => Math.abs(document.getElementById("faq-garderobe")!.getBoundingClientRect().top - 200) < 2);
  assert.equal(await page.evaluate(() => document.activeElement?.closest("details")?.id), "faq-garderobe", "focus on the opened question");
  assert.deepEqual(problems, []);
  await page.close();

  // Arriving with the anchor in the address opens the item too.
  const arriving = await openPage(await reducedMotionPage(), app.url, `${PAGE}#faq-barrierefreiheit`);
  await arriving.page.waitForFunction(() => (document.getElementById("faq-barrierefreiheit") as HTMLDetailsElement).open);
  await arriving.page.waitForFunction(() => Math.abs(document.getElementById("faq-barrierefreiheit")!.getBoundingClientRect().top - 200) < 2);
  await arriving.page.close();
});

test("the anchor list marks the part being read", async () => {
  const { page } = await openPage(await reducedMotionPage(), app.url, PAGE);
  // The list updates on animation frames, which Chromium holds back in pages that are not in front.
  await page.bringToFront();
  const current = () => page.$$eval('.module-anchor-list a[aria-current="location"]', (links) => links.map((link) => link.textContent));
  assert.deepEqual(await current(), []);
  await page.click('.module-anchor-list a[href="#spielstaetten"]');
  await page.waitForFunction(() => document.querySelector('.module-anchor-list a[aria-current="location"]')?.textContent === "Spielstätten");
  await page.click('.module-anchor-list a[href="#fragen"]');
  await page.waitForFunction(() => document.querySelector('.module-anchor-list a[aria-current="location"]')?.textContent === "Fragen");
  await page.close();
});
