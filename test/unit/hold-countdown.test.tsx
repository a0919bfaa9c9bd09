// The cart line's countdown in happy-dom with a controlled clock: it counts from the seconds the
// server said were left (not from the visitor's clock), changes at each whole minute, says so when
// the reservation has run out, and marks the line as expired. No real waiting.
import assert from "node:assert/strict";
import { after, afterEach, beforeEach, mock, test } from "node:test";
import type { HeldTicket } from "../../shared/api/contract/shop-cart.ts";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { LangProvider } = await import("../../src/i18n/index.tsx");
const { CartLine } = await import("../../src/pages/webshop/cart-line.tsx");

const ticket: HeldTicket = {
  hold_id: 1,
  event_id: 7,
  title: "Woyzeck",
  date_start: "2026-12-01T20:00:00+01:00",
  venue: "Kammerspiele",
  seat_group: "Parkett",
  price_text: "Vollpreis",
  time_start: null,
  quantity: 2,
  unit_cents: 3900,
  expires_at: "2026-11-30T20:53:00+01:00",
  seconds_left: 125,
};

/**
 * The page's monotonic clock, in milliseconds since the page was opened. The wall clock (Date) is
 * left alone: it hardly moves during a test, so a countdown that read it would stand still.
 */
let pageClock = 0;

beforeEach(() => {
  pageClock = 0;
  mock.method(performance, "now", () => pageClock);
  mock.timers.enable({ apis: ["setInterval"] });
});
afterEach(() => {
  mock.timers.reset();
  mock.restoreAll();
  document.body.innerHTML = "";
});
after(() => dom.close());

async function renderLine(lang: "de" | "en", line: HeldTicket) {
  const list = document.createElement("ul");
  document.body.append(list);
  const root = createRoot(list);
  await act(async () => root.render(<LangProvider lang={lang}><CartLine ticket={line} /></LangProvider>));
  return {
    remaining: () => list.querySelector("[data-hold-remaining]")?.textContent,
    expired: () => list.querySelector(".webshop-line")?.classList.contains("webshop-line--expired"),
    unmount: () => act(async () => root.unmount()),
  };
}

async function openFor(seconds: number) {
  pageClock += seconds * 1000;
  await act(async () => mock.timers.tick(seconds * 1000));
}

test("it counts down from the server's seconds left, minute by minute, to 'run out'", async () => {
  const line = await renderLine("de", ticket);
  assert.equal(line.remaining(), "noch 3 Minuten", "125 s: three minutes, rounded up");
  assert.equal(line.expired(), false);
  await openFor(4);
  assert.equal(line.remaining(), "noch 3 Minuten");
  await openFor(1);
  assert.equal(line.remaining(), "noch 2 Minuten", "120 s left");
  await openFor(60);
  assert.equal(line.remaining(), "noch 1 Minute");
  await openFor(59);
  assert.equal(line.remaining(), "noch 1 Minute");
  assert.equal(line.expired(), false);
  await openFor(1);
  assert.equal(line.remaining(), "Die Reservierung ist abgelaufen.");
  assert.equal(line.expired(), true);
  await line.unmount();
});

test("the texts follow the page's language", async () => {
  const line = await renderLine("en", { ...ticket, seconds_left: 900 });
  assert.equal(line.remaining(), "15 minutes left");
  await openFor(14 * 60 + 1);
  assert.equal(line.remaining(), "1 minute left");
  await openFor(59);
  assert.equal(line.remaining(), "The reservation has expired.");
  await line.unmount();
});
