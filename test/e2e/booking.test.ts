// Booking inside the React site, in Chromium against the production build and the real cart route:
// on an event page, two full-price tickets and one discount with the keyboard only put 3 into the
// header's cart badge; amount changes are announced; focus goes into the widget and back; axe finds
// nothing with it open. On the calendar each row has a widget, only one is open at a time, and
// after a booking the visitor may add more. The sticky booking button's #tickets opens the widget.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const DETAIL_WIDGET = "#tickets kulisse-booking-widget";

/** The element focused inside the widget's shadow root: its aria-label, else its text. */
const focusedIn = (page: Page, host: string) =>
  page.$eval(host, (widget) => {
    const active = widget.shadowRoot?.activeElement as HTMLElement | null | undefined;
    return active ? (active.getAttribute("aria-label") ?? active.textContent?.replace(/\s+/g, " ").trim() ?? "") : "";
  });

/** Presses Tab (Shift+Tab `backwards`) until the focused control in the widget is named `name` (at most 40 presses). */
async function tabTo(page: Page, host: string, name: string | RegExp, backwards = false): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const current = await focusedIn(page, host);
    if (typeof name === "string" ? current === name : name.test(current)) return;
    seen.push(current);
    if (backwards) await page.keyboard.down("Shift");
    await page.keyboard.press("Tab");
    if (backwards) await page.keyboard.up("Shift");
  }
  assert.fail(`Tab never reached "${name}"; focus went through: ${seen.join(" | ")}`);
}

const liveRegion = (page: Page, host: string) => page.$eval(host, (widget) => widget.shadowRoot?.querySelector("[role='status'][aria-live]")?.textContent?.trim() ?? "");

const headerBadge = (page: Page) =>
  page.$eval("header .cart-link", (link) => ({ href: link.getAttribute("href"), label: link.getAttribute("aria-label"), badge: link.querySelector(".cart-link__badge")?.textContent ?? null }));

test("an event page: two full-price tickets and a discount with the keyboard only; the header badge shows 3", async () => {
  const { event, group, discount } = await eventWithDiscount(app.getJson);
  const visitor = await chromium.browser.createBrowserContext();
  const { page, problems } = await openPage(visitor, app.url, event.url, { width: 1280 });
  try {
    await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector("[part~='toggle']"), {}, DETAIL_WIDGET);
    // Upgraded: the server's fallback link is hidden; the toggle is reached with Tab like any control.
    assert.equal(await page.$eval(`${DETAIL_WIDGET} a`, (link) => (link as HTMLElement).offsetParent), null);
    await page.$eval(DETAIL_WIDGET, (widget) => (widget.shadowRoot!.querySelector("[part~='toggle']") as HTMLElement).focus());
    await page.keyboard.press("Enter");
    await page.waitForFunction((host) => document.querySelector(host)?.shadowRoot?.activeElement?.id === "heading", {}, DETAIL_WIDGET);

    const more = `Ein Ticket mehr Vollpreis, ${group.seat_group}`;
    await tabTo(page, DETAIL_WIDGET, more);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.waitForFunction((host) => /^2 × Vollpreis/.test(document.querySelector(host)?.shadowRoot?.querySelector("[role='status'][aria-live]")?.textContent?.trim() ?? ""), {}, DETAIL_WIDGET);
    assert.match(await liveRegion(page, DETAIL_WIDGET), new RegExp(`2 × Vollpreis.*${group.seat_group}`));

    await tabTo(page, DETAIL_WIDGET, /^Ermäßigungen/);
    await page.keyboard.press("Enter");
    await tabTo(page, DETAIL_WIDGET, `Ein Ticket mehr ${discount}, ${group.seat_group}`);
    await page.keyboard.press("Enter");
    await page.waitForFunction((host, label) => (document.querySelector(host)?.shadowRoot?.querySelector("[role='status'][aria-live]")?.textContent ?? "").includes(`1 × ${label}`), {}, DETAIL_WIDGET, discount);
    // The back button sits above the discounts.
    await tabTo(page, DETAIL_WIDGET, /Zurück/, true);
    await page.keyboard.press("Enter");
    await tabTo(page, DETAIL_WIDGET, /In den Warenkorb/);
    await page.keyboard.press("Enter");

    await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector(".summary--success"), { timeout: 10_000 }, DETAIL_WIDGET);
    const summary = await page.$eval(DETAIL_WIDGET, (widget) => widget.shadowRoot!.querySelector(".summary--success")!.textContent!.replace(/\s+/g, " "));
    assert.match(summary, /Ihre Auswahl von 3 Tickets wurde erfolgreich in Ihren Warenkorb gelegt\./);
    // On an event page there is no "add more" (event list pages only), but the way to the cart.
    assert.equal(await page.$eval(DETAIL_WIDGET, (widget) => !!widget.shadowRoot!.querySelector(".summary--success a[href*='/webshop/cart']")), true);
    assert.equal(await page.$eval(DETAIL_WIDGET, (widget) => widget.shadowRoot!.querySelectorAll(".summary--success button").length), 0);

    await page.waitForFunction(() => document.querySelector("header .cart-link__badge")?.textContent === "3", { timeout: 5_000 });
    assert.deepEqual(await headerBadge(page), { href: "/webshop/cart", label: "Warenkorb, 3 Artikel", badge: "3" });
    const cookies = Object.fromEntries((await page.cookies()).map((cookie) => [cookie.name, cookie]));
    assert.equal(cookies.cartAmount?.value, "3");
    assert.ok(cookies.cartAmount.expires > Date.now() / 1000 + 14 * 60 && cookies.cartAmount.expires <= Date.now() / 1000 + 15 * 60 + 5, "15 minutes");

    // Escape closes and gives focus back to the toggle.
    await page.keyboard.press("Escape");
    await page.waitForFunction((host) => document.querySelector(host)?.shadowRoot?.activeElement?.getAttribute("part") === "toggle", {}, DETAIL_WIDGET);
    assert.deepEqual(problems, []);
  } finally {
    await visitor.close();
  }
});

