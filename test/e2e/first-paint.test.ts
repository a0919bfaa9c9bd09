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
    // The imports take the preloaded responses: no script comes over the network twice. (A repeat
    // visit reads them from the browser's cache; reading one twice there costs nothing.)
    const fetched: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script" && !request.response()?.fromCache()) fetched.push(new URL(request.url()).pathname);
    });
    for (const visit of ["first", "repeat"]) {
      fetched.length = 0;
      await page.goto(app.url + path, { waitUntil: "load" });
      await waitForHydration(page);
      // (The browser is shared: the site's common chunks may be cached from the path before.)
      if (visit === "first") assert.ok(fetched.length > 0, "the first visit fetches the page's own chunks");
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
