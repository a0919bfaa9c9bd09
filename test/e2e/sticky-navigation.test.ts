// The sticky navigation: the overlay button (not on event pages, not near the footer), the page's
// sticky link items after half a window of scrolling, and scroll-to-top.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { pages } from "../../server/db/schema.ts";
import type { PageContent } from "../../shared/api/page-content.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
let stickyText = "";

before(async () => {
  await app.ready;
  // The home page's first link module becomes a sticky item.
  const [home] = await app.db.select().from(pages).where(sql`${pages.path}->>'de' = ''`);
  const content = structuredClone(home.content) as PageContent;
  const link = content.de.flatMap((section) => section.columns.flatMap((column) => column.children)).find((module) => module.type === "link");
  assert.ok(link, "the home page has a link module");
  link.sticky = true;
  stickyText = String(link.link_text);
  await app.db.update(pages).set({ content }).where(eq(pages.id, home.id));
});

const open = (path: string, width = 1280) => openPage(chromium.browser, app.url, path, { width, height: 800 });

const shown = (page: Page, selector: string) =>
  page.$eval(selector, (el) => getComputedStyle(el).visibility === "visible" && el.getAttribute("data-visible") === "true").catch(() => false);

const overlay = ".sticky-nav__item--overlay";

test("the overlay button links to the calendar overlay on the home page, not on event pages", async () => {
  const { page, problems } = await open("/de");
  assert.equal(await shown(page, overlay), true);
  const link = await page.$eval(`${overlay} a`, (a) => ({ href: a.getAttribute("href"), label: a.getAttribute("aria-label") }));
  assert.deepEqual(link, { href: "/de/spielplan?overlay=true", label: "Spielplan und Tickets" });
  const size = await page.$eval(`${overlay} a`, (a) => ({ width: a.getBoundingClientRect().width, height: a.getBoundingClientRect().height }));
  assert.ok(size.width >= 44 && size.height >= 44, "a 44 px target");

  await page.waitForSelector(".module-event-list .event-row a[href*='/spielplan/']");
  const eventUrl = await page.$eval(".module-event-list .event-row a[href*='/spielplan/']", (a) => a.getAttribute("href"));
  await page.goto(app.url + eventUrl, { waitUntil: "load" });
  await waitForHydration(page);
  assert.equal(await shown(page, overlay), false, "hidden on an event page");
  await page.goto(app.url + "/de/spielplan", { waitUntil: "load" });
  await waitForHydration(page);
  assert.equal(await shown(page, overlay), false, "hidden on the calendar");
  assert.deepEqual(problems, []);
  await page.close();
});

test("the overlay button and sticky items hide when the footer is in view", async () => {
  const { page } = await open("/de", 375);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute("data-visible") === "false", {}, overlay);
  await page.waitForFunction(() => document.querySelector(".sticky-nav__item--link")?.getAttribute("data-visible") === "false");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute("data-visible") === "true", {}, overlay);
  await page.close();
});

test("sticky link items appear after half a window of scrolling; scroll-to-top brings the page back", async () => {
  const { page } = await open("/de");
  const item = ".sticky-nav__item--link";
  assert.equal(await page.$eval(`${item} a`, (a) => a.textContent), stickyText);
  assert.equal(await shown(page, item), false, "not at the top");
  assert.equal(await shown(page, ".sticky-nav__item--top"), false);
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.6));
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute("data-visible") === "true", {}, item);
  await page.waitForFunction(() => getComputedStyle(document.querySelector(".sticky-nav__item--top")!).visibility === "visible");

  await page.click(".sticky-nav__item--top button");
  await page.waitForFunction(() => window.scrollY === 0);
  await page.waitForFunction(() => document.activeElement === document.body);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.className), "skip-link", "the next Tab reaches the skip link");
  await page.close();
});
