// A page answered from the HTML cache in a real browser: its scripts run under the strict CSP with
// the answer's own nonce, it hydrates without warnings, and its deferred parts are there.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { htmlCacheMb: 64 } });
const chromium = sharedBrowser();

const documentRequests = (path: string) => app.logs.filter((line) => line.event === "request" && line.path === path && line.cache);

for (const path of ["/de", "/de/spielplan"]) {
  test(`${path} from memory runs its scripts under the CSP and hydrates like a fresh render`, async () => {
    for (let visit = 0; visit < 2; visit++) {
      const { page, problems, status } = await openPage(chromium.browser, app.url, path);
      assert.equal(status, 200);
      assert.ok(await page.$("main#main h1"));
      if (path === "/de") await page.waitForSelector(".module-event-list .event-row");
      assert.deepEqual(problems, [], `visit ${visit + 1}`);
      await page.close();
    }
    assert.deepEqual(documentRequests(path).map((line) => line.cache).slice(0, 2), ["miss", "hit"]);
  });
}
