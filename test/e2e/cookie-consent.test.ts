// The cookie consent dialog: when it opens (not on legal pages, again after a visitor who declined
// everything leaves one), the three choices, the tag manager only with consent and without
// Do-Not-Track, the external media gate, reopening from the footer, focus handling and axe.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { pages } from "../../server/db/schema.ts";
import type { PageContent } from "../../shared/api/page-content.ts";
import { axeViolations } from "../helpers/axe.ts";
import { pageIdle, sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// A stand-in for the site's tracking host, on another origin: it counts requests for its script.
let tagRequests = 0;
const tagHost = http.createServer((_req, res) => {
  tagRequests++;
  res.writeHead(200, { "Content-Type": "text/javascript" }).end("window.__tagManagerLoaded = true;");
});
await new Promise<void>((resolve) => tagHost.listen(0, "127.0.0.1", resolve));
const tagManagerUrl = `http://127.0.0.1:${(tagHost.address() as AddressInfo).port}/gtm.js`;
after(() => new Promise<void>((resolve) => tagHost.close(() => resolve())));

const app = sharedTestApp({ config: { tagManagerUrl } });
const chromium = sharedBrowser();
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

before(async () => {
  await app.ready;
  // The home page's hero gets a video.
  const [home] = await app.db.select().from(pages).where(sql`${pages.path}->>'de' = ''`);
  const content = structuredClone(home.content) as PageContent;
  for (const sections of Object.values(content))
    for (const module of sections.flatMap((section) => section.columns.flatMap((column) => column.children)))
      if (module.type === "hero_media") module.video = VIDEO;
  await app.db.update(pages).set({ content }).where(eq(pages.id, home.id));
});

async function visitor(options: { width?: number; dnt?: boolean } = {}) {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 1280, height: 900 });
  if (options.dnt) {
    // A string: tsx would wrap a function's getter in a helper the page does not have.
    await page.evaluateOnNewDocument('Object.defineProperty(navigator, "doNotTrack", { get() { return "1"; }, configurable: true });');
  }
  const problems = watchConsole(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const go = async (path: string) => {
    await page.goto(app.url + path, { waitUntil: "load" });
    await waitForHydration(page);
  };
  return { page, problems, requests, go, close: () => context.close() };
}

const dialogOpen = (page: Page) => page.$eval("dialog.cookie-consent", (dialog) => (dialog as HTMLDialogElement).open);
const waitOpen = (page: Page) => page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog.cookie-consent")?.open === true);
const waitClosed = (page: Page) => page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog.cookie-consent")?.open === false);
const consentCookie = async (page: Page) => (await page.cookies()).find((cookie) => cookie.name === "cookie_consent");

test("the dialog opens on the home page, but not on a legal page", async () => {
  const { page, go, problems, close } = await visitor();
  const html = await (await fetch(app.url + "/de")).text();
  assert.doesNotMatch(html, /<dialog[^>]*\sopen/, "the server never renders it open");
  await go("/de");
  await waitOpen(page);
  assert.equal(await page.$eval("dialog.cookie-consent", (d) => d.getAttribute("aria-modal")), "true");
  const labelledBy = await page.$eval("dialog.cookie-consent", (d) => document.getElementById(d.getAttribute("aria-labelledby") ?? "")?.textContent);
  assert.equal(labelledBy, "Cookies und externe Inhalte");
  const required = await page.$eval("dialog.cookie-consent input[type=checkbox]", (input) => ({ checked: (input as HTMLInputElement).checked, disabled: (input as HTMLInputElement).disabled }));
  assert.deepEqual(required, { checked: true, disabled: true }, "required is always on");
  assert.equal((await page.$$("dialog.cookie-consent input[type=checkbox]")).length, 4);

  await go("/de/agb");
  assert.equal(await dialogOpen(page), false, "not on the terms");
  await go("/en/datenschutz");
  assert.equal(await dialogOpen(page), false, "not on the privacy policy");
  assert.deepEqual(problems, []);
  await close();
});

/** A visitor whose browser never gets the site's scripts: what the page does before hydration. */
async function visitorWithoutBundle() {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setRequestInterception(true);
  page.on("request", (request) => void (/\/assets\/.*\.js$/.test(new URL(request.url()).pathname) ? request.abort() : request.continue()));
  const csp: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) csp.push(message.text());
  });
  return { page, csp, close: () => context.close() };
}

