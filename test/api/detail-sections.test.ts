// Issue 16, point 9: the detail sections no demo event had (Children, OpeningHours, Programs, Video,
// Sponsors, Promoter) are rendered from the demo season's festival and its production, in spec §2's
// order and with their content, in German and in English.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { and, isNotNull, ne } from "drizzle-orm";
import { Window } from "happy-dom";
import { events, productions } from "../../server/db/schema.ts";
import type { EventDetail, Partner, ProductionDetail, ProgrammeItem, WeekdayHours } from "../../shared/api/content-types.ts";
import type { EventSummary } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { de } from "../../src/i18n/de.ts";
import { en } from "../../src/i18n/en.ts";
import { dateNames } from "../../src/lib/format-date.ts";
import { EVENT_SECTION_ORDER, PRODUCTION_SECTION_ORDER } from "../../src/pages/events/sections/section.tsx";
import { germanWordsIn } from "../helpers/german-on-english-pages.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const window = new Window();
after(() => window.happyDOM.close());

const words = { de: de.eventDetail, en: en.eventDetail };
const langs: Lang[] = ["de", "en"];

/** The demo's festival: the event other events are part of. */
async function festivalId(): Promise<number> {
  const [part] = await app.db.select({ parent: events.parentEventId }).from(events).where(isNotNull(events.parentEventId)).limit(1);
  assert.ok(part?.parent, "the demo season has an event that others are part of");
  return part.parent;
}

async function page(path: string) {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  return new window.DOMParser().parseFromString(await response.text(), "text/html");
}

type Page = Awaited<ReturnType<typeof page>>;

const sectionsOf = (document: Page) => [...document.querySelectorAll("main [data-section]")].map((node) => node.getAttribute("data-section")!);

function section(document: Page, name: string) {
  const node = document.querySelector(`main [data-section="${name}"]`);
  assert.ok(node, `${name} is rendered`);
  return { node, text: (node.textContent ?? "").replace(/\s+/g, " "), heading: node.querySelector(":scope > h2")?.textContent ?? "" };
}

const hrefs = (document: Page, name: string) => [...section(document, name).node.querySelectorAll("a")].map((link) => link.getAttribute("href"));

function assertChildren(document: Page, lang: Lang, title: string, children: EventSummary[]) {
  const { heading } = section(document, "Children");
  assert.equal(heading, words[lang].children.replace("{{title}}", title));
  assert.ok(children.length > 0, "the festival has performances");
  for (const child of children) assert.ok(hrefs(document, "Children").includes(child.url), `${child.title} (${child.url}) is listed`);
}

function assertOpeningHours(document: Page, lang: Lang, hours: WeekdayHours[]) {
  const { heading, node } = section(document, "OpeningHours");
  assert.equal(heading, words[lang].openingHours);
  assert.ok(hours.length > 0, "the festival has opening hours");
  const rows = [...node.querySelectorAll("dl > div")].map((row) => [row.querySelector("dt")?.textContent, [...row.querySelectorAll("dd")].map((dd) => dd.textContent).join(", ")]);
  // The demo's hours differ from day to day, so each is a row of its own.
  const expected = hours.map((entry) => [dateNames[lang].day.wide[entry.weekday % 7], `${entry.time_from!.slice(0, 5)}–${entry.time_to!.slice(0, 5)}${lang === "de" ? " Uhr" : ""}`]);
  assert.deepEqual(rows, expected);
}

function assertProgramme(document: Page, lang: Lang, items: ProgrammeItem[]) {
  const { heading, node } = section(document, "Programs");
  assert.equal(heading, words[lang].programme);
  assert.ok(items.length > 0, "the festival has a programme");
  const rendered = [...node.querySelectorAll("li")].map((item) => [item.querySelector("h3")?.textContent, item.querySelector("p")?.textContent]);
  assert.deepEqual(rendered, items.map((item) => [item.title, item.text]));
}

function assertVideo(document: Page, videoUrl: string | null) {
  assert.match(videoUrl ?? "", /youtube\.com|vimeo\.com/, "the festival has a trailer");
  // Nothing is loaded before consent: the gate names the provider.
  assert.match(section(document, "Video").text, /YouTube|Vimeo/);
}

function assertSponsors(document: Page, lang: Lang, sponsors: Partner[]) {
  const { heading, node } = section(document, "Sponsors");
  assert.equal(heading, words[lang].sponsors);
  assert.ok(sponsors.length >= 2, "the festival has sponsors");
  assert.deepEqual([...node.querySelectorAll("img")].map((image) => image.getAttribute("alt")), sponsors.map((sponsor) => sponsor.name), "each logo is named by its sponsor");
  assert.deepEqual(hrefs(document, "Sponsors"), sponsors.map((sponsor) => sponsor.url));
}

