// Issue 25 points 6 and 8 in the browser, on the production build: Ctrl+S inside the module dialog
// applies it and saves the page; and every editor dialog, at a phone's 375 px and a desktop's
// 1280 px, has no axe violation and never scrolls sideways (neither the page nor the dialog). The
// dialogs are a list: a new dialog is one more entry saying how to open it.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { sessions } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { openEditor, pressWithControl, storedSections, waitSaved } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PATH = "ueber-uns/geschichte";

async function clickOn(page: Page, selector: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (element) => (element as HTMLElement).click());
}

/** Opens the first column's "add module" menu and, with a type, that type's module dialog. */
async function addModule(page: Page, type?: string): Promise<string> {
  await clickOn(page, '.editor-section [data-column="0"] [data-control=add-module]');
  await page.waitForSelector(".editor-add__panel");
  if (!type) return ".editor-add__panel";
  await clickOn(page, `.editor-add__panel [data-module-type="${type}"]`);
  await page.waitForSelector(".module-modal[open]");
  return ".module-modal[open]";
}

test("Ctrl+S inside the module dialog applies it and saves the page: a reload shows it", async () => {
  const { page } = await openEditor(app, chromium.browser, `/de/${PATH}`);
  await addModule(page, "headline");
  await page.focus("#field-content");
  await page.keyboard.type("Mit Strg+S gespeichert");
  await pressWithControl(page, "s");
  await page.waitForFunction(() => !document.querySelector(".module-modal"));
  await waitSaved(page);
  assert.match(JSON.stringify(await storedSections(app, PATH)), /Mit Strg\+S gespeichert/);
  await page.reload();
  await page.waitForSelector("[data-editor-ready]");
  assert.match(await page.$eval("main", (main) => main.textContent ?? ""), /Mit Strg\+S gespeichert/);
  await page.close();
});

/** A dialog opened from a module dialog of `type` by its `button`. */
async function dialogOverModule(page: Page, type: string, button: string, dialog: string): Promise<string> {
  await addModule(page, type);
  await clickOn(page, `.module-modal ${button}`);
  await page.waitForSelector(dialog);
  return dialog;
}

interface DialogEntry {
  name: string;
  /** Opens the dialog on the editor's page and answers the selector of the open dialog (or menu). */
  open: (page: Page) => Promise<string>;
}

/** Every dialog (and menu) of the editor; other parts add theirs here. */
const dialogs: DialogEntry[] = [
  { name: "add module menu", open: (page) => addModule(page) },
  { name: "module dialog: headline", open: (page) => addModule(page, "headline") },
  { name: "module dialog: FAQ (a list)", open: (page) => addModule(page, "faq") },
  { name: "module dialog: link", open: (page) => addModule(page, "link") },
  { name: "module dialog: full teaser (image, rich text, link)", open: (page) => addModule(page, "full_teaser") },
  { name: "link finder", open: (page) => dialogOverModule(page, "link", '.link-field button[aria-haspopup="dialog"]', "dialog.link-finder[open]") },
  { name: "rich text link dialog", open: (page) => dialogOverModule(page, "text", ".rich-text-editor__button--link", "dialog.rich-text-link[open]") },
  { name: "image chooser", open: (page) => dialogOverModule(page, "image", '.image-picker button[aria-haspopup="dialog"]', "dialog.image-finder[open]") },
  {
    name: "versions",
    open: async (page) => {
      await clickOn(page, ".editor-toolbar [data-control=versions]");
      await page.waitForSelector(".versions-dialog[open] .versions-list");
      return ".versions-dialog[open]";
    },
  },
  {
    name: "version compare",
    open: async (page) => {
      await clickOn(page, ".editor-toolbar [data-control=versions]");
      await clickOn(page, ".versions-list__item:first-child .versions-actions button:nth-of-type(1)");
      await page.waitForSelector(".versions-compare select");
      return ".versions-dialog[open]";
    },
  },
  {
    name: "page settings panel",
    open: async (page) => {
      await clickOn(page, ".editor-toolbar [data-control=page-settings]");
      await page.waitForSelector("dialog[data-page-settings][open] input");
      return "dialog[data-page-settings][open]";
    },
  },
  // The Ctrl+S test above left a draft, so publishing and discarding are offered.
  {
    name: "publish dialog",
    open: async (page) => {
      await clickOn(page, ".editor-toolbar [data-control=publish]:not([disabled])");
      await page.waitForSelector("dialog.editor-dialog[open] [data-control=publish-confirm]");
      return "dialog.editor-dialog[open]";
    },
  },
  {
    name: "discard dialog",
    open: async (page) => {
      await clickOn(page, ".editor-toolbar [data-control=discard]:not([disabled])");
      await page.waitForSelector("dialog.editor-dialog[open] [data-control=discard-confirm]");
      return "dialog.editor-dialog[open]";
    },
  },
  {
    name: "section presets menu",
    open: async (page) => {
      await clickOn(page, ".editor-toolbar [data-control=add-section]");
      await page.waitForSelector(".editor-bar__presets");
      return ".editor-bar__presets";
    },
  },
  {
    // Last: it ends every session (the next width's page logs in anew).
    name: "login dialog (the session ended while editing)",
    open: async (page) => {
      await app.db.delete(sessions);
      await clickOn(page, ".editor-toolbar [data-control=add-section]");
      await clickOn(page, '.editor-bar__presets [data-preset="100"]');
      await clickOn(page, ".editor-toolbar [data-control=save]");
      await page.waitForSelector(".editor-login[open]");
      return ".editor-login[open]";
    },
  },
];

