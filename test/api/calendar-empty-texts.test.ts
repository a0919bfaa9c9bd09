// The calendar's two empty states (spec §2) in the server's HTML, in both languages: with nothing
// selected and nothing ahead it says there are no upcoming events; with a filter or a date that
// matches nothing it says the selection has no result, with the hint and a "Reset filters" link to
// the unfiltered calendar. The texts never stand in for each other.
import assert from "node:assert/strict";
import { afterEach, before, test } from "node:test";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
before(() => app.ready);
afterEach(() => app.setNow(null));

const texts = {
  de: {
    upcoming: "Leider gibt es keine bevorstehenden Veranstaltungen.",
    noResult: "Leider hat Ihre Auswahl kein Ergebnis ergeben.",
    hint: "Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.",
    reset: "Filter zurücksetzen",
  },
  en: {
    upcoming: "Unfortunately, there are no upcoming events.",
    noResult: "Unfortunately, your selection did not produce any result.",
    hint: "Please delete one of the filters or try a different combination.",
    reset: "Reset filters",
  },
} as const;

/** The calendar's main area as the server renders it. */
async function calendarMain(path: string): Promise<string> {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  const html = await response.text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/** The first room in the calendar's filter (a real option, so the query is valid). */
async function firstRoom(): Promise<string> {
  const main = await calendarMain("/de/spielplan");
  const room = /<select[^>]*name="room"[\s\S]*?<option value="(\d+)"/.exec(main)?.[1];
  assert.ok(room, "the room filter has options");
  return room;
}

/** One day after the last day with a performance, as the calendar's DD-MM-YYYY. */
async function dayAfterTheLast(): Promise<string> {
  const days = (await app.getJson<string[]>("/api/calendar/")).body;
  const [year, month, day] = days[days.length - 1].split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCDate(), next.getUTCMonth() + 1].map((n) => String(n).padStart(2, "0")).join("-") + `-${next.getUTCFullYear()}`;
}

for (const lang of ["de", "en"] as const) {
  test(`/${lang}/spielplan with nothing selected and nothing ahead says there are no upcoming events`, async () => {
    // Past the demo season's last performance.
    app.setNow(new Date("2100-01-01T12:00:00Z"));
    const main = await calendarMain(`/${lang}/spielplan`);
    assert.ok(main.includes(texts[lang].upcoming), "the no-upcoming text");
    assert.ok(!main.includes(texts[lang].noResult), "not the selection's text");
    assert.ok(!main.includes(texts[lang].hint));
    assert.ok(!main.includes("calendar-empty__reset"), "nothing to reset");
  });

  test(`/${lang}/spielplan with a date or a filter that matches nothing says so, with the hint and Reset filters`, async () => {
    const date = await dayAfterTheLast();
    const room = await firstRoom();
    const selections = [`?date=${date}`, `?room=${room}&date=${date}`];
    // A filter alone when nothing is ahead is a selection too, not "no upcoming events".
    for (const [query, now] of [...selections.map((query) => [query, null] as const), [`?room=${room}`, new Date("2100-01-01T12:00:00Z")] as const]) {
      app.setNow(now);
      const main = await calendarMain(`/${lang}/spielplan${query}`);
      assert.ok(main.includes(texts[lang].noResult), `the selection's text for ${query}`);
      assert.ok(main.includes(texts[lang].hint), `the hint for ${query}`);
      assert.ok(!main.includes(texts[lang].upcoming), `not the no-upcoming text for ${query}`);
      const reset = /<a\b[^>]*calendar-empty__reset[^>]*>([^<]*)<\/a>/.exec(main);
      assert.ok(reset, `a reset link for ${query}`);
      assert.equal(reset[1], texts[lang].reset);
      assert.match(reset[0], new RegExp(`href="/${lang}/spielplan"`), "it leads to the unfiltered calendar");
    }
  });
}
