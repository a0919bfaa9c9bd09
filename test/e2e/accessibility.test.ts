// axe-core finds no WCAG 2.1 AA violations on the foundation's pages, on a phone and on a desktop.
import assert from "node:assert/strict";
import { test } from "node:test";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

for (const path of ["/de", "/en", "/de/ueber-uns", "/en/about-us/history", "/de/ueber-uns/theater-entdecken", "/en/about-us/discover-the-theatre", "/de/agb", "/de/gibt-es-nicht", "/nirgendwo", "/de/login", "/en/login?error=invalid"]) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px has no axe violations`, async () => {
      const page = await chromium.browser.newPage();
      await page.setBypassCSP(true);
      await page.setViewport({ width, height: 900 });
      await page.goto(app.url + path, { waitUntil: "load" });
      await waitForHydration(page);
      const violations = await axeViolations(page);
      assert.deepEqual(violations, []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
      await page.close();
    });
  }
}