/** How far the page and the dialog reach beyond their width (0 when nothing scrolls sideways), and what reaches furthest. */
const sidewaysOverflow = (page: Page, selector: string) =>
  page.$eval(selector, (dialog) => {
    const root = document.scrollingElement!;
    const scrolling = [dialog, ...dialog.querySelectorAll("*")].filter((element) => element === dialog || /auto|scroll/.test(getComputedStyle(element).overflowX));
    const right = dialog.getBoundingClientRect().right;
    const widest = [...dialog.querySelectorAll("*")].reduce<Element | null>((found, element) => (element.getBoundingClientRect().right > (found?.getBoundingClientRect().right ?? right) ? element : found), null);
    return {
      page: root.scrollWidth - window.innerWidth,
      dialog: Math.max(...scrolling.map((element) => element.scrollWidth - element.clientWidth)),
      beyond: widest ? `${widest.tagName.toLowerCase()}.${widest.className}` : "",
    };
  });

for (const width of [375, 1280]) {
  test(`every editor dialog at ${width} px: axe 0 violations, no sideways scrolling`, async () => {
    // The compare needs a saved version of the page: the Ctrl+S test above saved one.
    const { page } = await openEditor(app, chromium.browser, `/de/${PATH}`, { bypassCsp: true });
    await page.setViewport({ width, height: 800 });
    for (const entry of dialogs) {
      await page.reload();
      await page.waitForSelector("[data-editor-ready]");
      const selector = await entry.open(page);
      assert.deepEqual(await axeViolations(page), [], `${entry.name} at ${width} px: axe`);
      const overflow = await sidewaysOverflow(page, selector);
      assert.deepEqual({ page: overflow.page, dialog: overflow.dialog }, { page: 0, dialog: 0 }, `${entry.name} at ${width} px: no sideways scrolling (widest: ${overflow.beyond})`);
    }
    await page.close();
  });
}

test("at 390 px the editor's toolbar stays in view while the page scrolls", async () => {
  const { page } = await openEditor(app, chromium.browser, `/de/${PATH}`);
  await page.setViewport({ width: 390, height: 700 });
  // Down to the end of the page's content (the bar belongs to the content: past it, the footer takes over).
  await page.evaluate(() => {
    const shell = document.querySelector(".editor-shell")!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + shell.bottom - window.innerHeight);
  });
  await page.waitForFunction(() => window.scrollY > 300);
  const bar = await page.$eval(".editor-bar", (element) => {
    const box = element.getBoundingClientRect();
    return { top: Math.round(box.top), bottom: box.bottom, height: box.height };
  });
  assert.equal(bar.top, 0, "the bar sits at the top of the screen");
  assert.ok(bar.height < 700 / 3, `the bar leaves the page most of the screen (${bar.height} px)`);
  await page.close();
});
