// A visitor who uses the keyboard only: books tickets with the widget on an event page, goes to the
// cart and checks out (Tab, Space, Enter and typing), as test/e2e/checkout.test.ts and the ticket
// journey do it.
import assert from "node:assert/strict";
import type { Page } from "puppeteer-core";
import type { BookableEvent } from "./bookable-event.ts";
import { waitForHydration } from "./browser.ts";

const WIDGET = "#tickets kulisse-booking-widget";

/** The focused element (inside the widget's shadow root too): its accessible-ish name. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement as HTMLElement | null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
    if (!active || active === document.body) return "(page)";
    const labelled = active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    return (active.getAttribute("aria-label") ?? labelled ?? active.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 120);
  });

/** Presses Tab until the focused element's name matches (at most 150 presses: an event page has many links). */
export async function tabTo(page: Page, name: RegExp): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 150; i++) {
    const current = await focusedName(page);
    if (name.test(current)) return;
    seen.push(current);
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${name}; focus went through: ${seen.join(" | ")}`);
}

export async function tabAndType(page: Page, name: RegExp, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** On the event's page (opened, German): two full-price tickets into the cart with the widget, then on to the cart page. */
export async function bookTwoByKeyboard(page: Page, { event, group }: BookableEvent): Promise<void> {
  await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector("[part~='toggle']"), {}, WIDGET);
  await tabTo(page, new RegExp(`^Tickets: ${escaped(event.title)}`));
  await page.keyboard.press("Enter");
  await tabTo(page, new RegExp(`^Ein Ticket mehr Vollpreis, ${escaped(group.seat_group)}`));
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await tabTo(page, /In den Warenkorb/);
  await page.keyboard.press("Enter");
  await page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector(".summary--success"), { timeout: 10_000 }, WIDGET);
  await tabTo(page, /^Zum Warenkorb$/);
  await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
  assert.match(page.url(), /\/webshop\/cart$/);
  await waitForHydration(page);
  await tabTo(page, /^Zur Kasse$/);
  await Promise.all([page.waitForFunction(() => location.pathname === "/webshop/checkout" && !!document.querySelector("#checkout-first_name")), page.keyboard.press("Enter")]);
  await waitForHydration(page);
}

export interface CheckoutChoices {
  firstName: string;
  lastName: string;
  email: string;
  /** The delivery radio's label, e.g. /^E-Ticket/. */
  delivery: RegExp;
  /** The payment radio's label, e.g. /^Bezahlung an der Theaterkasse/. */
  payment: RegExp;
}

/** On the checkout page (German): fills the form and accepts the terms; focus ends on the order button. */
export async function fillCheckoutByKeyboard(page: Page, choices: CheckoutChoices): Promise<void> {
  await tabAndType(page, /^Vorname/, choices.firstName);
  await tabAndType(page, /^Nachname/, choices.lastName);
  await tabAndType(page, /^E-Mail-Adresse/, choices.email);
  // Tab onto the first radio of a group selects nothing; Space does.
  await tabTo(page, choices.delivery);
  await page.keyboard.press("Space");
  await tabTo(page, choices.payment);
  await page.keyboard.press("Space");
  await tabTo(page, /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/);
  await page.keyboard.press("Space");
  await tabTo(page, /^Zahlungspflichtig bestellen$/);
}

/** Presses Enter on the order button and waits for the order page's address. */
export async function placeOrderByKeyboard(page: Page): Promise<void> {
  await Promise.all([page.waitForFunction(() => location.pathname.startsWith("/webshop/order/"), { timeout: 15_000 }), page.keyboard.press("Enter")]);
}
