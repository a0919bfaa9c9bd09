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
    // Nothing else starts the client: no module script, only preloads and the starter. And nothing
    // is compiled before the paint: script preloads, not modulepreloads (which compile on arrival).
    const html = await (await fetch(app.url + path)).text();
    assert.doesNotMatch(html, /<script[^>]+type="module"/);
    assert.doesNotMatch(html, /rel="modulepreload"/);
    assert.match(html, /<link rel="preload" href="\/assets\/entry-client-[^"]+\.js" as="script" crossorigin=""/);
    const page = await chromium.browser.newPage();
    const problems = watchConsole(page);
    // The imports take the preloaded responses: every script is fetched once.
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
    });
    for (const visit of ["first", "repeat"]) {
      fetched.length = 0;
      await page.goto(app.url + path, { waitUntil: "load" });
      await waitForHydration(page);
      assert.ok(fetched.length > 5, `${visit} visit: ${fetched.join(" ")}`);
      assert.deepEqual(fetched.filter((url, index) => fetched.indexOf(url) !== index), [], `${visit} visit: a script fetched twice`);
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
