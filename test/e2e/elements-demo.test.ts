// The standalone web components on their demo page (/elements/demo.html) in Chromium, under the
// site's real CSP: book two full-price tickets and one discount with the widget against the real
// cart route, see the success text and both cart counters at 3, no console errors; the keyboard
// opens and closes the widget; axe finds nothing with the widget open. The widget's 100 ms delays
// (scrolling the opened panel into view, showing the summary) run on a clock the test turns, with
// reduced motion: a panel that scrolls while the mouse aims at a button made the booking fail under load.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, watchConsole } from "../helpers/browser.ts";
import { installPageClock, tick, waitForTimer } from "../helpers/page-clock.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const WIDGET = "kulisse-booking-widget#demo-widget";
/** The widget's scroll and summary delays (spec §4). */
const WIDGET_DELAY = 100;

async function openDemo(options: { bypassCsp?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await chromium.browser.newPage();
  if (options.bypassCsp) await page.setBypassCSP(true);
  await installPageClock(page, [WIDGET_DELAY]);
  await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
  await page.setViewport({ width: 1280, height: 900 });
  const problems = watchConsole(page);
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto(`${app.url}/elements/demo.html`, { waitUntil: "load" });
  assert.equal(response?.status(), 200);
  assert.match(response?.headers()["cache-control"] ?? "", /max-age=3600.*must-revalidate/);
  // The demo's script picks an event with tickets and hands its id to the widget.
  await page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute("event-id"), {}, WIDGET);
  return { page, problems };
}

/** Points the widget at `eventId` (when the demo chose another) and waits until it has loaded. */
async function useEvent(page: Page, eventId: number): Promise<void> {
  await page.$eval(WIDGET, (widget, id) => widget.setAttribute("event-id", String(id)), eventId);
  await page.waitForFunction((selector, id) => (document.querySelector(selector) as unknown as { currentEvent?: { id: number } }).currentEvent?.id === id, {}, WIDGET, eventId);
}

const inWidget = (selector: string) => `${WIDGET} >>> ${selector}`;
/** Waits for `selector` in the widget's shadow root (a MutationObserver on the page does not see into it, so poll). */
const waitInWidget = (page: Page, selector: string) =>
  page.waitForFunction((host, inner) => !!document.querySelector(host)?.shadowRoot?.querySelector(inner), { polling: 50 }, WIDGET, selector);
const clickIn = async (page: Page, selector: string) => {
  await waitInWidget(page, selector);
  const handle = await page.waitForSelector(inWidget(selector), { visible: true });
  await handle!.click();
};
/** Opens the widget with a click and lets its panel scroll into view (instant with reduced motion) before anything inside is aimed at. */
const openWidget = async (page: Page) => {
  await clickIn(page, "[part~='toggle']");
  await waitForTimer(page, WIDGET_DELAY);
  await tick(page, WIDGET_DELAY);
};

test("the demo page books two full-price tickets and a discount; the counters show 3", async () => {
  const { event, group, discount } = await eventWithDiscount(app.getJson);
  const { page, problems } = await openDemo();
  try {
    // The light-DOM fallback link is not shown once the element is upgraded.
    assert.equal(await page.$eval(`${WIDGET} > a`, (link) => (link as HTMLElement).offsetParent), null);
    await useEvent(page, event.id);
    await openWidget(page);
    await clickIn(page, `button[aria-label="Ein Ticket mehr Vollpreis, ${group.seat_group}"]`);
    await clickIn(page, `button[aria-label="Ein Ticket mehr Vollpreis, ${group.seat_group}"]`);
    await clickIn(page, `#discounts-${group.id}`);
    await clickIn(page, `button[aria-label="Ein Ticket mehr ${discount}, ${group.seat_group}"]`);
    await clickIn(page, "button.back");
    assert.equal(await page.$eval(inWidget(`#discounts-${group.id} [part~='badge'] [aria-hidden]`), (node) => node.textContent), "1");
    await clickIn(page, "[part~='add-to-cart']");
    // The summary shows once its 100 ms have passed and the cart has answered.
    await waitForTimer(page, WIDGET_DELAY);
    await tick(page, WIDGET_DELAY);
    await waitInWidget(page, ".summary--success");
    const text = await page.$eval(inWidget(".summary--success"), (node) => node.textContent?.replace(/\s+/g, " ").trim() ?? "");
    assert.match(text, /Ihre Auswahl von 3 Tickets wurde erfolgreich in Ihren Warenkorb gelegt\./);
    assert.match(text, /Ihre Tickets sind für die nächsten 15 Minuten reserviert\./);
    assert.ok(await page.$(inWidget(".summary--success a[href*='/webshop/cart']")), "the go to cart link");
    // Both counters (header and card) follow the cart-updated event and the cookie.
    await page.waitForFunction(() => [...document.querySelectorAll("kulisse-cart-counter")].every((counter) => counter.shadowRoot?.querySelector("[part~='badge']")?.textContent === "3"));
    assert.equal(await page.$eval("kulisse-cart-counter#demo-counter >>> a", (link) => link.getAttribute("aria-label")), "Warenkorb, 3 Tickets");
    assert.ok(await page.$eval("kulisse-opening-hours", (node) => node.hasAttribute("status")), "the opening hours know their status");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("keyboard: Enter opens the widget with focus inside, Escape closes it and returns focus to the toggle", async () => {
  const { page, problems } = await openDemo();
  try {
    await page.waitForFunction((selector) => !!(document.querySelector(selector) as unknown as { currentEvent?: unknown }).currentEvent, {}, WIDGET);
    await page.$eval(inWidget("[part~='toggle']"), (toggle) => (toggle as HTMLElement).focus());
    await page.keyboard.press("Enter");
    await waitInWidget(page, "[part~='panel']");
    assert.equal(await page.$eval(WIDGET, (widget) => widget.shadowRoot?.activeElement?.id), "heading");
    await page.keyboard.press("Tab");
    assert.equal(await page.$eval(WIDGET, (widget) => widget.shadowRoot?.activeElement?.tagName), "BUTTON");
    await page.keyboard.press("Escape");
    await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute("open"), {}, WIDGET);
    await page.waitForFunction((selector) => document.querySelector(selector)?.shadowRoot?.activeElement?.getAttribute("part") === "toggle", {}, WIDGET);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("axe finds no WCAG 2.1 A/AA violations on the demo page with the widget open, in both languages", async () => {
  const { event } = await eventWithDiscount(app.getJson);
  const { page } = await openDemo({ bypassCsp: true });
  try {
    await useEvent(page, event.id);
    await openWidget(page);
    await waitInWidget(page, "[part~='category']");
    assert.deepEqual(await axeViolations(page), []);
    // The language switch is a click outside: it closes the widget, which then reloads in English.
    await page.click("[data-switch-lang='en']");
    await page.waitForFunction((selector) => (document.querySelector(selector) as unknown as { currentEvent?: { title: string } }).currentEvent?.title !== undefined && !document.querySelector(selector)?.hasAttribute("open"), {}, WIDGET);
    await openWidget(page);
    await waitInWidget(page, "[part~='category']");
    await page.waitForFunction((selector) => document.querySelector(selector)?.shadowRoot?.textContent?.includes("Full price"), { polling: 100 }, WIDGET);
    if (await page.$(inWidget("button.more"))) await clickIn(page, "button.more");
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await page.close();
  }
});
