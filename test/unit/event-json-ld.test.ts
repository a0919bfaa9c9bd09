// schema.org data of an event page: type by exhibition type, Berlin dates, status, place, offers.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { EventDetail } from "../../shared/api/content-types.ts";
import { buildEventJsonLd, eventSubtype, htmlToText } from "../../src/lib/event-json-ld.ts";
import { jsonLdScript } from "../../src/lib/json-ld.ts";

const options = { origin: "https://kulisse.example", siteName: "Staatstheater Kulisse" };

function eventOf(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 42,
    date_start: "2026-11-28T19:30:00+01:00",
    date_end: null,
    event_type_new: "",
    id_jet: null,
    ticket_url: "/webshop/event/42",
    status: "scheduled",
    title: "Faust",
    subline: "Der Tragödie erster Teil",
    teaser: "",
    description: "<p>Ein Gelehrter &amp; ein Teufel.</p><p>Zweiter Absatz</p>",
    important_info: "",
    info: "",
    image: { id: 1, url: "/media/faust.jpg", width: 1200, height: 800, alt: "", credit: "" },
    production: { id: 7, title: "Faust", url: "/de/produktionen/faust/7", slugs: { de: "faust", en: "faust" }, sticky_event: false },
    exhibition_type: { id: 2, slug: "drama", name: "Schauspiel" },
    room: { id: 1, name: "Großes Haus" },
    venue: { id: 1, name: "Staatstheater", url: "/de/venues/staatstheater/1", slugs: { de: "staatstheater", en: "staatstheater" } },
    seat_groups: [
      { id: 1, seat_group: "Parkett", status: "1", text: "", timeslots: [], prices: [{ id: 1, text: "Vollpreis", sale_type_id: 1, price: "39.00", has_discounts: false }, { id: 2, text: "Ermäßigt", sale_type_id: 2, price: "19.50", has_discounts: true }] },
      { id: 2, seat_group: "Rang", status: "0", text: "", timeslots: [], prices: [{ id: 3, text: "Vollpreis", sale_type_id: 1, price: "12.00", has_discounts: false }] },
    ],
    prices: [],
    series: [],
    cast: Array.from({ length: 12 }, (_, index) => ({ id: index, person_id: index, name: `Person ${index}`, role: "Rolle", url: "/", image: null })),
    team: [],
    other_dates: [],
    url: "/de/spielplan/faust/42",
    slugs: { de: "faust", en: "faust" },
    duration_minutes: 150,
    video_url: null,
    venue_address: { street: "Theaterplatz 1", postal_code: "01067", city: "Dresden" },
    articles: [],
    children: [],
    sponsors: [],
    opening_hours: [],
    programs: [],
    promoter: null,
    ...overrides,
  };
}

test("a drama is a TheaterEvent with Berlin dates, place, performers, organizer and offers", () => {
  const data = buildEventJsonLd(eventOf(), options);
  assert.equal(data["@context"], "https://schema.org");
  assert.equal(data["@type"], "TheaterEvent");
  assert.equal(data.startDate, "2026-11-28T19:30:00+01:00");
  assert.equal(data.endDate, "2026-11-28T22:00:00+01:00", "start + duration");
  assert.equal(data.eventStatus, "https://schema.org/EventScheduled");
  assert.equal(data.eventAttendanceMode, "https://schema.org/OfflineEventAttendanceMode");
  assert.equal(data.url, "https://kulisse.example/de/spielplan/faust/42");
  assert.deepEqual(data.image, ["https://kulisse.example/media/faust.jpg"]);
  assert.equal(data.description, "Ein Gelehrter & ein Teufel. Zweiter Absatz");
  const location = data.location as { name: string; address: Record<string, string> };
  assert.equal(location.name, "Staatstheater – Großes Haus");
  assert.deepEqual(location.address, { "@type": "PostalAddress", streetAddress: "Theaterplatz 1", postalCode: "01067", addressLocality: "Dresden", addressCountry: "DE" });
  assert.equal((data.performer as unknown[]).length, 10, "at most ten performers");
  assert.deepEqual(data.organizer, { "@type": "Organization", name: "Staatstheater Kulisse", url: "https://kulisse.example" });
  const offers = data.offers as Record<string, string>[];
  assert.equal(offers.length, 2);
  assert.deepEqual(offers[0], {
    "@type": "Offer",
    name: "Parkett",
    price: "19.50",
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
    url: "https://kulisse.example/webshop/event/42",
  });
  assert.equal(offers[1].availability, "https://schema.org/SoldOut", "a closed seat group is sold out");
});

test("status and exhibition type choose eventStatus and the subtype", () => {
  assert.equal(buildEventJsonLd(eventOf({ status: "cancelled" }), options).eventStatus, "https://schema.org/EventCancelled");
  assert.equal(buildEventJsonLd(eventOf({ status: "postponed" }), options).eventStatus, "https://schema.org/EventPostponed");
  const soldOut = buildEventJsonLd(eventOf({ status: "sold_out" }), options).offers as Record<string, string>[];
  assert.ok(soldOut.every((offer) => offer.availability === "https://schema.org/SoldOut"));
  assert.equal(eventSubtype("concert"), "MusicEvent");
  assert.equal(eventSubtype("dance"), "DanceEvent");
  assert.equal(eventSubtype(undefined), "TheaterEvent");
  const bare = buildEventJsonLd(eventOf({ seat_groups: [], ticket_url: null, cast: [], image: null, duration_minutes: null }), options);
  assert.ok(!("offers" in bare) && !("performer" in bare) && !("image" in bare) && !("endDate" in bare));
});

test("the script text cannot close its <script> element", () => {
  const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
  assert.doesNotMatch(text, /</);
  assert.deepEqual(JSON.parse(text), { name: "</script><script>alert(1)</script>" });
  assert.equal(htmlToText("a<br>b&nbsp;&lt;c&gt;"), "a b <c>");
});

test("a promoter organises the event instead of the theatre; sponsors are listed with absolute URLs", () => {
  const partner = (id: number, name: string, url: string) => ({ id, name, description: "", url, logo: null });
  const data = buildEventJsonLd(
    eventOf({ promoter: partner(1, "Kammermusikverein Lindenau e. V.", "https://kammermusik.example/"), sponsors: [partner(2, "Stadtwerke Lindenau", "/de/partner"), partner(3, "Bürgerstiftung Lindenau", "")] }),
    options,
  );
  assert.deepEqual(data.organizer, { "@type": "Organization", name: "Kammermusikverein Lindenau e. V.", url: "https://kammermusik.example/" });
  assert.deepEqual(data.sponsor, [
    { "@type": "Organization", name: "Stadtwerke Lindenau", url: "https://kulisse.example/de/partner" },
    { "@type": "Organization", name: "Bürgerstiftung Lindenau" },
  ]);
  assert.equal(buildEventJsonLd(eventOf(), options).sponsor, undefined, "no sponsors, no sponsor property");
});
