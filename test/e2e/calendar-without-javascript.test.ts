// Issue 16: without JavaScript the calendar's filters are a plain form, on phones too, and its
// "Apply" button looks like the site's other buttons, not like the browser's default one.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { sharedBrowser } from "../helpers/browser.ts";
import { storeConsent } from "../helpers/consent.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

async function openWithoutJavaScript(path: string, width: number): Promise<Page> {
  await app.ready;
  const page = await chromium.browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width, height: 800 });
  await storeConsent(page, app.url);
  await page.goto(app.url + path, { waitUntil: "load" });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "no script ran");
  return page;
}

/** What makes a button look like one of ours: colours, border, type. */
const buttonLook = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    background: style.backgroundColor,
    color: style.color,
    border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    radius: style.borderTopLeftRadius,
    font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    textTransform: style.textTransform,
    padding: style.padding,
  };
};

for (const [lang, path, label] of [
  ["de", "/de/spielplan", "Anwenden"],
  ["en", "/en/spielplan", "Apply"],
] as const) {
  for (const width of [375, 1280]) {
    test(`${lang}, ${width} px: without JavaScript the filters show and "${label}" looks like the site's buttons`, async () => {
      const page = await openWithoutJavaScript(path, width);
      const apply = await page.$(".filter-bar button[type=submit]");
      assert.ok(apply, "the form has its submit button");
      assert.equal(await apply.evaluate((button) => button.textContent), label);
      assert.ok(await apply.isVisible(), "the button is on the page");

      // A button of the site's own, as the error page or a teaser shows it, side by side.
      const sample = await page.evaluateHandle(() => {
        const link = document.createElement("a");
        link.className = "button";
        link.textContent = "Sample";
        return document.querySelector("main")!.appendChild(link);
      });
      assert.deepEqual(await apply.evaluate(buttonLook), await sample.evaluate(buttonLook));
      const size = await apply.boundingBox();
      assert.ok(size && size.height >= 44 && size.width >= 44, "a 44 px target");
      await page.close();
    });
  }
}

test("without JavaScript a phone applies a filter through the form", async () => {
  const page = await openWithoutJavaScript("/de/spielplan", 375);
  const select = ".filter-bar select[name=genre]";
  const genre = await page.$eval(select, (element) => (element as HTMLSelectElement).options[1].value);
  await page.select(select, genre);
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(".filter-bar button[type=submit]")]);
  assert.equal(new URL(page.url()).searchParams.get("genre"), genre);
  await page.close();
});
