// The calendar (/{lang}/spielplan): the URL is the state (filters, date, reload, back), infinite scroll,
// the event overlay, invalid queries, empty results and accessibility of the filters.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import type { RoomOption } from "../../shared/api/content-types.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { storeConsent } from "../helpers/consent.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

before(() => app.ready);

const open = (path: string, width = 1280, bypassCsp = false) => openPage(chromium.browser, app.url, path, { width, height: 800, bypassCsp });

const rowIds = (page: Page) =>
  page.$$eval(".screen-events .event-row__title a", (links) => links.map((a) => Number(a.getAttribute("href")!.split("/").filter(Boolean).pop())));

const search = (page: Page) => page.evaluate(() => window.location.search);

async function idsFromApi(query: string): Promise<number[]> {
  const { body } = await app.getJson<Paged<EventListItem>>(`/de/api/events/?page_size=50${query}`);
  return body.results.map((event) => event.id);
}

test("filter by room, then by date: the URL carries the state, reload keeps it, back restores it", async () => {
  const { page, problems } = await open("/de/spielplan");
  const rooms = (await app.getJson<RoomOption[]>("/api/rooms/")).body.filter((room) => room.show_in_filter);
  // A room with at least two event days, so a later date still leaves results.
  let room: RoomOption | undefined;
  let days: string[] = [];
  for (const candidate of rooms) {
    days = (await app.getJson<string[]>(`/api/calendar/?room=${candidate.id}`)).body;
    if (days.length >= 2) {
      room = candidate;
      break;
    }
  }
  assert.ok(room, "a room with performances on two days");

  const roomSelect = await page.$("select[name=room]");
  assert.ok(roomSelect, "a room filter");
  await page.select(".calendar__aside select[name=room]", String(room.id));
  await page.waitForFunction((id) => window.location.search === `?room=${id}`, {}, room.id);
  await page.waitForSelector(".filter-chips");
  const inRoom = await idsFromApi(`&room=${room.id}`);
  await page.waitForFunction((expected) => document.querySelectorAll(".screen-events .event-row").length === Math.min(expected, 10), {}, inRoom.length);
  assert.deepEqual(await rowIds(page), inRoom.slice(0, 10), "every row is in that room");

  // Then a date: the second day with a performance in that room.
  const [year, month, day] = days[1].split("-");
  const dmy = `${day}-${month}-${year}`;
  const dayLink = `.calendar__aside a[data-day="${days[1]}"]`;
  // The calendar starts at the month of the first available day; move on until the day shows.
  for (let step = 0; step < 24 && !(await page.$(dayLink)); step += 1) await page.click(".calendar__aside .date-calendar__nav:last-of-type");
  await page.click(dayLink);
  await page.waitForFunction((expected) => window.location.search === expected, {}, `?date=${dmy}&room=${room.id}`);
  const fromDate = await idsFromApi(`&room=${room.id}&date=${dmy}`);
  await page.waitForFunction((first) => document.querySelector(".screen-events .event-row__title a")?.getAttribute("href")?.endsWith(`/${first}`), {}, fromDate[0]);
  assert.deepEqual(await rowIds(page), fromDate.slice(0, 10), "none before the date");
  assert.equal(await page.evaluate(() => window.scrollY), 0, "at the top");

  await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  assert.equal(await search(page), `?date=${dmy}&room=${room.id}`);
  assert.deepEqual(await rowIds(page), fromDate.slice(0, 10), "a reload keeps the state");
  assert.equal(await page.$eval(".calendar__aside select[name=room]", (select) => (select as HTMLSelectElement).value), String(room.id));

  await page.goBack({ waitUntil: "load" });
  await page.waitForFunction((expected) => window.location.search === expected, {}, `?room=${room.id}`);
  await page.waitForFunction((first) => document.querySelector(".screen-events .event-row__title a")?.getAttribute("href")?.endsWith(`/${first}`), {}, inRoom[0]);
  assert.deepEqual(await rowIds(page), inRoom.slice(0, 10), "back restores the previous state");
  assert.deepEqual(problems, []);
  await page.close();
});

test("the date calendar is operable with the keyboard: arrows move between days with events, Enter picks one", async () => {
  const days = (await app.getJson<string[]>("/api/calendar/")).body;
  // The first month the date calendar shows with two event days (near a month's end the current one may have only one).
  const month = days.map((day) => day.slice(0, 7)).find((candidate) => days.filter((day) => day.startsWith(candidate)).length >= 2);
  assert.ok(month, "a month with two event days");
  const inMonth = days.filter((day) => day.startsWith(month));
  const { page } = await open("/de/spielplan");
  // Leaf forward to that month with the calendar's own "next month" button.
  for (let step = 0; step < 13 && !(await page.$(`.calendar__aside a[data-day="${inMonth[0]}"]`)); step++) {
    await page.click(".calendar__aside .date-calendar__nav:last-of-type");
  }
  await page.focus(`.calendar__aside a[data-day="${inMonth[0]}"]`);
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-day")), inMonth[1], "the next day with events");
  assert.equal(await page.$$eval(".calendar__aside .date-calendar__grid [tabindex='0']", (links) => links.length), 1, "one tab stop");
  await page.keyboard.press("Enter");
  const [year, mon, day] = inMonth[1].split("-");
  await page.waitForFunction((expected) => window.location.search === expected, {}, `?date=${day}-${mon}-${year}`);
  await page.close();
});

