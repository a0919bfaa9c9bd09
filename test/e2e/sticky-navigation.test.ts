// The sticky navigation: the overlay button (not on event pages, not near the footer), the page's
// sticky link items after half a window of scrolling, and scroll-to-top.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { pages } from "../../server/db/schema.ts";
import type { PageContent } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { visitorPagePaths } from "../helpers/visitor-page-types.ts";

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

/**
 * Runs in the page; returns the text (first 40 characters of each) that the sticky navigation hides.
 * `covered`: text a shown button covers while the rest of its line stays visible — for each text line
 * level with a button, the points along the line at the button's height must not show that text
 * (text under an opaque bar is hidden whole and passes; text beside a floating button does not).
 * `underBar`: text lines under the shown navigation at all, which at the end of the page must be none.
 */
function hiddenByStickyNavigation(): { covered: string[]; underBar: string[] } {
  const nav = document.querySelector(".sticky-nav")!;
  const buttons = [...nav.querySelectorAll(".sticky-nav__item[data-visible='true'] :is(a, button)")].map((element) => element.getBoundingClientRect());
  const bar = getComputedStyle(nav).visibility === "visible" && buttons.length > 0 ? nav.getBoundingClientRect() : null;
  const covered = new Set<string>();
  const underBar = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim().slice(0, 40);
    if (!parent || !text || parent.closest(".sticky-nav, script, style, noscript")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      // (No named helper: the test's compiler would wrap it in a function the page does not have.)
      const level = [bar, ...buttons].map((box) => box !== null && line.bottom > box.top && line.top < box.bottom && line.right > box.left && line.left < box.right);
      if (level[0]) underBar.add(text);
      for (const button of buttons.filter((_, index) => level[index + 1])) {
        const y = (Math.max(line.top, button.top) + Math.min(line.bottom, button.bottom)) / 2;
        for (let x = Math.max(0, line.left + 1); x < Math.min(innerWidth, line.right); x += 4) {
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === parent || parent.contains(hit) || hit.contains(parent))) {
            covered.add(text);
            break;
          }
        }
      }
    }
  }
  return { covered: [...covered], underBar: [...underBar] };
}

/** Scrolls to `y` and waits until the sticky navigation has answered (observers, transitions). */
async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest(".sticky-nav"))
        .map((animation) => animation.finished),
    ),
  );
}

for (const { name, width, path } of [
  { name: "the magazine", width: 1280, path: (lang: Lang) => urlFor("magazine", {}, lang) },
  { name: "a person page", width: 375, path: async (lang: Lang) => (await visitorPagePaths(app.url, app.db, lang)).person },
]) {
  for (const lang of ["de", "en"] as const) {
    test(`${lang}, ${name} at ${width} px: the sticky buttons never cover text, scrolled anywhere`, async () => {
      await app.ready;
      const { page } = await open(await path(lang), width);
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const covered = new Set<string>();
      for (let y = 0; ; y = Math.min(end, y + 200)) {
        await scrollAndSettle(page, y);
        for (const text of (await page.evaluate(hiddenByStickyNavigation)).covered) covered.add(`${text} (at ${y} px)`);
        if (y === end) break;
      }
      assert.deepEqual([...covered], []);
      assert.deepEqual((await page.evaluate(hiddenByStickyNavigation)).underBar, [], "at the end of the page the last lines are above the sticky navigation");
      await page.close();
    });
  }
}
