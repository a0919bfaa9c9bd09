// The image finder's upload in place, end to end on the production build: two PNGs chosen at once
// (each with its progress bar), alt text asked for before the image can be placed, the image placed
// and saved — and a visitor's browser then loads its avif rendition through <picture>.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { ElementHandle, Page } from "puppeteer-core";
import sharp from "sharp";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { announcement, openEditor, publishInEditor, saveByKeyboard, storedSections } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-media-e2e-"));
after(() => fs.rmSync(folder, { recursive: true, force: true }));

async function pngFile(name: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="800"><rect width="100%" height="100%" fill="${colour}"/><circle cx="500" cy="400" r="250" fill="#f5c542"/></svg>`;
  const file = path.join(folder, name);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

async function addImageModule(page: Page): Promise<string> {
  const column = '.editor-section:first-of-type [data-column="0"]';
  await page.waitForSelector(`${column} [data-control=add-module]`, { visible: true });
  await page.click(`${column} [data-control=add-module]`);
  await page.waitForSelector(`${column} .editor-add__panel [data-module-type="image"]`, { visible: true });
  await page.click(`${column} .editor-add__panel [data-module-type="image"]`);
  await page.waitForSelector(".module-modal[open]");
  return column;
}

test("an editor uploads two PNGs in the image finder, describes one, places it; a visitor's browser loads its avif rendition", async () => {
  const files = [await pngFile("probe-chor.png", "#1f6f62"), await pngFile("probe-orchester.png", "#8c1c2e")];
  const { page } = await openEditor(app, chromium.browser, "/de/abonnements", { bypassCsp: true });
  const column = await addImageModule(page);
  await page.click("#field-image");
  await page.waitForSelector(".image-finder[open] #image-finder-files");
  // Progress bars are short-lived on a local server: remember that one was shown.
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      if (document.querySelector(".image-finder progress")) document.documentElement.dataset.sawProgress = "yes";
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  const input = (await page.$("#image-finder-files")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(...files);
  await page.waitForFunction(() => document.querySelectorAll('.image-finder .media-pending[data-pending="describe"]').length === 2);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.sawProgress), "yes", "each upload showed a progress bar");

  // Both are in the library now, but without alt text they cannot be chosen.
  await page.waitForFunction(() => document.querySelectorAll(".image-finder [data-unplaceable]").length >= 2);
  assert.equal(await page.$$eval(".image-finder [data-result] img", (images) => images.filter((image) => /probe-/.test(image.getAttribute("src") ?? "")).length), 0);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with uploads waiting for alt text");

  const first = '.image-finder .media-pending[data-pending="describe"]';
  await page.click(`${first} button`);
  await page.waitForFunction((selector) => /beiden Sprachen/.test(document.querySelector(`${selector} .media-pending__message`)?.textContent ?? ""), {}, first);
  await page.type(`${first} input[id$="-alt-de"]`, "Der Chor bei der Probe");
  await page.type(`${first} input[id$="-alt-en"]`, "The choir in rehearsal");
  await page.type(`${first} input[id$="-credit"]`, "Foto: Test");
  await page.click(`${first} button`);
  await page.waitForSelector('.image-finder .media-pending[data-pending="ready"]');
  const choice = await page.waitForFunction(() => [...document.querySelectorAll(".image-finder [data-result]")].find((button) => button.querySelector(".image-finder__alt")?.textContent === "Der Chor bei der Probe"));
  await (choice.asElement() as ElementHandle<HTMLButtonElement>).click();
  await page.waitForFunction(() => !document.querySelector(".image-finder"));

  const before = await page.$$eval(`${column} .editor-module`, (modules) => modules.length);
  await page.click('.module-modal button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector(".module-modal"));
  await announcement(page, /hinzugefügt/);
  assert.equal(await page.$$eval(`${column} .editor-module`, (modules) => modules.length), before + 1);
  await saveByKeyboard(page);
  const stored = (await storedSections(app, "abonnements"))[0].columns[0].children.at(-1);
  assert.equal(stored?.type, "image");
  await publishInEditor(page);
  await page.close();

  const context = await chromium.browser.createBrowserContext();
  const visitor = await openPage(context, app.url, "/de/abonnements");
  const picture = 'main picture img[alt="Der Chor bei der Probe"]';
  await visitor.page.waitForSelector(picture);
  await visitor.page.$eval(picture, (image) => image.scrollIntoView());
  await visitor.page.waitForFunction((selector) => {
    const image = document.querySelector<HTMLImageElement>(selector);
    return !!image?.complete && image.naturalWidth > 0;
  }, {}, picture);
  const shown = await visitor.page.$eval(picture, (image) => ({ src: (image as HTMLImageElement).currentSrc, width: image.getAttribute("width"), height: image.getAttribute("height") }));
  assert.match(shown.src, /\/media\/library\/[0-9a-f]+\/probe-chor-\d+\.avif$/, "the browser chose the avif rendition");
  assert.deepEqual([shown.width, shown.height], ["1400", "800"], "width and height reserve the space");
  const sources = await visitor.page.$$eval("main picture source", (elements) => elements.map((source) => source.getAttribute("type")));
  assert.ok(sources.includes("image/avif") && sources.includes("image/webp"));
  await visitor.page.waitForFunction((src) => performance.getEntriesByType("resource").some((entry) => entry.name === src), {}, shown.src);
  assert.equal((await fetch(shown.src)).headers.get("content-type"), "image/avif");
  await context.close();
});
