// External media (spec §9 cookie category "external media"): on the demo page with every embed type,
// nothing is requested from a third-party host before consent. "Load just this once" opens one
// player without storing anything; "always allow" stores the category and opens every player. Third-
// party requests are recorded and answered by the test (no internet needed).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { embedFrameOrigins } from "../../src/components/consent-gate/embed-providers.ts";
import { waitForHydration, sharedBrowser } from "../helpers/browser.ts";
import { DECLINED_CONSENT, storeConsent } from "../helpers/consent.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PAGE = "/de/ueber-uns/theater-entdecken";

/** A page that records every request to another origin and answers it with an empty page. */
async function watchedPage(): Promise<{ page: Page; thirdParty: string[] }> {
  const page = await chromium.browser.newPage();
  const thirdParty: string[] = [];
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(app.url) || url.startsWith("data:") || url.startsWith("blob:")) return void request.continue();
    thirdParty.push(url);
    void request.respond({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  await storeConsent(page, app.url, DECLINED_CONSENT);
  return { page, thirdParty };
}

const consentCookie = async (page: Page) => decodeURIComponent((await page.cookies(app.url)).find((cookie) => cookie.name === "cookie_consent")?.value ?? "");
const frames = (page: Page) => page.$$eval(".consent-gate iframe", (elements) => elements.map((frame) => frame.getAttribute("src") ?? ""));
const allowed = (url: string) => embedFrameOrigins.some((origin) => new RegExp(`^${origin.replace(/[.]/g, "\\.").replace("*", "[a-z0-9-]+")}/`).test(url));

test("no third-party request before consent; load once opens one player; always allow opens them all", async () => {
  const { page, thirdParty } = await watchedPage();
  await page.goto(app.url + PAGE, { waitUntil: "load" });
  await waitForHydration(page);
  // Scroll through the page so that anything lazy would load.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 700) await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForNetworkIdle();

  const gates = await page.$$eval(".consent-gate__notice", (notices) => notices.map((notice) => notice.textContent ?? ""));
  assert.ok(gates.length >= 7, `a placeholder for every embed (${gates.length})`);
  for (const provider of ["YouTube", "Vimeo", "Spotify", "Podigee", "Issuu", "Instagram"]) assert.ok(gates.some((text) => text.includes(provider)), `${provider} is named`);
  assert.deepEqual(await frames(page), [], "no player before consent");
  assert.equal(thirdParty.length, 0, `nothing requested from a third-party host: ${thirdParty.join(", ")}`);

  await page.click('.module-video [data-consent-gate="once"]');
  await page.waitForSelector(".module-video iframe");
  assert.deepEqual(await frames(page), ["https://www.youtube-nocookie.com/embed/Kx7vQe2lZf0"], "exactly the one player");
  assert.equal(await consentCookie(page), "v1:", "loading once stores nothing");
  await page.waitForNetworkIdle();
  assert.ok(thirdParty.length > 0 && thirdParty.every((url) => url.startsWith("https://www.youtube-nocookie.com/")), `only YouTube's player was asked: ${thirdParty.join(", ")}`);

  await page.click('.module-social-media [data-consent-gate="always"]');
  await page.waitForFunction(() => document.querySelectorAll(".consent-gate__notice").length === 0);
  assert.equal(await consentCookie(page), "v1:external-media");
  const players = await frames(page);
  assert.equal(players.length, gates.length, "every embed is a player now");
  for (const src of players) assert.ok(allowed(src), `${src} is one of the CSP's frame origins`);
  await page.close();

  // A returning visitor who allowed external media gets the players right away.
  const again = await watchedPage();
  await storeConsent(again.page, app.url, encodeURIComponent("v1:external-media"));
  await again.page.goto(app.url + PAGE, { waitUntil: "load" });
  await waitForHydration(again.page);
  assert.equal((await frames(again.page)).length, gates.length);
  await again.page.close();
});
