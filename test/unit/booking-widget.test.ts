// <kulisse-booking-widget> in happy-dom: steps, categories, prices, time slots, amounts, the cart
// calls' exact payloads, the summary texts, the cart-updated event, one widget open at a time, and
// closing by Escape or a click outside. fetch is a stub that records every call.
import assert from "node:assert/strict";
import { after, afterEach, beforeEach, test } from "node:test";
import type { KulisseBookingWidget } from "../../elements/booking/booking-widget.ts";
import { installHappyDom, wait } from "../helpers/happy-dom.ts";
import { faust } from "./booking-widget-fixture.ts";
import type { BookingWidgetEvent } from "../../shared/ticketing/booking-event.ts";

const dom = installHappyDom();
await import("../../elements/define-elements.ts");
type Widget = KulisseBookingWidget;

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let calls: Call[] = [];
/** What the next cart POSTs answer, in order; the last one repeats. */
let answers: { status: number; body: unknown }[] = [];

function stubFetch(): void {
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    calls.push({ url, method: init?.method ?? "GET", headers, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith("/api/csrf/")) {
      document.cookie = "csrftoken=token-from-the-server-0123456789abcdef; path=/";
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
}

const success = (tickets: number) => ({ status: 201, body: { tickets_quantity: tickets, cart_url: "/webshop/cart" } });

beforeEach(() => {
  calls = [];
  answers = [success(3)];
  stubFetch();
  document.cookie = "csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; path=/";
});

afterEach(() => {
  document.body.innerHTML = "";
});

after(() => dom.close());

async function mount(attributes: Record<string, string> = {}, event: BookingWidgetEvent | null = faust()): Promise<Widget> {
  const widget = document.createElement("kulisse-booking-widget") as Widget;
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  if (event) widget.event = event;
  document.body.append(widget);
  await widget.updateComplete;
  return widget;
}

const root = (widget: Widget) => widget.shadowRoot!;
const $ = (widget: Widget, selector: string) => root(widget).querySelector(selector) as HTMLElement | null;
const $$ = (widget: Widget, selector: string) => [...root(widget).querySelectorAll(selector)] as HTMLElement[];
const text = (node: Element | null) => (node?.textContent ?? "").replace(/[ \t\n\r]+/g, " ").trim();
const byLabel = (widget: Widget, label: string) => {
  const button = $$(widget, "button").find((candidate) => candidate.getAttribute("aria-label") === label);
  assert.ok(button, `a button labelled "${label}"`);
  return button;
};

async function click(widget: Widget, target: HTMLElement | null): Promise<void> {
  assert.ok(target, "the element to click exists");
  target.click();
  await widget.updateComplete;
}

async function openWidget(widget: Widget): Promise<void> {
  await click(widget, $(widget, "[part~='toggle']"));
  // The outside-click listener starts one task after opening.
  await wait(5);
}

const categoryNames = (widget: Widget) => $$(widget, "[part~='category'] h3").map(text);

test("closed it shows only the toggle; the toggle opens the panel and reflects `open`", async () => {
  const widget = await mount();
  const toggle = $(widget, "[part~='toggle']")!;
  assert.equal(toggle.getAttribute("aria-expanded"), "false");
  assert.match(text(toggle), /^Tickets: Faust/);
  assert.equal($(widget, "[part~='panel']"), null);
  await openWidget(widget);
  assert.equal(widget.open, true);
  assert.ok(widget.hasAttribute("open"));
  assert.equal($(widget, "[part~='toggle']")!.getAttribute("aria-expanded"), "true");
  assert.ok($(widget, "[part~='panel']"));
  assert.equal(root(widget).activeElement?.id, "heading", "focus moves into the panel");
});

test("the light-DOM fallback is not rendered: the shadow root has no slot", async () => {
  const widget = document.createElement("kulisse-booking-widget") as Widget;
  widget.innerHTML = '<a href="/webshop/">Tickets im Webshop</a>';
  widget.event = faust();
  document.body.append(widget);
  await widget.updateComplete;
  assert.equal(root(widget).querySelector("slot"), null);
});

test("the main step lists the first two categories, with a toggle for all; status '0' never shows", async () => {
  const widget = await mount();
  await openWidget(widget);
  assert.deepEqual(categoryNames(widget), ["Parkett", "Rang"]);
  const more = $$(widget, "button.more")[0];
  assert.equal(more.getAttribute("aria-expanded"), "false");
  assert.equal(text(more), "Alle 3 Kategorien zeigen");
  await click(widget, more);
  assert.deepEqual(categoryNames(widget), ["Parkett", "Rang", "Loge"]);
  assert.equal($$(widget, "button.more")[0].getAttribute("aria-expanded"), "true");
});

test("each category shows its full price labelled Vollpreis, prices per spec §9; 0.00 is left out", async () => {
  const widget = await mount();
  await openWidget(widget);
  const first = $$(widget, "[part~='category']")[0];
  assert.equal(text(first.querySelector("[part~='price'] .price__label")), "Vollpreis");
  assert.equal(text(first.querySelector("[part~='price'] .price__amount")), "39\u00a0€");
  await click(widget, $(widget, "#discounts-11"));
  const prices = $$(widget, "[part~='price']").map((row) => text(row.querySelector(".price__label")) + " " + text(row.querySelector(".price__amount")));
  assert.deepEqual(prices, ["Ermäßigt 19,50\u00a0€"]);

  const english = await mount({ lang: "en" });
  await openWidget(english);
  assert.equal(text($$(english, "[part~='price'] .price__label")[0]), "Full price");
});

test("discounts step and back; the discounts button's badge counts the selected discount tickets", async () => {
  const widget = await mount();
  await openWidget(widget);
  assert.equal($(widget, "#discounts-11 [part~='badge']"), null);
  await click(widget, $(widget, "#discounts-11"));
  assert.equal(text($(widget, "#step-heading")), "Ermäßigungen, Parkett");
  assert.equal($(widget, "[part~='category']"), null, "the main step is gone");
  await click(widget, byLabel(widget, "Ein Ticket mehr Ermäßigt, Parkett"));
  await click(widget, byLabel(widget, "Ein Ticket mehr Ermäßigt, Parkett"));
  await click(widget, $(widget, "button.back"));
  assert.deepEqual(categoryNames(widget), ["Parkett", "Rang"]);
  assert.equal(text($(widget, "#discounts-11 [part~='badge'] [aria-hidden]")), "2");
  assert.equal(root(widget).activeElement?.id, "discounts-11", "focus returns to the button that led away");
});

test("time slots: first preselected, status '0' hidden, two per row; the chosen one shows on main", async () => {
  const widget = await mount();
  await openWidget(widget);
  assert.match(text($(widget, "[part~='category'] [part~='timeslot']")), /Zeitfenster 14:00 Uhr/);
  await click(widget, $(widget, "#change-slot-11"));
  const slots = $$(widget, "button[part~='timeslot']");
  assert.deepEqual(slots.map(text), ["14:00 Uhr", "16:00 Uhr"]);
  assert.deepEqual(slots.map((slot) => slot.getAttribute("aria-pressed")), ["true", "false"]);
  await click(widget, slots[1]);
  assert.match(text($(widget, "[part~='category'] [part~='timeslot']")), /16:00 Uhr/);
  assert.equal(root(widget).activeElement?.id, "change-slot-11");
});

test("the same seat group and sale type counts up; amounts are announced; the total runs", async () => {
  const widget = await mount();
  await openWidget(widget);
  const more = byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett");
  await click(widget, more);
  await click(widget, more);
  assert.equal(text($(widget, "[part~='stepper'] .stepper__amount")), "2");
  assert.equal(text($(widget, "[role='status'][aria-live='polite']")), "2 × Vollpreis, Parkett");
  assert.match(text($(widget, "[part~='total']")), /2 Tickets 78\u00a0€/);
  await click(widget, byLabel(widget, "Ein Ticket weniger Vollpreis, Parkett"));
  assert.equal(text($(widget, "[role='status'][aria-live='polite']")), "1 × Vollpreis, Parkett");
  assert.match(text($(widget, "[part~='total']")), /1 Ticket 39\u00a0€/);
});

test("add to cart is disabled while nothing is selected", async () => {
  const widget = await mount();
  await openWidget(widget);
  const add = $(widget, "[part~='add-to-cart']") as HTMLButtonElement;
  assert.equal(add.disabled, true);
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
  assert.equal(($(widget, "[part~='add-to-cart']") as HTMLButtonElement).disabled, false);
  await click(widget, byLabel(widget, "Ein Ticket weniger Vollpreis, Parkett"));
  assert.equal(($(widget, "[part~='add-to-cart']") as HTMLButtonElement).disabled, true);
});

/** Two full price and one discount in Parkett (16:00 slot), one full price in Rang. */
async function selectFourTickets(widget: Widget): Promise<void> {
  await openWidget(widget);
  await click(widget, $(widget, "#change-slot-11"));
  await click(widget, $$(widget, "button[part~='timeslot']")[1]);
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Rang"));
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
  await click(widget, $(widget, "#discounts-11"));
  await click(widget, byLabel(widget, "Ein Ticket mehr Ermäßigt, Parkett"));
  await click(widget, $(widget, "button.back"));
}

/** Polls until `condition` holds (the elements' delays are real timers; a busy machine is slower). */
async function until(condition: () => boolean, timeout = 3_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error("timed out waiting");
    await wait(5);
  }
}

const settled = (widget: Widget) => !!$(widget, ".summary--success, .summary--failure");

async function addToCart(widget: Widget): Promise<void> {
  await click(widget, $(widget, "[part~='add-to-cart']"));
  await until(() => settled(widget));
  await widget.updateComplete;
}

test("add to cart: one POST per distinct seat group with the exact payload, then the success summary", async () => {
  answers = [success(3), success(4)];
  const updates: unknown[] = [];
  const listener = (event: Event) => updates.push((event as CustomEvent).detail);
  window.addEventListener("cart-updated", listener);
  const widget = await mount({ "api-base": "https://theater.example" });
  await selectFourTickets(widget);
  const clicked = Date.now();
  await click(widget, $(widget, "[part~='add-to-cart']"));
  await until(() => !!$(widget, "[part~='summary']"));
  assert.ok(Date.now() - clicked >= 95, "the summary waits 100 ms");
  await until(() => settled(widget));
  window.removeEventListener("cart-updated", listener);

  const posts = calls.filter((call) => call.method === "POST");
  assert.equal(posts.length, 2);
  for (const post of posts) {
    assert.equal(post.url, "https://theater.example/de/api/shop-cart/");
    assert.equal(post.headers["x-csrftoken"], "abcdefghijklmnopqrstuvwxyz0123456789");
    assert.equal(post.headers["content-type"], "application/json");
  }
  assert.deepEqual(posts[0].body, { quantities: [2, 1], event_jet_id: 4711, sale_type_ids: [1, 2], seat_group: 11, block_id: 303 });
  assert.deepEqual(posts[1].body, { quantities: [1], event_jet_id: 4711, sale_type_ids: [1], seat_group: 12 });

  const summary = $(widget, "[part~='summary']")!;
  assert.match(text(summary), /Ihre Auswahl von 4 Tickets wurde erfolgreich in Ihren Warenkorb gelegt\./);
  assert.match(text(summary), /Ihre Tickets sind für die nächsten 15 Minuten reserviert\./);
  assert.equal(summary.querySelector("a")?.getAttribute("href"), "https://theater.example/webshop/cart");
  assert.equal(text(summary.querySelector("a")), "Zum Warenkorb");
  assert.equal(summary.querySelectorAll("button").length, 0, "no 'add more' outside the list context");
  assert.deepEqual(updates, [{ ticketsQuantity: 4, cartUrl: "https://theater.example/webshop/cart" }]);
});

test("without a csrftoken cookie the widget asks /api/csrf/ first", async () => {
  document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  const widget = await mount();
  await openWidget(widget);
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Loge".replace("Loge", "Parkett")));
  await addToCart(widget);
  assert.deepEqual(
    calls.map((call) => `${call.method} ${call.url}`),
    ["GET /api/csrf/", "POST /de/api/shop-cart/"],
  );
  assert.equal(calls[1].headers["x-csrftoken"], "token-from-the-server-0123456789abcdef");
});

test("English success text, and 'add more' in the list context starts over", async () => {
  const widget = await mount({ lang: "en", context: "list" });
  await openWidget(widget);
  await click(widget, byLabel(widget, "One more ticket Full price, Parkett"));
  await click(widget, byLabel(widget, "One more ticket Full price, Parkett"));
  await click(widget, byLabel(widget, "One more ticket Full price, Rang"));
  await addToCart(widget);
  const summary = $(widget, "[part~='summary']")!;
  assert.match(text(summary), /Your selection of 3 tickets has been successfully added into your cart\./);
  assert.match(text(summary), /Your tickets will be reserved for the next 15 minutes\./);
  const addMore = [...summary.querySelectorAll("button")].find((button) => text(button) === "Add more tickets");
  assert.ok(addMore);
  await click(widget, addMore as HTMLElement);
  assert.equal($(widget, "[part~='summary']"), null);
  assert.equal(text($(widget, "[part~='stepper'] .stepper__amount")), "0");
});

for (const [code, message, shown] of [
  [-214, "Nicht genügend (zusammenhängende) Plätze gefunden.", "Fehler -214"],
  [-204, "Keine aktuelle Reservierung.", "Fehler -204"],
  [-215, "Zu viele Karten für einen Warenkorb: Pro Vorstellung und insgesamt ist die Zahl der Karten begrenzt. Größere Bestellungen nimmt unsere Theaterkasse entgegen.", "Fehler -215"],
  [-999, "Ein unbekannter Fehler ist aufgetreten.", "Fehler -999"],
  [undefined, "Ein unbekannter Fehler ist aufgetreten.", null],
] as const) {
  test(`a failed cart call (${code ?? "no code"}) shows the failure summary with the webshop`, async () => {
    answers = [{ status: code === undefined ? 500 : 409, body: code === undefined ? { error: "boom" } : { error: "failed", response_code: code } }];
    const updates: unknown[] = [];
    const listener = (event: Event) => updates.push(event);
    window.addEventListener("cart-updated", listener);
    const widget = await mount();
    await openWidget(widget);
    await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
    await addToCart(widget);
    window.removeEventListener("cart-updated", listener);
    const summary = $(widget, "[part~='summary']")!;
    assert.match(text(summary), /Das hat leider nicht geklappt\./);
    assert.ok(text(summary).includes(message), text(summary));
    if (shown) assert.ok(text(summary).includes(shown));
    else assert.doesNotMatch(text(summary), /Fehler -?\d/);
    const webshop = summary.querySelector("a")!;
    assert.equal(webshop.getAttribute("href"), "/webshop/");
    assert.equal(updates.length, 0, "no cart-updated after a failure");
  });
}

// An external shop that cannot be reached: the site answers 503 with -300 (server/ticketing/http-provider.ts).
for (const [lang, more, message, button, shown] of [
  ["de", "Ein Ticket mehr Vollpreis, Parkett", "Der Webshop ist gerade nicht erreichbar.", "Zum Webshop", "Fehler -300"],
  ["en", "One more ticket Full price, Parkett", "The webshop is offline at the moment.", "To the webshop", "Error -300"],
] as const) {
  test(`a shop that cannot be reached (503, -300) shows the failure and spec §8's fallback, the webshop button (${lang})`, async () => {
    answers = [{ status: 503, body: { error: message, response_code: -300 } }];
    const widget = await mount({ lang });
    await openWidget(widget);
    await click(widget, byLabel(widget, more));
    await addToCart(widget);
    const summary = $(widget, "[part~='summary']")!;
    assert.ok(text(summary).includes(message), text(summary));
    assert.ok(text(summary).includes(shown), text(summary));
    const webshop = summary.querySelector("a")!;
    assert.equal(text(webshop), button);
    assert.equal(webshop.getAttribute("href"), "/webshop/");
  });
}

test("the failure names the event's webshop page as a link when there is one", async () => {
  answers = [{ status: 409, body: { error: "failed", response_code: -214 } }];
  const widget = await mount({}, { ...faust(), ticket_url: "https://shop.example/event/7" });
  await openWidget(widget);
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
  await addToCart(widget);
  const summary = $(widget, "[part~='summary']")!;
  assert.match(text(summary), /Bitte kaufen Sie Ihre Karten über unseren Webshop\./);
  assert.equal(summary.querySelector("a")?.getAttribute("href"), "https://shop.example/event/7");
});

test("quick-buy: one button per price puts exactly one ticket into the cart at once", async () => {
  const widget = await mount({ "quick-buy": "" });
  await openWidget(widget);
  assert.equal($(widget, "[part~='add-to-cart']"), null);
  assert.equal($(widget, "[part~='stepper']"), null);
  const buy = $$(widget, "[part~='quick-buy']")[1];
  assert.equal(buy.getAttribute("aria-label"), "Kaufen: ein Ticket Vollpreis, Rang, 29\u00a0€, sofort in den Warenkorb");
  await click(widget, buy);
  await until(() => settled(widget));
  const posts = calls.filter((call) => call.method === "POST");
  assert.deepEqual(
    posts.map((post) => post.body),
    [{ quantities: [1], event_jet_id: 4711, sale_type_ids: [1], seat_group: 12 }],
  );
  assert.match(text($(widget, "[part~='summary']")), /Ihre Auswahl von 1 Ticket wurde erfolgreich/);
});

test("only one widget is open at a time", async () => {
  const first = await mount();
  const second = await mount();
  await openWidget(first);
  await openWidget(second);
  await first.updateComplete;
  assert.equal(second.open, true);
  assert.equal(first.open, false);
  assert.equal($(first, "[part~='panel']"), null);
});

test("Escape closes, clears the selection, returns focus to the toggle and resets the step after 250 ms", async () => {
  const widget = await mount();
  await openWidget(widget);
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
  await click(widget, $(widget, "#discounts-11"));
  const inside = $(widget, "#step-heading")!;
  inside.focus();
  inside.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, composed: true }));
  await widget.updateComplete;
  assert.equal(widget.open, false);
  await wait(5);
  assert.equal(root(widget).activeElement?.getAttribute("part"), "toggle");
  await wait(300);
  await openWidget(widget);
  assert.deepEqual(categoryNames(widget), ["Parkett", "Rang"], "back on the main step");
  assert.equal(text($(widget, "[part~='stepper'] .stepper__amount")), "0", "the selection was cleared");
});

test("a click outside closes the widget; a click inside does not", async () => {
  const widget = await mount();
  const outside = document.createElement("p");
  document.body.append(outside);
  await openWidget(widget);
  await click(widget, byLabel(widget, "Ein Ticket mehr Vollpreis, Parkett"));
  assert.equal(widget.open, true);
  outside.click();
  await widget.updateComplete;
  assert.equal(widget.open, false);
  await openWidget(widget);
  assert.equal(text($(widget, "[part~='stepper'] .stepper__amount")), "0");
});

test("with event-id and no event property the widget loads the event from api-base", async () => {
  globalThis.fetch = (async (input: string | URL | Request) => {
    calls.push({ url: String(input), method: "GET", headers: {}, body: undefined });
    return new Response(JSON.stringify(faust()), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  const widget = await mount({ "event-id": "7", "api-base": "https://theater.example", lang: "en" }, null);
  await until(() => !!widget.currentEvent);
  assert.deepEqual(
    calls.map((call) => call.url),
    ["https://theater.example/en/api/events/7/"],
  );
  await openWidget(widget);
  assert.deepEqual(categoryNames(widget), ["Parkett", "Rang"]);
});