test("axe finds no violations on an event page with the widget open, at phone and desktop widths", async () => {
  const { event } = await eventWithDiscount(app.getJson);
  for (const width of [375, 1280]) {
    const { page } = await openPage(chromium.browser, app.url, `${event.url}#tickets`, { width, bypassCsp: true });
    try {
      // #tickets (the sticky booking button's target) opens the widget.
      await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector("[part~='category']"), { timeout: 10_000 }, DETAIL_WIDGET);
      assert.deepEqual(await axeViolations(page), [], `width ${width}`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `no sideways scrolling at ${width}`);
    } finally {
      await page.close();
    }
  }
});

test("the calendar: a widget per row, one open at a time, and 'add more' after a booking", async () => {
  // A fresh visitor: an empty cart of their own.
  const visitor = await chromium.browser.createBrowserContext();
  const { page, problems } = await openPage(visitor, app.url, "/de/spielplan", { width: 1280 });
  try {
    const widgets = await page.$$("main .event-row__booking kulisse-booking-widget");
    assert.ok(widgets.length >= 2, `rows with a widget: ${widgets.length}`);
    const [first, second] = widgets;
    const openOf = (handle: typeof first) => handle.evaluate((widget) => widget.hasAttribute("open"));
    const toggle = (handle: typeof first) => handle.evaluate((widget) => (widget.shadowRoot!.querySelector("[part~='toggle']") as HTMLElement).click());
    await page.waitForFunction(() => !!document.querySelector("main .event-row__booking kulisse-booking-widget")?.shadowRoot?.querySelector("[part~='toggle']"));
    await toggle(first);
    assert.equal(await openOf(first), true);
    await toggle(second);
    assert.equal(await openOf(second), true);
    assert.equal(await openOf(first), false, "opening one closes the other");

    // A click outside (on the page's heading) closes it.
    await page.click("main h1");
    await page.waitForFunction((widget) => !widget.hasAttribute("open"), {}, second);

    await toggle(first);
    await first.evaluate((widget) => (widget.shadowRoot!.querySelector("[part~='stepper'] button:last-of-type") as HTMLElement).click());
    await first.evaluate((widget) => (widget.shadowRoot!.querySelector("[part~='add-to-cart']") as HTMLElement).click());
    await page.waitForFunction((widget) => !!widget.shadowRoot?.querySelector(".summary--success"), { timeout: 10_000 }, first);
    const addMore = await first.evaluate((widget) => widget.shadowRoot!.querySelector(".summary--success button")?.textContent?.trim() ?? "");
    assert.match(addMore, /Weitere Tickets/);
    await page.waitForFunction(() => document.querySelector("header .cart-link__badge")?.textContent === "1");
    assert.deepEqual(problems, []);
  } finally {
    await visitor.close();
  }
});
