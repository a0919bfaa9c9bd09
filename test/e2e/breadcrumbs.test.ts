// The breadcrumb and the magazine header's search start (issue 16, point 4) in a real browser: the
// page hydrates without warnings, the trail follows a client-side navigation (visible and as
// BreadcrumbList), the search start is reached by Tab after the trail and starts the site search
// with Enter, and the pages pass axe at phone and desktop widths without scrolling sideways.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import { languages } from "../../shared/lib/localized.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { storeConsent } from "../helpers/consent.ts";
import { startWithHomeHero } from "../helpers/hero-first-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const MAGAZINE = { de: "/de/magazine", en: "/en/mag" } as const;
const SEARCH_TITLE = { de: "Suche", en: "Search" } as const;

before(async () => {
  await app.ready;
  // "History" starts with a hero: its trail goes in a bar above the picture.
  await startWithHomeHero(app.db, "ueber-uns/geschichte");
});

async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const page = await chromium.browser.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width, height: 900 });
  await storeConsent(page, app.url);
  const problems = watchConsole(page);
  await page.goto(app.url + path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, problems };
}

/** The visible trail's texts and the BreadcrumbList's names, as the page has them now. */
function trails(page: Page): Promise<{ visible: string[]; structured: string[] }> {
  return page.evaluate(() => {
    const lists = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "") as { "@type": string; itemListElement?: { name: string }[] })
      .filter((data) => data["@type"] === "BreadcrumbList");
    return {
      visible: [...document.querySelectorAll("nav.breadcrumb li")].map((li) => li.textContent ?? ""),
      structured: lists.flatMap((list) => list.itemListElement!.map((item) => item.name)),
    };
  });
}

for (const lang of languages) {
  test(`the magazine's trail follows a category link, and its search start searches the site (/${lang})`, async () => {
    const { page, problems } = await open(MAGAZINE[lang]);
    const home = lang === "de" ? "Startseite" : "Home";
    const magazine = lang === "de" ? "Magazin" : "Magazine";
    assert.deepEqual(await trails(page), { visible: [home, magazine], structured: [home, magazine] });

    // A category, reached in the browser: the trail grows by it, in the page and in its data.
    const category = await page.$eval("main .magazine-nav__categories li:nth-child(2) a", (link) => link.textContent ?? "");
    await page.click("main .magazine-nav__categories li:nth-child(2) a");
    await page.waitForFunction((name) => document.querySelector('nav.breadcrumb li[aria-current="page"]')?.textContent === name, {}, category);
    assert.deepEqual(await trails(page), { visible: [home, magazine, category], structured: [home, magazine, category] });

    // Tab from the trail's last link reaches the search start, next in the header.
    await page.focus("nav.breadcrumb li:nth-last-child(2) a");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.closest('form[role="search"]')?.closest("main") !== null), true, "the magazine's search field has focus");
    await page.keyboard.type("Carmen");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => !!document.querySelector("main .screen-search__results"));
    assert.equal(await page.evaluate(() => location.pathname + location.search), `/${lang}/search?q=Carmen`);
    assert.equal(await page.$eval("main h1", (h1) => h1.textContent), SEARCH_TITLE[lang]);
    assert.deepEqual((await trails(page)).visible, [home, SEARCH_TITLE[lang]]);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

const heroPaths = ["/de/ueber-uns/geschichte", "/en/about-us/history"];
for (const path of ["/de/magazine", "/en/mag/tags", "/en/productions", "/de/spielplan", ...heroPaths]) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px: the trail passes axe and nothing scrolls sideways`, async () => {
      const { page, problems } = await open(path, width);
      assert.ok(await page.$("nav.breadcrumb"), "a breadcrumb");
      assert.deepEqual(await axeViolations(page), []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
      // Above a hero the trail sits in its own bar: it ends before the picture starts.
      if (heroPaths.includes(path)) {
        const gap = await page.evaluate(() => document.querySelector(".module-hero")!.getBoundingClientRect().top - document.querySelector("nav.breadcrumb")!.getBoundingClientRect().bottom);
        assert.ok(gap >= 0, `the trail does not overlap the hero (${gap}px)`);
      }
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
}