test("the dialog opens before the page's scripts load (the same HTML for everyone), by the same rules", async () => {
  const { page, csp, close } = await visitorWithoutBundle();
  await page.goto(app.url + "/de/spielplan", { waitUntil: "load" });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "no bundle ran");
  assert.equal(await dialogOpen(page), true, "open without the bundle");
  assert.equal(await page.evaluate(() => document.activeElement?.className), "cookie-consent__title", "the heading has focus");
  assert.deepEqual(csp, [], "the inline script carries the nonce");

  await page.goto(app.url + "/en/datenschutz", { waitUntil: "load" });
  assert.equal(await dialogOpen(page), false, "never on a legal page");
  await page.setCookie({ name: "cookie_consent", value: "v1%3A", url: app.url });
  await page.goto(app.url + "/de", { waitUntil: "load" });
  assert.equal(await dialogOpen(page), false, "not once a choice is stored");
  await page.evaluate(() => sessionStorage.setItem("consent-legal-visit", "1"));
  await page.reload({ waitUntil: "load" });
  assert.equal(await dialogOpen(page), true, "again after a legal page when everything was declined");
  await page.setCookie({ name: "cookie_consent", value: "v0%3Amarketing", url: app.url });
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(app.url + "/de", { waitUntil: "load" });
  assert.equal(await dialogOpen(page), true, "a choice of another version counts as none");
  await close();
});

test("hydration takes the early-opened dialog over without closing it; Escape before hydration is kept", async () => {
  const { page, go, problems, close } = await visitor();
  // Counts every change of the dialog's `open` attribute from the first byte on.
  await page.evaluateOnNewDocument(`
    window.__openChanges = [];
    new MutationObserver((records) => {
      for (const record of records)
        if (record.attributeName === "open" && record.target.matches?.("dialog.cookie-consent"))
          window.__openChanges.push(record.target.hasAttribute("open"));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
  `);
  await go("/de");
  await waitOpen(page);
  assert.deepEqual(await page.evaluate(() => (window as unknown as { __openChanges: boolean[] }).__openChanges), [true], "opened once, never closed and reopened");
  assert.equal(await page.evaluate(() => document.activeElement?.className), "cookie-consent__title");
  await page.click("[data-consent='decline']");
  await waitClosed(page);
  assert.deepEqual(problems, [], "no hydration error");
  await close();

  // The bundle is held back until the visitor has pressed Escape: the hydrated page keeps it closed.
  const context = await chromium.browser.createBrowserContext();
  const slow = await context.newPage();
  const held: { continue(): Promise<void> }[] = [];
  await slow.setRequestInterception(true);
  slow.on("request", (request) => void (/\/assets\/.*\.js$/.test(new URL(request.url()).pathname) ? held.push(request) : request.continue()));
  await slow.goto(app.url + "/de", { waitUntil: "domcontentloaded" });
  await waitOpen(slow);
  await slow.keyboard.press("Escape");
  await waitClosed(slow);
  for (const request of held.splice(0)) await request.continue();
  slow.off("request");
  await slow.setRequestInterception(false);
  await waitForHydration(slow);
  // Two frames after hydration: the auto-open decision has run by then.
  await slow.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await dialogOpen(slow), false, "Escape before hydration is the answer for this page");
  await context.close();
});

test("decline all: gone, stays gone on reload, comes back once after a legal page", async () => {
  const { page, go, requests, close } = await visitor();
  await go("/de");
  await waitOpen(page);
  await page.click("[data-consent='decline']");
  await waitClosed(page);
  assert.equal(decodeURIComponent((await consentCookie(page))?.value ?? ""), "v1:");
  await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  // Idle after hydration: the auto-open decision (an effect once the cookie is read) has run.
  await pageIdle(page);
  assert.equal(await dialogOpen(page), false, "stays gone");

  await go("/de/agb");
  assert.equal(await dialogOpen(page), false);
  await go("/de");
  await waitOpen(page);
  await page.click("[data-consent='decline']");
  await waitClosed(page);
  await go("/de/spielplan");
  await pageIdle(page);
  assert.equal(await dialogOpen(page), false, "only once per visit of a legal page");
  assert.ok(!requests.some((url) => url.includes("/gtm.js")), "no tag manager without consent");
  await close();
});

