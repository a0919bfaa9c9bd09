// The editor's object picker in the module modal: a labelled combobox that searches by name, moves
// with the arrow keys, chooses with Enter (without saving the modal), closes with Escape (without
// closing the modal), shows the chosen name, and stores the id.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { articles } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { openEditor, storedSections, waitSaved } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

test("an editor picks an article by keyboard in a blog teaser list, and its id is stored", async () => {
  const { page, problems } = await openEditor(app, chromium.browser, "/de/impressum", { bypassCsp: true });
  const click = async (selector: string) => {
    await page.waitForSelector(selector, { visible: true });
    await page.$eval(selector, (element) => (element as HTMLElement).click());
  };
  await click(".editor-toolbar [data-control=add-section]");
  await click('.editor-bar__presets [data-preset="100"]');
  const section = ".editor-section:last-of-type";
  await click(`${section} [data-column="0"] [data-control=add-module]`);
  await click(`${section} [data-column="0"] .editor-add__panel [data-module-type="blog_teaser_list"]`);
  await page.waitForSelector(".module-modal[open]");
  const boxes = await page.$$eval('.module-modal [role="combobox"]', (elements) => elements.map((element) => [element.id, element.getAttribute("aria-expanded"), document.querySelector(`label[for="${element.id}"]`)?.textContent ?? ""]));
  assert.deepEqual(
    boxes.map(([, expanded, label]) => [expanded, label]),
    [
      ["false", "Hauptartikel (groß vorneweg)"],
      ["false", "Artikel * (Pflichtfeld)"],
    ],
  );
  const item = boxes[1][0] as string;
  await page.focus(`[id="${item}"]`);
  await page.keyboard.type("marsch");
  await page.waitForSelector('.module-modal [role="option"]', { visible: true });
  const options = await page.$$eval('.module-modal [role="option"]', (elements) => elements.map((element) => element.textContent ?? ""));
  assert.ok(options.length > 0 && options.every((option) => /marsch/i.test(option)), options.join(" | "));
  await page.keyboard.press("ArrowDown");
  const active = await page.$eval(`[id="${item}"]`, (element) => element.getAttribute("aria-activedescendant"));
  assert.ok(active);
  await page.keyboard.press("Enter");
  await page.waitForFunction((id) => document.getElementById(id)?.getAttribute("aria-expanded") === "false", {}, item);
  const value = await page.$eval(`[id="${item}"]`, (element) => (element as HTMLInputElement).value);
  assert.match(value, /Marschallin/, "the box shows the chosen article's name");
  assert.ok(await page.$(".module-modal[open]"), "Enter did not save/close the modal");
  // Escape closes only the list
  await page.focus(`[id="${boxes[0][0]}"]`);
  await page.keyboard.type("x");
  await page.keyboard.press("Escape");
  assert.equal(await page.$eval(`[id="${boxes[0][0]}"]`, (element) => (element as HTMLInputElement).value), "", "Escape drops what was typed");
  assert.ok(await page.$(".module-modal[open]"), "Escape did not close the modal");
  assert.deepEqual(await axeViolations(page), [], "axe finds nothing in the modal with the pickers");
  await page.click('.module-modal button[type="submit"]');
  await page.waitForSelector(`${section} .editor-module`);
  await page.keyboard.down("Control");
  await page.keyboard.press("s");
  await page.keyboard.up("Control");
  await waitSaved(page);
  const stored = await storedSections(app, "impressum");
  const module = stored.at(-1)!.columns[0].children[0] as Record<string, unknown>;
  const [article] = await app.db.select().from(articles).where(eq(articles.id, (module.items as { article: number }[])[0].article));
  assert.match(article.title.de, /marsch/i);
  assert.deepEqual(problems, []);
  await page.close();
});
