// The notice bar with a reload button (spec §1): without JavaScript, on a slow connection, on weak
// hardware — and nothing in the normal case.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { pageIdle, sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

async function newPage(): Promise<Page> {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  // A decided cookie consent: its first-visit dialog is modal and would cover the notice.
  await page.setCookie({ name: "cookie_consent", value: encodeURIComponent("v1:"), url: app.url });
  return page;
}

/** Makes the page's browser report this connection and hardware before any script runs. */
async function emulate(page: Page, device: { effectiveType?: string; saveData?: boolean; cores?: number; memory?: number }): Promise<void> {
  // A string, not a function: the test runner's transpiler would add helpers the page lacks.
  const define = (name: string, value: unknown) =>
    `Object.defineProperty(Navigator.prototype, ${JSON.stringify(name)}, { get: () => (${JSON.stringify(value)}), configurable: true });`;
  const lines: string[] = [];
  if (device.effectiveType || device.saveData) {
    const connection = { effectiveType: device.effectiveType ?? "4g", saveData: !!device.saveData };
    lines.push(
      `const connection = Object.assign(${JSON.stringify(connection)}, { addEventListener() {}, removeEventListener() {} });`,
      `Object.defineProperty(Navigator.prototype, "connection", { get: () => connection, configurable: true });`,
    );
  }
  if (device.cores) lines.push(define("hardwareConcurrency", device.cores));
  if (device.memory) lines.push(define("deviceMemory", device.memory));
  await page.evaluateOnNewDocument(`(() => { ${lines.join("\n")} })();`);
}

test("without JavaScript the notice shows with a reload link to the same address", async () => {
  const page = await newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(`${app.url}/de/ueber-uns?x=1`, { waitUntil: "load" });
  const notice = await page.$(".site-notice--noscript");
  assert.ok(notice, "the noscript notice is rendered");
  assert.ok(await notice.isVisible());
  assert.match(await notice.evaluate((el) => el.textContent ?? ""), /JavaScript ist ausgeschaltet/);
  assert.equal(await page.$eval(".site-notice--noscript a", (a) => a.getAttribute("href")), "/de/ueber-uns?x=1");
  await page.close();

  const english = await newPage();
  await english.setJavaScriptEnabled(false);
  await english.goto(`${app.url}/en`, { waitUntil: "load" });
  assert.match(await english.$eval(".site-notice--noscript", (el) => el.textContent ?? ""), /JavaScript is turned off.*Reload page/);
  await english.close();
});

test("in the normal case no notice shows (on a 2-core machine too)", async () => {
  const page = await newPage();
  const problems = watchConsole(page);
  await emulate(page, { effectiveType: "4g", cores: 2, memory: 8 });
  await page.goto(`${app.url}/de`, { waitUntil: "load" });
  await waitForHydration(page);
  // The check runs in an effect of hydration; once the page is idle, a notice it found is rendered.
  await pageIdle(page);
  assert.equal(await page.$(".site-notice"), null);
  assert.deepEqual(problems, []);
  await page.close();
});

test("on a 2g connection the low-bandwidth notice shows; it reloads and can be dismissed", async () => {
  const page = await newPage();
  await page.setBypassCSP(true);
  const problems = watchConsole(page);
  await emulate(page, { effectiveType: "2g" });
  await page.goto(`${app.url}/de`, { waitUntil: "load" });
  await waitForHydration(page);
  const notice = await page.waitForSelector(".site-notice[data-reason='lowBandwidth']");
  assert.match(await notice!.evaluate((el) => el.textContent ?? ""), /Verbindung ist langsam/);
  assert.deepEqual(await axeViolations(page), []);
  // The reload button reloads.
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(".site-notice__reload")]);
  assert.equal(await page.evaluate(() => (window as unknown as { before?: boolean }).before), undefined);
  await waitForHydration(page);
  // Dismissed, it stays away for the session.
  await page.waitForSelector(".site-notice[data-reason='lowBandwidth']");
  await page.click(".site-notice__close");
  assert.equal(await page.$(".site-notice"), null);
  await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  await pageIdle(page);
  assert.equal(await page.$(".site-notice"), null);
  assert.deepEqual(problems, []);
  await page.close();
});

test("data saver and weak hardware show their notices, in English too", async () => {
  const saver = await newPage();
  await emulate(saver, { effectiveType: "4g", saveData: true });
  await saver.goto(`${app.url}/en`, { waitUntil: "load" });
  await waitForHydration(saver);
  const text = await (await saver.waitForSelector(".site-notice[data-reason='lowBandwidth']"))!.evaluate((el) => el.textContent ?? "");
  assert.match(text, /data saver is on/);
  await saver.close();

  const weak = await newPage();
  await emulate(weak, { cores: 2, memory: 1 });
  await weak.goto(`${app.url}/de`, { waitUntil: "load" });
  await waitForHydration(weak);
  await weak.waitForSelector(".site-notice[data-reason='weakHardware']");
  await weak.close();
});
