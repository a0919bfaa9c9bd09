// <kulisse-cart-counter> in happy-dom: the badge and accessible name from the cartAmount cookie,
// the link from the cartUrl cookie, and re-reading on cart-updated and visibilitychange.
import assert from "node:assert/strict";
import { after, afterEach, test } from "node:test";
import type { KulisseCartCounter } from "../../elements/cart/cart-counter.ts";
import { installHappyDom } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
await import("../../elements/define-elements.ts");
type Counter = KulisseCartCounter;

const clearCookies = () => {
  for (const name of ["cartAmount", "cartUrl"]) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

afterEach(() => {
  document.body.innerHTML = "";
  clearCookies();
});
after(() => dom.close());

async function mount(attributes: Record<string, string> = {}): Promise<Counter> {
  const counter = document.createElement("kulisse-cart-counter") as Counter;
  for (const [name, value] of Object.entries(attributes)) counter.setAttribute(name, value);
  document.body.append(counter);
  await counter.updateComplete;
  return counter;
}

const link = (counter: Counter) => counter.shadowRoot!.querySelector("a")!;
const badge = (counter: Counter) => counter.shadowRoot!.querySelector("[part~='badge']");

test("no cart: no badge, the name 'Warenkorb', the default cart address", async () => {
  const counter = await mount();
  assert.equal(badge(counter), null);
  assert.equal(link(counter).getAttribute("aria-label"), "Warenkorb");
  assert.equal(link(counter).getAttribute("href"), "/webshop/cart");
});

test("the badge shows the cartAmount cookie; the link goes to the cartUrl cookie", async () => {
  document.cookie = "cartAmount=3; path=/";
  document.cookie = `cartUrl=${encodeURIComponent("/webshop/cart?c=1")}; path=/`;
  const counter = await mount();
  assert.equal(badge(counter)?.textContent, "3");
  assert.equal(link(counter).getAttribute("aria-label"), "Warenkorb, 3 Tickets");
  assert.equal(link(counter).getAttribute("href"), "/webshop/cart?c=1");
  const english = await mount({ lang: "en", href: "/en/cart" });
  assert.equal(link(english).getAttribute("aria-label"), "Cart, 3 tickets");
  assert.equal(link(english).getAttribute("href"), "/en/cart", "the href attribute wins");
});

test("a count of 0 hides the badge", async () => {
  document.cookie = "cartAmount=0; path=/";
  const counter = await mount();
  assert.equal(badge(counter), null);
});

test("it re-reads the cookie on the window's cart-updated event and when the tab becomes visible", async () => {
  const counter = await mount();
  document.cookie = "cartAmount=1; path=/";
  window.dispatchEvent(new CustomEvent("cart-updated", { detail: { ticketsQuantity: 1, cartUrl: "/webshop/cart" } }));
  await counter.updateComplete;
  assert.equal(badge(counter)?.textContent, "1");
  assert.equal(link(counter).getAttribute("aria-label"), "Warenkorb, 1 Ticket");
  document.cookie = "cartAmount=5; path=/";
  document.dispatchEvent(new Event("visibilitychange"));
  await counter.updateComplete;
  assert.equal(badge(counter)?.textContent, "5");
});

test("on a page without our cookies, the event's count is shown", async () => {
  const counter = await mount();
  window.dispatchEvent(new CustomEvent("cart-updated", { detail: { ticketsQuantity: 2, cartUrl: "https://theater.example/webshop/cart" } }));
  await counter.updateComplete;
  assert.equal(badge(counter)?.textContent, "2");
  assert.equal(link(counter).getAttribute("href"), "https://theater.example/webshop/cart");
});