test("infinite scroll loads pages 2 and 3 without duplicates or gaps", async () => {
  const expected = await idsFromApi("");
  assert.ok(expected.length > 30, "more than three pages of events");
  const html = await (await fetch(`${app.url}/de/spielplan`)).text();
  assert.equal(html.match(/class="event-row[ "]/g)?.length, 10, "the server renders page 1 (10 events)");
  const { page, problems } = await open("/de/spielplan");
  for (const count of [20, 30]) {
    await page.evaluate(() => document.querySelector(".calendar__sentinel")?.scrollIntoView());
    await page.waitForFunction((n) => document.querySelectorAll(".screen-events .event-row").length >= n, {}, count);
    await page.waitForFunction(() => document.querySelector(".calendar__sentinel")?.getAttribute("data-loading") === "false");
  }
  const ids = (await rowIds(page)).slice(0, 30);
  assert.equal(new Set(ids).size, ids.length, "no duplicates");
  assert.deepEqual(ids, expected.slice(0, 30), "pages 1–3 in order, no gaps");
  assert.deepEqual(problems, []);
  await page.close();
});

/**
 * The overlay slides up when it opens: a click aimed while it still moves lands below its target
 * (on a row's heart, say). Wait until it has arrived.
 */
async function overlayInPlace(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("dialog.event-overlay")?.getAnimations().every((animation) => animation.playState === "finished"));
}

test("?overlay=true opens the event overlay and drops the flag; its button and a path change close it", async () => {
  const { page, problems } = await open("/de?overlay=true");
  await page.waitForSelector("dialog.event-overlay[open]");
  await page.waitForFunction(() => window.location.search === "");
  assert.equal(await page.$eval("#event-overlay-title", (h) => h.textContent), "Programm und Karten");
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains("has-overlay")), true, "the page does not scroll");
  await page.waitForSelector("dialog.event-overlay .event-row");
  await overlayInPlace(page);
  await page.click(".event-overlay__close");
  await page.waitForFunction(() => !document.querySelector("dialog.event-overlay"));
  assert.equal(await search(page), "");
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains("has-overlay")), false);

  // Opened again, a path change closes it.
  await page.goto(app.url + "/de?overlay=true", { waitUntil: "load" });
  await waitForHydration(page);
  await page.waitForSelector("dialog.event-overlay[open] .event-row a");
  await overlayInPlace(page);
  await page.click("dialog.event-overlay .event-row__title a");
  await page.waitForFunction(() => window.location.pathname.startsWith("/de/spielplan/"));
  await page.waitForFunction(() => !document.querySelector("dialog.event-overlay"));
  // The headline lookup of the events page's CMS page answers 404 when there is none (only logged).
  assert.deepEqual(problems.filter((problem) => !/status of 404/.test(problem)), []);
  await page.close();
});

test("an invalid date or a non-numeric filter ends on the error page with 404", async () => {
  for (const query of ["?date=31-02-2026", "?room=abc", "?genre=1e2"]) {
    const response = await fetch(`${app.url}/de/spielplan${query}`);
    assert.equal(response.status, 404, query);
    const page = await chromium.browser.newPage();
    await storeConsent(page, app.url);
    const answer = await page.goto(`${app.url}/de/spielplan${query}`, { waitUntil: "load" });
    assert.equal(answer?.status(), 404);
    assert.match(await page.$eval("main", (main) => main.textContent ?? ""), /nicht gefunden|could not be found/i);
    await page.close();
  }
});

test("an empty selection explains itself and offers to reset the filters", async () => {
  const days = (await app.getJson<string[]>("/api/calendar/")).body;
  const last = days[days.length - 1].split("-");
  // A day after the last performance: nothing matches.
  const date = new Date(Date.UTC(Number(last[0]), Number(last[1]) - 1, Number(last[2]) + 1));
  const dmy = `${String(date.getUTCDate()).padStart(2, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${date.getUTCFullYear()}`;
  const { page } = await open(`/en/spielplan?date=${dmy}`);
  const text = await page.$eval(".calendar-empty", (box) => box.textContent ?? "");
  assert.match(text, /Unfortunately, your selection did not produce any result\./);
  assert.match(text, /Please delete one of the filters or try a different combination\./);
  await page.click(".calendar-empty__reset");
  await page.waitForFunction(() => window.location.search === "" && document.querySelectorAll(".screen-events .event-row").length > 0);
  await page.close();
});

for (const width of [375, 1280]) {
  test(`the calendar has no axe violations at ${width} px, filters open and closed`, async () => {
    const { page } = await open("/de/spielplan", width, true);
    assert.deepEqual(await axeViolations(page), [], "filters closed");
    if (width < 768) {
      await page.click(".calendar__mobile-button:last-of-type");
      await page.waitForSelector(".calendar__modal[open] select[name=room]");
    } else {
      await page.select(".calendar__aside select[name=room]", await page.$eval(".calendar__aside select[name=room] option:nth-child(2)", (o) => (o as HTMLOptionElement).value));
      await page.waitForSelector(".filter-chips");
    }
    assert.deepEqual(await axeViolations(page), [], "filters open");
    if (width < 768) {
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => !document.querySelector(".calendar__modal[open]"));
    }
    await page.close();
  });
}