test("accept all loads the tag manager; with Do-Not-Track it never loads", async () => {
  const before = tagRequests;
  const dnt = await visitor({ dnt: true });
  await dnt.go("/de");
  assert.equal(await dnt.page.evaluate(() => navigator.doNotTrack), "1");
  await waitOpen(dnt.page);
  await dnt.page.click("[data-consent='accept']");
  await waitClosed(dnt.page);
  assert.equal(decodeURIComponent((await consentCookie(dnt.page))?.value ?? ""), "v1:optimization,marketing,external-media");
  await dnt.page.reload({ waitUntil: "load" });
  await waitForHydration(dnt.page);
  // Idle after hydration: the effect that would add the tag manager's script has run.
  await pageIdle(dnt.page);
  assert.equal(await dnt.page.$$eval("script[data-tag-manager]", (scripts) => scripts.length), 0, "no script element");
  assert.equal(await dnt.page.evaluate(() => (window as unknown as { __tagManagerLoaded?: boolean }).__tagManagerLoaded), undefined);
  assert.equal(tagRequests, before, "no request to the tracking host with Do-Not-Track");
  await dnt.close();

  const { page, go, problems, close } = await visitor();
  await go("/en");
  await waitOpen(page);
  await page.click("[data-consent='accept']");
  await page.waitForFunction(() => (window as unknown as { __tagManagerLoaded?: boolean }).__tagManagerLoaded === true);
  assert.equal(await page.$$eval("script[data-tag-manager]", (scripts) => scripts.length), 1);
  assert.deepEqual(problems.filter((problem) => /Content Security Policy|Refused/i.test(problem)), [], "the CSP allows the tracking host");
  await close();
});

test("external media stay behind a placeholder until allowed; saving only external media shows the video", async () => {
  const { page, go, requests, close } = await visitor();
  await go("/de");
  await waitOpen(page);
  assert.ok(await page.$(".module-hero__video .consent-gate__notice"), "a placeholder before consent");
  assert.equal(await page.$(".module-hero__video iframe"), null);
  assert.ok(!requests.some((url) => /youtube|vimeo/.test(url)), "nothing requested from the provider");
  await page.click("dialog.cookie-consent input[name='external-media']");
  await page.click("[data-consent='save']");
  await waitClosed(page);
  assert.equal(decodeURIComponent((await consentCookie(page))?.value ?? ""), "v1:external-media");
  const frame = await page.waitForSelector(".module-hero__video iframe");
  assert.equal(await frame!.evaluate((el) => el.getAttribute("src")), "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  assert.ok(await frame!.evaluate((el) => el.getAttribute("title")));
  assert.equal(await page.evaluate(() => (window as unknown as { __tagManagerLoaded?: boolean }).__tagManagerLoaded), undefined, "no tracking");
  await close();

  // The placeholder's own button allows external media too.
  const second = await visitor();
  await second.page.setCookie({ name: "cookie_consent", value: "v1%3A", url: app.url });
  await second.go("/de");
  await second.page.click('.consent-gate__notice [data-consent-gate="always"]');
  await second.page.waitForSelector(".module-hero__video iframe");
  assert.equal(decodeURIComponent((await consentCookie(second.page))?.value ?? ""), "v1:external-media");
  await second.close();
});

test("the footer's cookie settings reopen the dialog with the stored choice; focus stays inside", async () => {
  const { page, go, close } = await visitor();
  await page.setCookie({ name: "cookie_consent", value: encodeURIComponent("v1:marketing"), url: app.url });
  await go("/de/agb");
  assert.equal(await dialogOpen(page), false);
  const button = await page.waitForSelector("footer button.site-footer__button");
  assert.equal(await button!.evaluate((el) => el.textContent), "Cookie-Einstellungen");
  await button!.click();
  await waitOpen(page);
  assert.equal(await page.$eval("dialog.cookie-consent input[name='marketing']", (input) => (input as HTMLInputElement).checked), true);
  assert.equal(await page.$eval("dialog.cookie-consent input[name='optimization']", (input) => (input as HTMLInputElement).checked), false);
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest("dialog.cookie-consent")), "focus moved into the dialog");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest("dialog.cookie-consent")), `Tab ${i + 1} stays inside`);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.down("Shift");
    await page.keyboard.press("Tab");
    await page.keyboard.up("Shift");
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest("dialog.cookie-consent")), `Shift+Tab ${i + 1} stays inside`);
  }
  // Escape closes without storing anything and gives focus back to the button.
  await page.keyboard.press("Escape");
  await waitClosed(page);
  assert.equal(decodeURIComponent((await consentCookie(page))?.value ?? ""), "v1:marketing");
  assert.equal(await page.evaluate(() => document.activeElement?.className), "site-footer__button");
  await close();
});

for (const lang of ["de", "en"]) {
  for (const width of [375, 1280]) {
    test(`/${lang} with the dialog open at ${width} px has no axe violations`, async () => {
      const { page, close } = await visitor({ width });
      await page.setBypassCSP(true);
      await page.goto(`${app.url}/${lang}`, { waitUntil: "load" });
      await waitForHydration(page);
      await waitOpen(page);
      assert.deepEqual(await axeViolations(page), []);
      await close();
    });
  }
}
