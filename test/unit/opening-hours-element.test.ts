// <kulisse-opening-hours> in happy-dom with an injected clock: the reflected status (early, open,
// late, closed) and the header's label in both languages, and the fetch when no hours are given.
import assert from "node:assert/strict";
import { after, afterEach, test } from "node:test";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../shared/api/types.ts";
import type { KulisseOpeningHours } from "../../elements/opening-hours/opening-hours-element.ts";
import { installHappyDom, wait } from "../helpers/happy-dom.ts";

const dom = installHappyDom();
await import("../../elements/define-elements.ts");
type Element = KulisseOpeningHours;

afterEach(() => {
  document.body.innerHTML = "";
});
after(() => dom.close());

const range = (from: string | null, to: string | null, closed = false): OpeningHoursEntry => ({ time_from: from, time_to: to, closed, alternative_text: "", alternative_link_url: "" });
const hours = (entries: OpeningHoursEntry[]): OpeningHoursToday => ({ opening_hours: entries, opening_hours_exceptions: [] });
const berlin = (time: string) => new Date(`2026-11-21T${time}:00+01:00`);
const split = hours([range("17:00:00", "19:30:00"), range("10:00:00", "14:00:00")]);

async function mount(today: OpeningHoursToday, at: Date, lang = "de"): Promise<Element> {
  const element = document.createElement("kulisse-opening-hours") as Element;
  element.setAttribute("lang", lang);
  element.clock = () => at;
  element.hours = today;
  document.body.append(element);
  await element.updateComplete;
  return element;
}

const label = (element: Element) => (element.shadowRoot!.querySelector("[part='label']")?.textContent ?? "").replace(/[ \t\n\r]+/g, " ").trim();

for (const [at, status, de, en] of [
  ["09:00", "early", "Geöffnet ab 10:00", "Open from 10:00"],
  ["15:00", "open", "Geöffnet bis 19:30", "Open until 19:30"],
  ["19:30", "late", "Geschlossen", "Closed"],
] as const) {
  test(`at ${at} with two ranges: status ${status}, "${de}"`, async () => {
    const german = await mount(split, berlin(at));
    assert.equal(german.getAttribute("status"), status);
    assert.equal(label(german), `Theaterkasse heute: ${de}`);
    const english = await mount(split, berlin(at), "en");
    assert.equal(label(english), `Box office today: ${en}`);
  });
}

test("no opening today: status closed", async () => {
  const element = await mount(hours([range(null, null, true)]), berlin("12:00"));
  assert.equal(element.getAttribute("status"), "closed");
  assert.equal(label(element), "Theaterkasse heute: Geschlossen");
});

test("the status follows the clock on refresh", async () => {
  let now = berlin("09:59");
  const element = await mount(split, now);
  element.clock = () => now;
  await element.updateComplete;
  assert.equal(element.getAttribute("status"), "early");
  now = berlin("10:00");
  element.refresh();
  await element.updateComplete;
  assert.equal(element.getAttribute("status"), "open");
});

test("without hours it fetches /{lang}/api/opening-hours-today/ from api-base", async () => {
  const urls: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    urls.push(String(input));
    return new Response(JSON.stringify(split), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  const element = document.createElement("kulisse-opening-hours") as Element;
  element.setAttribute("api-base", "https://theater.example");
  element.setAttribute("lang", "en");
  element.clock = () => berlin("15:00");
  document.body.append(element);
  for (let tries = 0; tries < 200 && !element.hasAttribute("status"); tries++) await wait(5);
  assert.deepEqual(urls, ["https://theater.example/en/api/opening-hours-today/"]);
  assert.equal(element.getAttribute("status"), "open");
});

test("the page's own content inside shows until the hours arrive, then the element's line replaces it", async () => {
  let answer: (response: Response) => void = () => {};
  globalThis.fetch = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
  const element = document.createElement("kulisse-opening-hours") as Element;
  element.setAttribute("api-base", "https://theater.example");
  element.innerHTML = "<p>Geöffnet ab 10:00</p>";
  element.clock = () => berlin("15:00");
  document.body.append(element);
  await element.updateComplete;
  assert.ok(element.shadowRoot!.querySelector("slot"), "the light DOM is slotted while the hours load");
  assert.equal(element.shadowRoot!.querySelector("[part='label']"), null);
  answer(new Response(JSON.stringify(split), { status: 200, headers: { "Content-Type": "application/json" } }));
  for (let tries = 0; tries < 200 && !element.hasAttribute("status"); tries++) await wait(5);
  await element.updateComplete;
  assert.equal(element.shadowRoot!.querySelector("slot"), null, "the fallback is no longer shown");
  assert.equal(label(element), "Theaterkasse heute: Geöffnet bis 19:30");
});
