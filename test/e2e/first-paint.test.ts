// The page paints its content before the site's JavaScript runs (src/lib/start-after-first-paint.ts): on a first
// visit and on a repeat visit, whose scripts come from the cache at once, the client starts only
// after the browser's first contentful paint, and then hydrates the page.
import assert from "node:assert/strict";
import { test } from "node:test";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { CLIENT_START_MARK } from "../../src/lib/start-after-first-paint.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

for (const path of ["/de", "/de/spielplan", "/en/productions"]) {
  test(`${path}: the client starts after the first paint, on the first and on a repeat visit`, async () => {
    // Nothing else starts the client: no module script, only preloads and the starter.
    const html = await (await fetch(app.url + path)).text();
    assert.doesNotMatch(html, /<script[^>]+type="module"/);
    assert.match(html, /<link rel="modulepreload" href="\/assets\/entry-client-[^"]+\.js"/);
    const page = await chromium.browser.newPage();
    const problems = watchConsole(page);
    for (const visit of ["first", "repeat"]) {
      await page.goto(app.url + path, { waitUntil: "load" });
      await waitForHydration(page);
      const times = await page.evaluate((mark) => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        start: performance.getEntriesByName(mark)[0]?.startTime,
      }), CLIENT_START_MARK);
      assert.ok(times.paint !== undefined && times.start !== undefined, `${visit} visit: ${JSON.stringify(times)}`);
      assert.ok(times.start >= times.paint, `${visit} visit: the client started at ${times.start} ms, before the first paint at ${times.paint} ms`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
}
