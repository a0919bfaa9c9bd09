// The header's search box (spec §4) in a real browser: collapsed on desktop until its button is
// clicked, focused 200 ms later, suggestions from autocomplete (lowercased), arrow-down to the first,
// choosing one submits to the search page; empty submit does nothing; the clear button; and the same
// flow inside the burger menu on a phone. The 200 ms delays run on a clock the test turns
// (helpers/page-clock.ts), so no assertion depends on how busy the machine is.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import { pageIdle, sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { armedTimers, installPageClock, tick, waitForTimer } from "../helpers/page-clock.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
/** Spec §4: focus 200 ms after opening, collapse 200 ms after losing it. */
const DELAY = 200;

before(() => app.ready);

async function open(path: string, width: number): Promise<{ page: Page; problems: string[]; autocomplete: string[] }> {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width, height: 800 });
  await page.setCookie({ name: "cookie_consent", value: "v1%3A", url: app.url });
  await installPageClock(page, [DELAY]);
  const problems = watchConsole(page);
  const autocomplete: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search/autocomplete/")) autocomplete.push(request.url());
  });
  await page.goto(app.url + path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, problems, autocomplete };
}

const activeClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? "");

/** Opens the collapsed bar and lets its 200 ms pass, so the input has focus. */
async function openBar(page: Page, bar: string): Promise<void> {
  await page.click(`${bar} .search-box__toggle`);
  await waitForTimer(page, DELAY);
  await tick(page, DELAY);
  assert.equal(await activeClass(page), "search-box__input");
}

test("desktop: collapsed until clicked, focus after 200 ms, suggestions, arrow-down, choosing submits", async () => {
  const { page, problems, autocomplete } = await open("/de", 1280);
  const bar = ".site-header__search .search-box";
  const input = `${bar} .search-box__input`;
  assert.equal(await page.$eval(`${bar} .search-box__field`, (field) => getComputedStyle(field).visibility), "hidden", "collapsed at first");
  assert.equal(await page.$eval(`${bar} .search-box__toggle`, (b) => b.getAttribute("aria-expanded")), "false");
  assert.equal(await page.$eval(bar, (form) => [form.getAttribute("role"), form.getAttribute("action"), form.getAttribute("method")].join(" ")), "search /de/search get");

  await page.click(`${bar} .search-box__toggle`);
  assert.equal(await page.$eval(`${bar} .search-box__toggle`, (b) => b.getAttribute("aria-expanded")), "true");
  // The focus timer is armed (the moment counts from here) and has not fired.
  await waitForTimer(page, DELAY);
  assert.notEqual(await activeClass(page), "search-box__input", "not focused at once");
  await tick(page, DELAY - 1);
  assert.notEqual(await activeClass(page), "search-box__input", "not focused before 200 ms");
  await tick(page, 1);
  assert.equal(await activeClass(page), "search-box__input", "focused at 200 ms");

  // Empty submit does nothing: the submit event has been through React's handler (a listener on
  // the window hears it after) and the page is idle, yet the address and the open bar are unchanged.
  await page.evaluate(() => {
    const seen = window as unknown as { submitted?: boolean };
    window.addEventListener("submit", (event) => (seen.submitted = event.defaultPrevented), { once: true });
  });
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => (window as unknown as { submitted?: boolean }).submitted !== undefined);
  assert.equal(await page.evaluate(() => (window as unknown as { submitted?: boolean }).submitted), true, "no native submit");
  await pageIdle(page);
  assert.equal(await page.evaluate(() => location.pathname + location.search), "/de");
  assert.equal(await page.$eval(`${bar} .search-box__toggle`, (b) => b.getAttribute("aria-expanded")), "true");
  assert.equal(await activeClass(page), "search-box__input");

  // No clear button without text.
  assert.equal(await page.$(`${bar} .search-box__clear`), null);
  await page.keyboard.type("ZAUB");
  assert.ok(await page.$(`${bar} .search-box__clear`), "the clear button comes with text");
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute("data-open") === "true", {}, `${bar} .search-box__suggestions`);
  assert.ok(autocomplete.length >= 1);
  assert.ok(autocomplete.every((url) => new URL(url).searchParams.get("query") === new URL(url).searchParams.get("query")!.toLowerCase()), "lowercased requests");
  assert.equal(new URL(autocomplete.at(-1)!).searchParams.get("query"), "zaub");
  const options = await page.$$eval(`${bar} [role=option]`, (items) => items.map((item) => item.textContent));
  assert.ok(options.includes("Die Zauberflöte"), `suggestions: ${options.join(", ")}`);
  assert.equal(await page.$eval(input, (i) => i.getAttribute("aria-expanded")), "true");
  assert.equal(await page.$eval(`${bar} .search-box__list`, (list) => getComputedStyle(list).maxHeight), "336px", "21rem");

  const armedBefore = (await armedTimers(page)).length;
  await page.keyboard.press("ArrowDown");
  const first = await page.evaluate(() => ({ role: document.activeElement?.getAttribute("role"), selected: document.activeElement?.getAttribute("aria-selected"), text: document.activeElement?.textContent }));
  assert.deepEqual(first, { role: "option", selected: "true", text: options[0] });
  // The input's blur armed the collapse (focus landing inside the form may cancel it); whenever it
  // would fire, focus is on a suggestion, still inside.
  assert.ok((await armedTimers(page)).length > armedBefore, "the blur armed its timer");
  await tick(page, DELAY);
  await pageIdle(page);
  assert.equal(await page.$eval(`${bar} .search-box__toggle`, (b) => b.getAttribute("aria-expanded")), "true", "focus on a suggestion does not collapse the search");

  await Promise.all([page.waitForFunction(() => location.pathname === "/de/search"), page.keyboard.press("Enter")]);
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get("q")), options[0]);
  await page.waitForSelector("main .search-result");
  assert.equal(await page.$eval(input, (i) => (i as HTMLInputElement).value), options[0], "the chosen text is set");
  assert.deepEqual(problems, []);
  await page.close();
});

