// The module modal in edit mode, end to end on the production build against the demo database: a
// text module added through the "add module" menu (spec §9's rich text toolbar, bold text saved and
// seen by visitors), a required field left empty, the link finder by keyboard, the image finder, and
// axe with the modal open. Each test works on its own page.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { announcement, expectVisibleFocus, openEditor, publishInEditor, saveByKeyboard, storedSections } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

async function clickControl(page: Page, selector: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector);
}

/** Opens the "add module" menu of the first section's first column and starts adding `type`. */
async function startAdding(page: Page, type: string): Promise<string> {
  const column = '.editor-section:first-of-type [data-column="0"]';
  await clickControl(page, `${column} [data-control=add-module]`);
  await clickControl(page, `${column} .editor-add__panel [data-module-type="${type}"]`);
  await page.waitForSelector(".module-modal[open]");
  return column;
}

const moduleIds = (page: Page, column: string) => page.$$eval(`${column} .editor-module`, (modules) => modules.map((module) => (module as HTMLElement).dataset.moduleId ?? ""));

/** Saves the modal and returns the id of the module it added at the end of `column`. */
async function saveModal(page: Page, column: string): Promise<string> {
  const before = await moduleIds(page, column);
  await page.click('.module-modal button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector(".module-modal"));
  await announcement(page, /hinzugefügt/);
  const after = await moduleIds(page, column);
  assert.equal(after.length, before.length + 1, "the modal's save inserts the module");
  const added = after.at(-1)!;
  await expectVisibleFocus(page, `[data-module-id="${added}"]`, "after the modal saved");
  return added;
}

async function visitorMain(path: string): Promise<{ html: string; imageAlts: string[]; close(): Promise<void> }> {
  const context = await chromium.browser.createBrowserContext();
  const visitor = await openPage(context, app.url, path);
  const html = await visitor.page.$eval("main", (main) => main.innerHTML);
  const imageAlts = await visitor.page.$$eval("main img", (images) => images.map((image) => image.getAttribute("alt") ?? ""));
  return { html, imageAlts, close: () => context.close() };
}

test("a text module: spec §9's toolbar, bold text, saved and seen by visitors; axe finds nothing", async () => {
  const { page, problems } = await openEditor(app, chromium.browser, "/de/besuch/gastronomie", { bypassCsp: true });
  const column = await startAdding(page, "text");
  assert.match(await page.$eval(".module-modal .module-modal__title", (title) => title.textContent ?? ""), /Text hinzufügen/);

  const toolbar = ".module-modal [role=toolbar]";
  const names = await page.$$eval(`${toolbar} button`, (buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  assert.deepEqual(names, ["Fett", "Kursiv", "Link", "Aufzählung", "Nummerierte Liste", "Rückgängig", "Wiederholen"], "exactly the seven buttons of spec §9, named");
  // The names as assistive technology gets them, from Chromium's accessibility tree.
  const tree = await page.accessibility.snapshot({ root: (await page.$(toolbar)) ?? undefined, interestingOnly: false });
  const treeNames = (tree?.children ?? []).filter((node) => node.role === "button").map((node) => node.name);
  assert.deepEqual(treeNames, names);
  assert.equal(await page.$eval(toolbar, (element) => element.getAttribute("aria-label")), "Textformat");

  assert.deepEqual(await axeViolations(page), [], "no axe violations with the modal open");

  await page.click(".module-modal .rich-text-editor__area");
  await page.keyboard.type("Im Foyer gibt es Sekt");
  await page.keyboard.down("Shift");
  for (let step = 0; step < "Sekt".length; step++) await page.keyboard.press("ArrowLeft");
  await page.keyboard.up("Shift");
  await page.click(`${toolbar} [aria-label="Fett"]`);
  await page.waitForSelector(`${toolbar} [aria-label="Fett"][aria-pressed="true"]`);
  assert.equal(await page.$eval(".module-modal .rich-text-editor__area", (area) => area.innerHTML.replace(/ class="[^"]*"/g, "")), "<p>Im Foyer gibt es <strong>Sekt</strong></p>");

  const added = await saveModal(page, column);
  assert.equal(await page.$eval(`[data-module-id="${added}"] .module-text strong`, (strong) => strong.textContent), "Sekt", "the page shows the new text");
  assert.equal(await page.$eval(".editor-bar__save-state", (element) => element.getAttribute("data-state")), "dirty");

  await saveByKeyboard(page);
  const stored = (await storedSections(app, "besuch/gastronomie"))[0].columns[0].children.at(-1);
  assert.equal(stored?.type, "text");
  assert.equal(stored?.content, "<p>Im Foyer gibt es <strong>Sekt</strong></p>");
  assert.deepEqual(problems, []);
  await publishInEditor(page);
  await page.close();

  const visitor = await visitorMain("/de/besuch/gastronomie");
  assert.match(visitor.html, /<p>Im Foyer gibt es <strong>Sekt<\/strong><\/p>/, "an anonymous visitor sees the bold text");
  await visitor.close();
});

test("a required field left empty shows its message at the field and keeps the modal open", async () => {
  const { page } = await openEditor(app, chromium.browser, "/de/besuch/anfahrt");
  const column = await startAdding(page, "headline");
  const before = await page.$$eval(`${column} .editor-module`, (modules) => modules.length);
  await page.click('.module-modal button[type="submit"]');
  const field = "#field-content";
  await page.waitForSelector(`${field}[aria-invalid="true"]`);
  assert.ok(await page.$(".module-modal[open]"), "the modal stays open");
  assert.equal(await page.$eval("#field-content-error", (message) => message.textContent), "Überschrift ist ein Pflichtfeld.");
  assert.match(await page.$eval(field, (input) => input.getAttribute("aria-describedby") ?? ""), /\bfield-content-error\b/, "the message describes the field");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "field-content", "focus is on the failed field");
  assert.match(await page.$eval(".module-modal__summary", (summary) => summary.textContent ?? ""), /markierten Felder/);
  // Typing fixes it; Escape then closes the modal without inserting anything.
  await page.type(field, "Anreise");
  await page.waitForSelector(`${field}:not([aria-invalid])`);
  assert.equal(await page.$("#field-content-error"), null);
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".module-modal"));
  assert.equal(await page.$$eval(`${column} .editor-module`, (modules) => modules.length), before, "a cancelled add inserts nothing");
  assert.equal(await page.$eval(".editor-bar__save-state", (element) => element.getAttribute("data-state")), "saved");
  await page.close();
});

test("the link finder fills a link module's target by keyboard", async () => {
  const { page } = await openEditor(app, chromium.browser, "/de/hinweisgeberschutz");
  const column = await startAdding(page, "link");
  await page.type("#field-link_text", "Zum Impressum");
  // Tab on to the target and its "find" button, open the finder with Enter.
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "field-link_url");
  // An address typed without its scheme gets https:// when the input is left (as in the admin's forms).
  await page.keyboard.type("www.example.org");
  await page.keyboard.press("Tab");
  assert.equal(await page.$eval("#field-link_url", (input) => (input as HTMLInputElement).value), "https://www.example.org");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Link suchen: Ziel", "the finder's button, named by the field");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".link-finder[open]");
  await expectVisibleFocus(page, "#link-finder-query", "the finder opened");
  await page.keyboard.type("Impressum");
  await page.waitForFunction(() => Array.from(document.querySelectorAll(".link-finder button[data-result]")).some((button) => /\/de\/impressum$/.test(button.textContent ?? "")));
  await page.keyboard.press("ArrowDown");
  await expectVisibleFocus(page, ".link-finder button[data-result]", "ArrowDown from the search box");
  // Down to the result for the page itself.
  for (let step = 0; step < 20 && !(await page.evaluate(() => /\/de\/impressum$/.test(document.activeElement?.textContent ?? ""))); step++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector(".link-finder"));
  assert.equal(await page.$eval("#field-link_url", (input) => (input as HTMLInputElement).value), "/de/impressum");
  await expectVisibleFocus(page, '.link-field button[aria-haspopup="dialog"]', "the finder closed: focus back on its opener");

  const added = await saveModal(page, column);
  assert.equal(await page.$eval(`[data-module-id="${added}"] a`, (link) => `${link.getAttribute("href")} ${link.textContent}`), "/de/impressum Zum Impressum");
  await saveByKeyboard(page);
  await publishInEditor(page);
  await page.close();

  const visitor = await visitorMain("/de/hinweisgeberschutz");
  assert.match(visitor.html, /<a [^>]*href="\/de\/impressum"[^>]*>Zum Impressum<\/a>/);
  await visitor.close();
});

test("the image finder picks an image and the image shows in the page", async () => {
  const { page } = await openEditor(app, chromium.browser, "/de/abonnements", { bypassCsp: true });
  const column = await startAdding(page, "image");
  await page.click("#field-image");
  await page.waitForSelector(".image-finder[open] [data-result]");
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the image finder open");
  const chosen = await page.$eval(".image-finder [data-result]", (button) => ({ src: button.querySelector("img")?.getAttribute("src") ?? "", alt: button.querySelector(".image-finder__alt")?.textContent ?? "" }));
  await page.click(".image-finder [data-result]");
  await page.waitForFunction(() => !document.querySelector(".image-finder"));
  assert.equal(await page.$eval(".image-picker__preview img", (image) => image.getAttribute("src")), chosen.src, "the modal previews the chosen image");

  const added = await saveModal(page, column);
  await page.waitForSelector(`[data-module-id="${added}"] figure.module-image img`);
  assert.equal(await page.$eval(`[data-module-id="${added}"] figure.module-image img`, (image) => image.getAttribute("alt")), chosen.alt);
  await page.waitForFunction((id) => {
    const image = document.querySelector<HTMLImageElement>(`[data-module-id="${id}"] figure.module-image img`);
    return image?.complete && image.naturalWidth > 0;
  }, {}, added);
  await saveByKeyboard(page);
  const stored = (await storedSections(app, "abonnements"))[0].columns[0].children.at(-1);
  assert.equal(stored?.type, "image");
  assert.ok(typeof stored?.image === "number" && stored.image > 0);
  await publishInEditor(page);
  await page.close();

  const visitor = await visitorMain("/de/abonnements");
  assert.ok(visitor.imageAlts.includes(chosen.alt), "a visitor sees the image");
  await visitor.close();
});
