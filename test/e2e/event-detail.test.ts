// Event and production detail pages in the browser: sections in spec §2's order, JSON-LD, the
// calendar download, axe at phone and desktop widths; the production list's filters and paging.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import type { EventDetail, ProductionDetail, ProductionSummary } from "../../shared/api/content-types.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import { isNotNull } from "drizzle-orm";
import { events } from "../../server/db/schema.ts";
import { EVENT_SECTION_ORDER, PRODUCTION_SECTION_ORDER } from "../../src/pages/events/sections/section.tsx";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** The upcoming event with the most filled sections. */
async function richEvent(): Promise<EventDetail> {
  const { body } = await app.getJson<Paged<EventSummary>>("/de/api/events/?page_size=30");
  let best: { event: EventDetail; score: number } | null = null;
  for (const summary of body.results) {
    const { body: event } = await app.getJson<EventDetail>(`/de/api/events/${summary.id}/`);
    const score = [
      event.description,
      event.important_info,
      event.image,
      event.cast.length,
      event.series.length,
      event.other_dates.length,
      event.articles.length,
      event.ticket_url,
      event.children.length,
      event.opening_hours.length,
      event.programs.length,
      event.video_url,
      event.sponsors.length,
      event.promoter,
    ].filter(Boolean).length;
    if (!best || score > best.score) best = { event, score };
  }
  return best!.event;
}

const open = async (path: string, width = 1280) => (await openPage(chromium.browser, app.url, path, { width, bypassCsp: true })).page;

const sectionsOf = (page: Page) => page.$$eval("main [data-section]", (nodes) => nodes.map((node) => node.getAttribute("data-section")!));

test("an event page shows its sections in the spec's order, with JSON-LD and the calendar link", async () => {
  const event = await richEvent();
  const page = await open(event.url);
  try {
    const present = await sectionsOf(page);
    assert.ok(present.length >= 3, `sections: ${present.join(", ")}`);
    assert.deepEqual(present, EVENT_SECTION_ORDER.filter((name) => present.includes(name)), "spec order");
    assert.equal(new Set(present).size, present.length, "each section once");
    for (const name of present) {
      const heading = await page.$eval(`main [data-section="${name}"] > h2`, (node) => node.textContent?.trim() ?? "");
      assert.ok(heading, `${name} has a heading`);
    }
    assert.match(await page.$eval("main .screen-event__facts", (node) => node.textContent ?? ""), /\d{2}:\d{2} Uhr/);
    assert.ok(await page.$("main #tickets[data-booking-widget]"), "the booking widget's mount point");

    // The page also carries the site's own JSON-LD (the search action); the event's is the Event one.
    const scripts = await page.$$eval('script[type="application/ld+json"]', (nodes) => nodes.map((node) => node.textContent ?? ""));
    const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => /Event$/.test(String(entry["@type"])));
    assert.ok(data, `an Event among ${scripts.length} JSON-LD scripts`);
    assert.ok(["TheaterEvent", "MusicEvent", "DanceEvent"].includes(data["@type"] as string));
    assert.equal(data.name, event.title);
    assert.equal(data.startDate, event.date_start);
    assert.match(String(data.eventStatus), /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed)$/);
    if (event.seat_groups.length > 0 || event.ticket_url) assert.ok(Array.isArray(data.offers) && data.offers.length > 0, "offers");

    const href = await page.$eval('main a[href$="/ics"]', (node) => node.getAttribute("href")!);
    assert.equal(href, `/de/api/events/${event.id}/ics`);
    const response = await fetch(app.url + href);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /BEGIN:VEVENT/);
  } finally {
    await page.close();
  }
});

for (const width of [375, 1280]) {
  test(`an event page at ${width} px has no axe violations`, async () => {
    const event = await richEvent();
    const page = await open(event.url, width);
    try {
      assert.deepEqual(await axeViolations(page), []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
    } finally {
      await page.close();
    }
  });
}

for (const width of [375, 1280]) {
  test(`the festival's event and production pages, with every kind of section, at ${width} px: no axe violations, no sideways scrolling`, async () => {
    const [part] = await app.db.select({ parent: events.parentEventId }).from(events).where(isNotNull(events.parentEventId)).limit(1);
    assert.ok(part?.parent, "the demo festival");
    const { body: festival } = await app.getJson<EventDetail>(`/en/api/events/${part.parent}/`);
    // The event in English, its production in German.
    const { body: production } = await app.getJson<ProductionDetail>(`/de/api/productions/${festival.production.id}/`);
    for (const path of [festival.url, production.url]) {
      const page = await open(path, width);
      try {
        assert.ok((await sectionsOf(page)).includes("Programs"), `${path} shows the new sections`);
        assert.deepEqual(await axeViolations(page), [], path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path}: no horizontal scrolling (${overflow}px too wide)`);
      } finally {
        await page.close();
      }
    }
  });
}

test("a production page shows its sections in the spec's order with the upcoming performances", async () => {
  const { body } = await app.getJson<Paged<ProductionSummary>>("/de/api/productions/");
  const summary = body.results.find((entry) => entry.next_date)!;
  const { body: production } = await app.getJson<ProductionDetail>(`/de/api/productions/${summary.id}/`);
  const page = await open(production.url);
  try {
    const present = await sectionsOf(page);
    assert.ok(present.includes("Events"));
    assert.deepEqual(present, PRODUCTION_SECTION_ORDER.filter((name) => present.includes(name)));
    assert.ok((await page.$$('main [data-section="Events"] .event-list li')).length > 0);
  } finally {
    await page.close();
  }
});

test("the production list's filters lead back to page 1 and the date filter is kept in the URL", async () => {
  const page = await open("/de/produktionen?page=2");
  try {
    const filterHref = await page.$$eval("main nav a", (links) => links.map((link) => link.getAttribute("href") ?? "").find((href) => /exhibition_type=\d+/.test(href)));
    assert.ok(filterHref, "a type filter link");
    assert.doesNotMatch(filterHref, /page=/, "a filter link starts at page 1");
    await Promise.all([page.waitForFunction((href) => location.pathname + location.search === href, {}, filterHref), page.click(`main nav a[href="${filterHref}"]`)]);

    await page.goto(`${app.url}/de/produktionen?page=2`, { waitUntil: "load" });
    await waitForHydration(page);
    await page.$eval("#productions-date", (input) => ((input as HTMLInputElement).value = "2027-01-01"));
    await Promise.all([page.waitForFunction(() => location.search.includes("date=")), page.click(".filter-date button[type=submit]")]);
    const search = await page.evaluate(() => location.search);
    assert.match(search, /date=2027-01-01/);
    assert.doesNotMatch(search, /page=/, "the date filter resets paging");
    await page.waitForFunction(() => (document.querySelector("#productions-date") as HTMLInputElement | null)?.value === "2027-01-01");
  } finally {
    await page.close();
  }
});