test("desktop: blur collapses and closes suggestions after 200 ms; the clear button empties and refocuses", async () => {
  const { page, problems } = await open("/de", 1280);
  const bar = ".site-header__search .search-box";
  await openBar(page, bar);
  await page.keyboard.type("zauber");
  await page.waitForSelector(`${bar} .search-box__suggestions[data-open=true]`);
  await page.click(`${bar} .search-box__clear`);
  assert.equal(await page.$eval(`${bar} .search-box__input`, (i) => (i as HTMLInputElement).value), "");
  assert.equal(await activeClass(page), "search-box__input");
  assert.equal(await page.$(`${bar} .search-box__clear`), null);
  assert.equal(await page.$eval(`${bar} .search-box__suggestions`, (s) => s.getAttribute("data-open")), "false");

  await page.keyboard.type("zauber");
  await page.waitForSelector(`${bar} .search-box__suggestions[data-open=true]`);
  // Focus leaves the search (to the main area).
  await page.evaluate(() => document.querySelector<HTMLElement>("main#main")!.focus());
  await waitForTimer(page, DELAY);
  await tick(page, DELAY - 1);
  await pageIdle(page);
  assert.equal(await page.$eval(`${bar} .search-box__toggle`, (b) => b.getAttribute("aria-expanded")), "true", "still open before 200 ms");
  assert.equal(await page.$eval(`${bar} .search-box__suggestions`, (s) => s.getAttribute("data-open")), "true");
  await tick(page, 1);
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "false", {}, `${bar} .search-box__toggle`);
  assert.equal(await page.$eval(`${bar} .search-box__suggestions`, (s) => s.getAttribute("data-open")), "false");
  // A plain Enter with text submits.
  await openBar(page, bar);
  await Promise.all([page.waitForFunction(() => location.pathname === "/de/search"), page.keyboard.press("Enter")]);
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get("q")), "zauber");
  assert.deepEqual(problems, []);
  await page.close();
});

test("phone: the search inside the burger menu submits, closes the menu and shows results", async () => {
  const { page, problems, autocomplete } = await open("/de", 375);
  await page.click(".site-header .burger");
  const input = ".menu-panel .search-box__input";
  await page.waitForSelector(input, { visible: true });
  await page.click(input);
  await page.keyboard.type("Zaub");
  await page.waitForSelector(".menu-panel .search-box__suggestions[data-open=true]");
  assert.equal(new URL(autocomplete.at(-1)!).searchParams.get("query"), "zaub");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "option");
  const chosen = await page.evaluate(() => document.activeElement?.textContent);
  await Promise.all([page.waitForFunction(() => location.pathname === "/de/search"), page.keyboard.press("Enter")]);
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get("q")), chosen);
  await page.waitForFunction(() => document.querySelector(".site-header .burger")?.getAttribute("aria-expanded") === "false");
  assert.equal(await page.evaluate(() => document.body.classList.contains("no-scroll")), false);
  await page.waitForSelector("main .search-result");
  assert.deepEqual(problems, []);
  await page.close();
});
