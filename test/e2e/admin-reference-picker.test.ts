// The one reference picker in the admin's item form: a room's venue and a production's tags chosen
// and removed by keyboard (search, arrow keys, Enter; the remove buttons), saved and stored; without
// JavaScript the same form offers a select and check boxes and stores the same. axe finds nothing.
import assert from "node:assert/strict";
import { test } from "node:test";
import { asc, eq, ne } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { productionTags, productions, rooms, tags, venues } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** A piece from the middle of a name: the search is "contains", any case. */
const middle = (name: string) => {
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  return word.length > 4 ? word.slice(1, -1) : word;
};

/** Types into the combobox, moves to the hit named `name` with the arrow keys and takes it with Enter. */
async function chooseByKeyboard(page: Page, box: string, name: string) {
  await page.focus(box);
  // Over what the box shows.
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.type(middle(name));
  await page.waitForFunction(
    (selector, wanted) => {
      const input = document.querySelector(selector);
      const listbox = document.getElementById(input?.getAttribute("aria-controls") ?? "");
      return input?.getAttribute("aria-expanded") === "true" && [...(listbox?.querySelectorAll("[role=option] .reference-picker__label") ?? [])].some((label) => label.textContent === wanted);
    },
    {},
    box,
    name,
  ).catch(async (error: unknown) => {
    console.log(await page.evaluate((selector) => { const input = document.querySelector(selector); return [input?.outerHTML, input?.parentElement?.parentElement?.outerHTML]; }, box), name);
    throw error;
  });
  const labels = await page.$eval(box, (input) => [...(document.getElementById(input.getAttribute("aria-controls") ?? "")?.querySelectorAll("[role=option] .reference-picker__label") ?? [])].map((label) => label.textContent ?? ""));
  const index = labels.indexOf(name);
  assert.ok(index >= 0, `"${name}" offered: ${labels.join(" | ")}`);
  for (let step = 0; step <= index; step++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "false", {}, box);
}

/** The browser's console problems, without its notes on chunks preloaded for later (a slow machine reaches its time limit). */
const withoutPreloadNotes = (problems: string[]) => problems.filter((problem) => !problem.includes("was preloaded using link preload but not used"));

async function saveByKeyboard(page: Page) {
  await page.focus('.admin-form__actions button[type="submit"]');
  await page.keyboard.press("Enter");
  await page.waitForSelector(".admin-notice");
}

test("an editor changes a room's venue by keyboard, saves, and the new venue is stored", async () => {
  const [room] = await app.db.select().from(rooms).orderBy(asc(rooms.id)).limit(1);
  const [other] = await app.db.select().from(venues).where(ne(venues.id, room.venueId)).orderBy(asc(venues.id)).limit(1);
  const { page, problems } = await openAdminPage(app, chromium.browser, `/admin/rooms/${room.id}`, { bypassCsp: true });
  const box = '.admin-form [role="combobox"]';
  await page.waitForSelector(box);
  const [current] = await app.db.select().from(venues).where(eq(venues.id, room.venueId));
  await page.waitForFunction((selector, name) => (document.querySelector(selector) as HTMLInputElement | null)?.value === name, {}, box, current.name.de);
  assert.equal(await page.$eval(box, (input) => document.querySelector(`label[for="${input.id}"]`)?.textContent ?? ""), "Spielstätte (Pflichtfeld)", "named by its label and the admin's required mark");

  // Escape drops what was typed and keeps the choice.
  await page.focus(box);
  await page.keyboard.type("xyz");
  await page.keyboard.press("Escape");
  assert.equal(await page.$eval(box, (input) => (input as HTMLInputElement).value), current.name.de);

  await chooseByKeyboard(page, box, other.name.de);
  assert.equal(await page.$eval(box, (input) => (input as HTMLInputElement).value), other.name.de, "the box shows the chosen venue");
  assert.equal(await page.$eval('.admin-form input[type="hidden"][name="venue"]', (input) => (input as HTMLInputElement).value), String(other.id));
  assert.deepEqual(await axeViolations(page), [], "axe finds nothing in the form with the picker");
  await saveByKeyboard(page);
  const [stored] = await app.db.select({ venueId: rooms.venueId }).from(rooms).where(eq(rooms.id, room.id));
  assert.equal(stored.venueId, other.id);
  await page.waitForFunction((selector, name) => (document.querySelector(selector) as HTMLInputElement | null)?.value === name, {}, box, other.name.de);
  assert.deepEqual(withoutPreloadNotes(problems), []);
  await page.close();
  await app.db.update(rooms).set({ venueId: room.venueId }).where(eq(rooms.id, room.id));
});