function assertPromoter(document: Page, lang: Lang, promoter: Partner | null) {
  assert.ok(promoter, "the festival has a promoter");
  const { heading, text } = section(document, "Promoter");
  assert.equal(heading, words[lang].promoter);
  assert.ok(text.includes(promoter.name) && text.includes(promoter.description), text);
  assert.deepEqual(hrefs(document, "Promoter"), [promoter.url]);
}

/** The order of the page's sections is the spec's, each once with a heading. */
function assertOrder(present: string[], order: readonly string[], label: string) {
  assert.deepEqual(present, order.filter((name) => present.includes(name)), `${label}: ${present.join(", ")}`);
  assert.equal(new Set(present).size, present.length, `${label}: each section once`);
}

for (const lang of langs) {
  test(`the festival's event and production pages show every section of spec §2 in its order, with content (${lang})`, async () => {
    const id = await festivalId();
    const { body: event } = await app.getJson<EventDetail>(`/${lang}/api/events/${id}/`);
    const { body: production } = await app.getJson<ProductionDetail>(`/${lang}/api/productions/${event.production.id}/`);
    const eventPage = await page(event.url);
    const productionPage = await page(production.url);
    const onEvent = sectionsOf(eventPage);
    const onProduction = sectionsOf(productionPage);
    assertOrder(onEvent, EVENT_SECTION_ORDER, "event");
    assertOrder(onProduction, PRODUCTION_SECTION_ORDER, "production");
    assert.deepEqual(
      EVENT_SECTION_ORDER.filter((name) => !onEvent.includes(name) && !onProduction.includes(name)),
      [],
      "together the two pages have every section",
    );
    assert.deepEqual(
      PRODUCTION_SECTION_ORDER.filter((name) => !onProduction.includes(name)),
      [],
      "the production page has every production section",
    );
    for (const name of [...onEvent, ...onProduction]) assert.ok(section(onEvent.includes(name) ? eventPage : productionPage, name).heading.trim(), `${name} has a heading`);

    assertChildren(eventPage, lang, event.title, event.children);
    for (const [document, data] of [
      [eventPage, event],
      [productionPage, production],
    ] as const) {
      assertOpeningHours(document, lang, data.opening_hours);
      assertProgramme(document, lang, data.programs);
      assertVideo(document, data.video_url);
      assertPromoter(document, lang, data.promoter);
    }
    assertSponsors(eventPage, lang, event.sponsors);
    assert.ok(event.series.length > 0 && production.articles.length > 0, "the festival is in a series and has an article");

    if (lang === "en") {
      const problems = ["Children", "OpeningHours", "Programs", "Video", "Sponsors", "Promoter"].flatMap((name) =>
        germanWordsIn(section(eventPage, name).node.outerHTML).map((word) => `${name}: ${word}`),
      );
      assert.deepEqual(problems, [], "the English sections read in English");
    }
  });
}

test("the festival's performances are its parts in the API; a concert's page has its programme, a chamber concert its promoter", async () => {
  const id = await festivalId();
  const { body: festival } = await app.getJson<EventDetail>(`/en/api/events/${id}/`);
  for (const child of festival.children) {
    const { body: part } = await app.getJson<EventDetail>(`/en/api/events/${child.id}/`);
    assert.ok(part.date_start >= festival.date_start && part.date_start <= festival.date_end!, `${part.title} lies within the festival`);
    assert.deepEqual(part.children, [], "one level deep");
  }
  const [chamber] = await app.db
    .select({ id: productions.id })
    .from(productions)
    .where(and(isNotNull(productions.promoterId), ne(productions.id, festival.production.id)))
    .limit(1);
  assert.ok(chamber, "a production besides the festival has a promoter");
  const { body: production } = await app.getJson<ProductionDetail>(`/en/api/productions/${chamber.id}/`);
  assert.deepEqual(production.programs.map((item) => item.title), ["Anton Reicha (1770–1836)", "Carl Nielsen (1865–1931)", "György Ligeti (1923–2006)"]);
  assert.equal(production.promoter?.name, "Kammermusikverein Lindenau e. V.");
  const document = await page(production.url);
  assertOrder(sectionsOf(document), PRODUCTION_SECTION_ORDER, "chamber concert");
  assertPromoter(document, "en", production.promoter);
});
