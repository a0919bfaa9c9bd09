// "Everyone can edit": the whole editing flow with the keyboard alone, end to end on the production
// build. Focus is moved only with Tab, arrow keys and shortcuts (one page.focus() puts it on the
// toolbar's first button to start; the second page is entered with Tab from the top), nothing is
// clicked. After every action focus is visible and lands somewhere sensible.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { announcement, expectVisibleFocus, keyTo, openEditor, pressWithControl, saveByKeyboard, storedSections } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const HEADLINE = "Chronik in Bildern";

const focusedData = (page: Page, key: "moduleId" | "sectionId") => page.evaluate((name) => (document.activeElement as HTMLElement | null)?.dataset[name] ?? "", key);

const mainText = (page: Page) => page.$eval("main", (main) => main.textContent ?? "");

async function pressWithAlt(page: Page, key: "ArrowRight" | "ArrowLeft" | "ArrowUp" | "ArrowDown") {
  await page.keyboard.down("Alt");
  await page.keyboard.press(key);
  await page.keyboard.up("Alt");
}

test("everyone can edit: section, headline, move, copy to another page, undo, save, versions — by keyboard alone", async () => {
  const { page, problems } = await openEditor(app, chromium.browser, "/de/ueber-uns/geschichte");
  const sectionCount = await page.$$eval(".editor-section", (sections) => sections.length);

  // Add a 50/50 section from the toolbar.
  await page.focus(".editor-toolbar [data-control=add-section]");
  await expectVisibleFocus(page, ".editor-toolbar [data-control=add-section]", "the starting point");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".editor-bar__presets");
  await keyTo(page, '.editor-bar__presets [data-preset="50-50"]');
  await expectVisibleFocus(page, '.editor-bar__presets [data-preset="50-50"]', "the 50/50 preset");
  await page.keyboard.press("Enter");
  await page.waitForFunction((count) => document.querySelectorAll(".editor-section").length === count + 1, {}, sectionCount);
  await announcement(page, /Abschnitt .* hinzugefügt/);
  await expectVisibleFocus(page, ".editor-section", "the section was added");
  const sectionId = await focusedData(page, "sectionId");
  const section = `[data-section-id="${sectionId}"]`;
  assert.equal(await page.$$eval(`${section} .editor-column`, (columns) => columns.length), 2);

  // Add a headline to its first column through the add-module menu and the modal.
  await keyTo(page, `${section} [data-column="0"] [data-control=add-module]`);
  await page.keyboard.press("Enter");
  await page.waitForSelector(`${section} [data-column="0"] .editor-add__panel`);
  await keyTo(page, `${section} [data-column="0"] [data-module-type=headline]`);
  await expectVisibleFocus(page, `${section} [data-column="0"] [data-module-type=headline]`, "the headline type");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".module-modal[open]");
  await expectVisibleFocus(page, ".module-modal *", "the modal opened");
  await keyTo(page, "#field-content");
  await page.keyboard.type(HEADLINE);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector(".module-modal"));
  await announcement(page, /Überschrift hinzugefügt/);
  await expectVisibleFocus(page, `${section} [data-column="0"] .editor-module`, "the modal closed: focus on the new module");
  const moduleId = await focusedData(page, "moduleId");
  const moduleSelector = `[data-module-id="${moduleId}"]`;
  assert.match(await page.$eval(moduleSelector, (module) => module.textContent ?? ""), new RegExp(HEADLINE));

  // Enter on the module edits it; Escape gives focus back to it.
  await page.keyboard.press("Enter");
  await page.waitForSelector(".module-modal[open]");
  assert.match(await page.$eval(".module-modal__title", (title) => title.textContent ?? ""), /Überschrift bearbeiten/);
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".module-modal"));
  await expectVisibleFocus(page, moduleSelector, "the modal was cancelled");

  // Move it to the second column: announced, focus stays on it.
  await pressWithAlt(page, "ArrowRight");
  await announcement(page, /Überschrift nach Position 1 in Spalte 2/);
  await page.waitForSelector(`${section} [data-column="1"] ${moduleSelector}`);
  await expectVisibleFocus(page, moduleSelector, "the module was moved");

  // Copy it, then save this page.
  await keyTo(page, `${moduleSelector} [data-control=copy]`);
  await page.keyboard.press("Enter");
  await announcement(page, /Überschrift in die Zwischenablage kopiert/);
  await expectVisibleFocus(page, `${moduleSelector} [data-control=copy]`, "the module was copied");
  await page.waitForFunction(() => /Zwischenablage: Überschrift/.test(document.querySelector(".editor-bar__clipboard")?.textContent ?? ""));
  await saveByKeyboard(page);
  await expectVisibleFocus(page, `${moduleSelector} [data-control=copy]`, "the page was saved");
  const storedA = (await storedSections(app, "ueber-uns/geschichte")).find((candidate) => candidate.id === sectionId);
  assert.equal(storedA?.layout, "50-50");
  assert.equal(storedA?.columns[1].children[0]?.content, HEADLINE);
  assert.deepEqual(problems, []);

  // Another page in edit mode: Tab from the top of the page to the first column's paste button.
  await page.goto(`${app.url}/de/ueber-uns/jobs?edit`, { waitUntil: "load" });
  await page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  const original = await storedSections(app, "ueber-uns/jobs");
  const paste = '.editor-section:first-of-type [data-column="0"] [data-control=paste-module]';
  await page.waitForSelector(paste);
  await keyTo(page, paste, "Tab", 400);
  await expectVisibleFocus(page, paste, "the paste button");
  await page.keyboard.press("Enter");
  await announcement(page, /Überschrift eingefügt/);
  await expectVisibleFocus(page, ".editor-section:first-of-type [data-column=\"0\"] .editor-module", "the module was pasted");
  const pastedId = await focusedData(page, "moduleId");
  assert.notEqual(pastedId, moduleId, "the pasted module has its own id");
  assert.match(await page.$eval(`[data-module-id="${pastedId}"]`, (module) => module.textContent ?? ""), new RegExp(HEADLINE));

  // Undo takes the paste back; focus does not fall to the page's body. Redo brings it again.
  await pressWithControl(page, "z");
  await page.waitForFunction((id) => !document.querySelector(`[data-module-id="${id}"]`), {}, pastedId);
  await announcement(page, /Rückgängig gemacht/);
  await expectVisibleFocus(page, ".editor-section:first-of-type", "the paste was undone");
  assert.equal(await page.$eval(".editor-bar__save-state", (element) => element.getAttribute("data-state")), "saved", "undone back to the stored content");
  await pressWithControl(page, "y");
  await page.waitForSelector(`[data-module-id="${pastedId}"]`);
  await announcement(page, /Wiederholt/);
  await expectVisibleFocus(page, `.editor-section:first-of-type, [data-module-id="${pastedId}"]`, "the paste was redone");
  await saveByKeyboard(page);
  const saved = await storedSections(app, "ueber-uns/jobs");
  assert.ok(saved[0].columns[0].children.some((module) => module.content === HEADLINE), "the pasted headline is stored");

  // Versions: Shift+Tab back into the toolbar, arrow to "Versionen", compare the last save, restore the one before.
  await keyTo(page, '.editor-toolbar [data-toolbar-item][tabindex="0"]', "Shift+Tab", 400);
  await keyTo(page, ".editor-toolbar [data-control=versions]", "ArrowRight", 10);
  await expectVisibleFocus(page, ".editor-toolbar [data-control=versions]", "the versions button");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".versions-dialog[open] .versions-list", { timeout: 15_000 });
  await expectVisibleFocus(page, ".versions-dialog *", "the versions dialog opened");
  const compare = ".versions-list__item:first-child .versions-actions button:nth-of-type(1)";
  await keyTo(page, compare);
  await page.keyboard.press("Enter");
  await page.waitForSelector('.versions-compare__side:nth-child(2) [data-marks~="added"]', { timeout: 15_000 });
  await expectVisibleFocus(page, ".versions-dialog__view-title", "the compare view opened");
  assert.match(await page.$eval(".versions-compare__summary", (summary) => summary.textContent ?? ""), /1 hinzugefügt/);
  assert.match(await page.$eval('.versions-compare__side:nth-child(2) [data-marks~="added"]', (element) => element.textContent ?? ""), new RegExp(HEADLINE));
  await keyTo(page, ".versions-dialog__view-head button");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".versions-list");
  await expectVisibleFocus(page, ".versions-dialog__view-title", "back to the list");
  const restore = ".versions-list__item:nth-child(2) .versions-actions button:nth-of-type(2)";
  await keyTo(page, restore);
  await page.keyboard.press("Enter");
  await page.waitForSelector(".versions-list__item:nth-child(2) .versions-confirm");
  await expectVisibleFocus(page, ".versions-confirm__question", "the restore asks first");
  await keyTo(page, ".versions-confirm .versions-button--primary");
  await page.keyboard.press("Enter");
  // The dialog stays open and says what it restored, focus on that message; Escape then closes it.
  await page.waitForSelector(".versions-notice--ok", { timeout: 15_000 });
  await expectVisibleFocus(page, ".versions-notice--ok", "the restore says what it restored");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".versions-dialog[open]"), { timeout: 15_000 });
  await expectVisibleFocus(page, ".editor-toolbar [data-control=versions]", "closing the dialog gives focus back");
  await page.waitForFunction((id) => !document.querySelector(`[data-module-id="${id}"]`), {}, pastedId);
  assert.doesNotMatch(await mainText(page), new RegExp(HEADLINE));
  assert.equal(await page.$eval(".editor-bar__save-state", (element) => element.getAttribute("data-state")), "saved");
  assert.deepEqual(await storedSections(app, "ueber-uns/jobs"), original, "the restore brings the page's content back");
  await page.close();
});

test("edit mode has no axe violations, with the add-module menu open too", async () => {
  const { page } = await openEditor(app, chromium.browser, "/de/kontakt", { bypassCsp: true });
  assert.deepEqual(await axeViolations(page), [], "edit mode");
  await page.focus(".editor-toolbar [data-control=add-section]");
  const add = '.editor-section:first-of-type [data-column="0"] [data-control=add-module]';
  await keyTo(page, add);
  await page.keyboard.press("Enter");
  await page.waitForSelector(".editor-add__panel");
  assert.equal(await page.$eval(add, (button) => button.getAttribute("aria-expanded")), "true");
  assert.deepEqual(await axeViolations(page), [], "the add-module menu open");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".editor-add__panel"));
  await expectVisibleFocus(page, add, "Escape closed the menu");
  await page.close();
});
