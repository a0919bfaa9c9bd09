// The admin's rich text fields on the production build: the page editor's tiptap editor (spec §9's
// toolbar, used by keyboard) takes the text area's place once loaded and writes its HTML into it, so
// the form's post is the same as without JavaScript, where the text area itself is shown; tiptap is
// not in the page's HTML (it loads lazily); no axe violations with the editor and its link dialog.
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

const area = ".rich-text-field .rich-text-editor__area#field-description-de";
const source = 'textarea[name="description.de"]';
const sourceValue = (page: Page) => page.$eval(source, (textarea) => (textarea as HTMLTextAreaElement).value);

test("a venue's description is written with the rich text editor by keyboard, saved, and shown again; without JavaScript it is the HTML in a text area", async () => {
  const cookie = await editorSessionCookie(app.db);
  const html = await (await fetch(`${app.url}/admin/venues/2`, { headers: { cookie } })).text();
  assert.doesNotMatch(html, /\/assets\/editor-/, "tiptap is not in the page's first load");

  const { page, problems } = await openAdminPage(app, chromium.browser, "/admin/venues/2", { bypassCsp: true });
  await page.waitForSelector(area);
  assert.equal(await page.$eval(source, (textarea) => (textarea as HTMLTextAreaElement).hidden), true, "the text area gives way to the editor");
  assert.equal(await page.$eval(area, (element) => element.getAttribute("aria-label")), "Beschreibung (Deutsch)");
  assert.equal(await page.$$eval(".rich-text-field", (inputs) => inputs.length), 2, "German and English");

  await page.click(area);
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.type("Ein Saal ");
  // The toolbar is one tab stop before the area; Enter on its first button (bold) switches bold on.
  await page.keyboard.down("Shift");
  await page.keyboard.press("Tab");
  await page.keyboard.up("Shift");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Fett");
  await page.keyboard.press("Enter");
  // Bold is on and the focus is back in the text before typing goes on.
  await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), {}, area);
  assert.equal(await page.$eval(".rich-text-field .rich-text-editor__button--bold", (button) => button.getAttribute("aria-pressed")), "true");
  await page.keyboard.type("mit Blick");
  assert.equal(await sourceValue(page), "<p>Ein Saal <strong>mit Blick</strong></p>", "the editor writes its HTML into the text area");

  // The link dialog: the admin's modal, Enter applies the address.
  await page.keyboard.down("Control");
  await page.keyboard.press("b");
  await page.keyboard.up("Control");
  await page.keyboard.type(" ");
  await page.click(".rich-text-field .rich-text-editor__button--link");
  await page.waitForSelector("dialog.admin-dialog.rich-text-link[open]");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "rich-text-link-href", "focus moves into the link dialog");
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the link dialog open");
  await page.keyboard.type("/de/spielplan");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !document.querySelector("dialog.rich-text-link"));
  assert.match(await sourceValue(page), /<a href="\/de\/spielplan">\/de\/spielplan<\/a><\/p>$/);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the rich text editor");

  await page.click(".admin-form button[type=submit]");
  await page.waitForFunction(() => /\/admin\/venues\/2\?saved=1$/.test(location.href) && !!document.querySelector(".admin-notice"));
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector(area);
  assert.match(await page.$eval(area, (element) => element.innerHTML), /^<p>Ein Saal <strong>mit Blick<\/strong> <a [^>]*href="\/de\/spielplan"[^>]*>\/de\/spielplan<\/a><\/p>$/);
  // A slow machine may warn that the route's modulepreloads came early: not a fault of the page.
  assert.deepEqual(problems.filter((problem) => !/was preloaded using link preload but not used/.test(problem)), []);
  await page.close();

  const plain = await chromium.browser.newPage();
  const [name, value] = cookie.split("=");
  await plain.setCookie({ name, value, url: app.url });
  await plain.setJavaScriptEnabled(false);
  await plain.goto(`${app.url}/admin/venues/2`, { waitUntil: "load" });
  assert.equal(await plain.$(".rich-text-editor__area"), null);
  const shown = await plain.$eval("#field-description-de", (textarea) => ({ tag: textarea.tagName, hidden: (textarea as HTMLTextAreaElement).hidden, value: (textarea as HTMLTextAreaElement).value }));
  assert.deepEqual([shown.tag, shown.hidden], ["TEXTAREA", false]);
  assert.match(shown.value, /^<p>Ein Saal <strong>mit Blick<\/strong> <a [^>]*href="\/de\/spielplan"[^>]*>\/de\/spielplan<\/a><\/p>$/);
  await plain.close();
});
