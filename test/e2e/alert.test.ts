// The breaking-news alert: dismissal survives a reload (cookie named for the alert), a newer alert
// shows again, the open header menu hides it without storing, and phones see two lines at most.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { alerts } from "../../server/db/schema.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { forgetCachedContent } from "../../server/services/content-cache.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** Each test gets its own browser context: its own cookie jar. */
async function open(path: string, width = 1280) {
  const context = await chromium.browser.createBrowserContext();
  return { ...(await openPage(context, app.url, path, { width })), close: () => context.close() };
}

const alertVisible = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>(".alert-banner");
    return !!banner && banner.offsetHeight > 0;
  });

test("on a phone the alert text is clamped to two lines and can be expanded; link and close stay reachable", async () => {
  const { page, close } = await open("/de", 375);
  const clamp = await page.$eval(".alert-banner__text", (el) => {
    const style = getComputedStyle(el);
    return { clamp: style.getPropertyValue("-webkit-line-clamp"), lines: Math.round(el.clientHeight / parseFloat(style.lineHeight)), clipped: el.scrollHeight > el.clientHeight };
  });
  assert.equal(clamp.clamp, "2");
  assert.ok(clamp.lines <= 2, `at most two lines (${clamp.lines})`);
  assert.ok(clamp.clipped, "the seeded alert is longer than two lines on a phone");
  await page.click(".alert-banner__more");
  const expanded = await page.$eval(".alert-banner__text", (el) => el.scrollHeight <= el.clientHeight + 1);
  assert.ok(expanded, "the whole text shows after 'more'");
  assert.equal(await page.$eval(".alert-banner__more", (el) => el.getAttribute("aria-expanded")), "true");
  for (const selector of [".alert-banner__link", ".alert-banner__close"]) {
    const box = await page.$eval(selector, (el) => {
      const rect = el.getBoundingClientRect();
      return { width: rect.width, height: rect.height, visible: getComputedStyle(el).visibility === "visible" };
    });
    assert.ok(box.visible && box.width > 0, `${selector} is visible`);
  }
  const closeBox = await page.$eval(".alert-banner__close", (el) => el.getBoundingClientRect().height);
  assert.ok(closeBox >= 44, "the close button is at least 44 px");
  await close();
});

test("closing the alert stores it in a cookie named for the alert; a newer alert shows again", async () => {
  const { page, problems, close } = await open("/de");
  assert.equal(await alertVisible(page), true, "the alert shows");
  const id = await page.$eval(".alert-banner", (el) => el.getAttribute("data-alert-id"));
  assert.match(await page.$eval(".alert-banner", (el) => el.textContent ?? ""), /Theaterkasse geschlossen/);
  await page.click("button[aria-label='Hinweis schließen']");
  await page.waitForFunction(() => !document.querySelector(".alert-banner"));
  const cookie = (await page.cookies()).find((c) => c.name === `alert-dismissed-${id}`);
  assert.equal(cookie?.value, id);
  assert.ok(cookie && cookie.expires > Date.now() / 1000 + 300 * 86_400, "kept for a year");
  assert.equal(cookie?.sameSite, "Lax");

  await page.reload({ waitUntil: "load" });
  // Hidden before hydration already (no flash): the early script marks the document.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.alertDismissed), id);
  assert.equal(await alertVisible(page), false);
  await waitForHydration(page);
  assert.equal(await alertVisible(page), false, "still gone after the reload");

  await app.db.insert(alerts).values({
    title: { de: "Neue Vorstellung", en: "New performance" },
    text: { de: "Zusatzvorstellung am Sonntag.", en: "Extra performance on Sunday." },
    isActive: true,
    createdAt: new Date(Date.now() + 60_000),
  });
  // Written behind the app's back: its kept alerts learn of it as from another process's NOTIFY.
  forgetCachedContent();
  await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  assert.equal(await alertVisible(page), true, "a new alert shows again");
  assert.match(await page.$eval(".alert-banner", (el) => el.textContent ?? ""), /Neue Vorstellung/);
  assert.deepEqual(problems, []);
  await close();
});

test("the alert hides while the header menu is open and comes back when it closes, without storing", async () => {
  const { page, close } = await open("/en");
  assert.equal(await alertVisible(page), true);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("header-menu", { detail: { open: true } })));
  await page.waitForFunction(() => document.querySelector<HTMLElement>(".alert-banner")?.offsetHeight === 0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("header-menu", { detail: { open: false } })));
  await page.waitForFunction(() => (document.querySelector<HTMLElement>(".alert-banner")?.offsetHeight ?? 0) > 0);
  assert.ok(!(await page.cookies()).some((c) => c.name.startsWith("alert-dismissed-")), "nothing stored");
  assert.ok(await page.$("button[aria-label='Close notice']"), "English label");
  await close();
});