test("an editor adds a tag to a production and removes another by keyboard; the list keeps its order and is stored", async () => {
  const productionTagRows = await app.db.select().from(tags).where(eq(tags.scope, "production")).orderBy(asc(tags.id));
  assert.ok(productionTagRows.length >= 3, "the demo has production tags");
  const [production] = await app.db.select().from(productions).orderBy(asc(productions.id)).limit(1);
  const [first, second, added] = productionTagRows;
  await app.db.delete(productionTags).where(eq(productionTags.productionId, production.id));
  await app.db.insert(productionTags).values([first, second].map((tag) => ({ productionId: production.id, tagId: tag.id })));

  const { page, problems } = await openAdminPage(app, chromium.browser, `/admin/productions/${production.id}`, { bypassCsp: true });
  const box = '.admin-form .reference-picker--many [role="combobox"]';
  await page.waitForSelector(box);
  const items = () => page.$$eval(".reference-picker--many .reference-picker__item-name", (names) => names.map((name) => name.textContent ?? ""));
  await page.waitForFunction(() => [...document.querySelectorAll(".reference-picker--many .reference-picker__item-name")].every((name) => !name.textContent?.startsWith("#")));
  assert.deepEqual(await items(), [first.name.de, second.name.de]);

  await chooseByKeyboard(page, box, added.name.de);
  assert.deepEqual(await items(), [first.name.de, second.name.de, added.name.de], "a chosen tag is added at the end");
  assert.equal(await page.$eval(box, (input) => (input as HTMLInputElement).value), "", "the box is empty for the next one");
  await page.waitForFunction((name) => [...document.querySelectorAll(".reference-picker--many [role=status]")].some((status) => status.textContent === `${name} hinzugefügt.`), {}, added.name.de);

  // The first tag's remove button, by keyboard: the focus moves on to the next one's.
  const remove = `.reference-picker--many button[aria-label="Entfernen: ${first.name.de}"]`;
  await page.focus(remove);
  await page.keyboard.press("Enter");
  await page.waitForFunction((selector) => !document.querySelector(selector), {}, remove);
  assert.deepEqual(await items(), [second.name.de, added.name.de]);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), `Entfernen: ${second.name.de}`);
  assert.deepEqual(await page.$$eval('.admin-form input[type="hidden"][name^="tags."]', (inputs) => inputs.map((input) => input.getAttribute("name"))), [`tags.${second.id}`, `tags.${added.id}`]);
  assert.deepEqual(await axeViolations(page), [], "axe finds nothing with the chosen tags");

  await saveByKeyboard(page);
  const stored = await app.db.select({ tagId: productionTags.tagId }).from(productionTags).where(eq(productionTags.productionId, production.id));
  assert.deepEqual(stored.map((row) => row.tagId).sort((a, b) => a - b), [second.id, added.id].sort((a, b) => a - b));
  assert.deepEqual(withoutPreloadNotes(problems), []);
  await page.close();
});

/** axe in a page loaded without JavaScript: its script may run now, the page's own were left out when it loaded. */
async function axeWithoutScripts(page: Page) {
  await page.setJavaScriptEnabled(true);
  const violations = await axeViolations(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "the page did not hydrate");
  await page.setJavaScriptEnabled(false);
  return violations;
}

test("without JavaScript the form offers a select and check boxes, and stores what was chosen", async () => {
  const [room] = await app.db.select().from(rooms).orderBy(asc(rooms.id)).limit(1);
  const [other] = await app.db.select().from(venues).where(ne(venues.id, room.venueId)).orderBy(asc(venues.id)).limit(1);
  const [production] = await app.db.select().from(productions).orderBy(asc(productions.id)).limit(1);
  const [tag] = await app.db.select().from(tags).where(eq(tags.scope, "production")).orderBy(asc(tags.id)).limit(1);
  await app.db.delete(productionTags).where(eq(productionTags.productionId, production.id));

  const { page } = await openAdminPage(app, chromium.browser, "/admin/", { bypassCsp: true });
  await page.setJavaScriptEnabled(false);
  await page.goto(`${app.url}/admin/rooms/${room.id}`);
  assert.equal(await page.$('[role="combobox"]'), null, "no combobox without JavaScript");
  // A required reference that is set offers no "none".
  assert.deepEqual(await page.$eval('select[name="venue"]', (select) => [(select as HTMLSelectElement).value, (select as HTMLSelectElement).options[0].value !== ""]), [String(room.venueId), true]);
  assert.deepEqual(await axeWithoutScripts(page), [], "axe finds nothing in the form with the select");
  await page.select('select[name="venue"]', String(other.id));
  await Promise.all([page.waitForNavigation(), page.click('.admin-form__actions button[type="submit"]')]);
  const [stored] = await app.db.select({ venueId: rooms.venueId }).from(rooms).where(eq(rooms.id, room.id));
  assert.equal(stored.venueId, other.id);
  await app.db.update(rooms).set({ venueId: room.venueId }).where(eq(rooms.id, room.id));

  await page.goto(`${app.url}/admin/productions/${production.id}`);
  // An optional reference offers "none".
  assert.equal(await page.$eval('select[name="genre"] option', (option) => [option.getAttribute("value"), option.textContent].join(" ")), " – keine Auswahl –");
  assert.deepEqual(await axeWithoutScripts(page), [], "axe finds nothing in the form with the check boxes");
  await page.click(`input[type="checkbox"][name="tags.${tag.id}"]`);
  await Promise.all([page.waitForNavigation(), page.click('.admin-form__actions button[type="submit"]')]);
  const storedTags = await app.db.select({ tagId: productionTags.tagId }).from(productionTags).where(eq(productionTags.productionId, production.id));
  assert.deepEqual(
    storedTags.map((row) => row.tagId),
    [tag.id],
  );
  await page.close();
});
