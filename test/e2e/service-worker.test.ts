// The service worker at /sw.js (spec §1): served uncached, registers after load, and after one
// online visit an offline navigation gets the bilingual offline page.
import assert from "node:assert/strict";
import { test } from "node:test";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

test("/sw.js is served with Cache-Control: no-cache", async () => {
  const response = await fetch(`${app.url}/sw.js`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("cache-control"), "no-cache");
});

test("the worker registers, and offline navigations show the offline page", async () => {
  const page = await chromium.browser.newPage();
  const problems = watchConsole(page);
  await page.goto(`${app.url}/de`, { waitUntil: "load" });
  await waitForHydration(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, `${app.url}/`);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, { timeout: 10_000 });
  // The hashed assets were stored as the page requested them (after the worker took control, a
  // reload fetches them through it).
  await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });
  assert.ok(cached.includes("/offline.html"), "the offline page is precached");
  assert.ok(cached.some((path) => path.startsWith("/assets/")), "assets are cached");
  assert.ok(!cached.some((path) => /\/(api|pageeditor-api)\//.test(path) || path.startsWith("/de")), "no API answers and no pages are cached");

  const worker = await chromium.browser.waitForTarget((target) => target.type() === "service_worker");
  const workerSession = await worker.createCDPSession();
  const offline = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await page.setOfflineMode(true);
  await workerSession.send("Network.enable");
  await workerSession.send("Network.emulateNetworkConditions", offline);
  await page.goto(`${app.url}/de/impressum`, { waitUntil: "load" });
  assert.equal(await page.$eval("h1", (h1) => h1.textContent), "Sie sind offline");
  assert.match(await page.$eval("body", (body) => body.textContent ?? ""), /You are offline/);
  assert.equal(new URL(page.url()).pathname, "/de/impressum", "the address stays, so reload retries it");
  assert.equal(await page.$eval("a.reload", (a) => (a as HTMLAnchorElement).href), `${app.url}/de/impressum`);

  await page.setOfflineMode(false);
  await workerSession.send("Network.emulateNetworkConditions", { ...offline, offline: false });
  await page.goto(`${app.url}/de/impressum`, { waitUntil: "load" });
  await waitForHydration(page);
  assert.match(await page.title(), /^Impressum/);
  assert.deepEqual(
    problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem)),
    [],
  );
  await page.close();
});
