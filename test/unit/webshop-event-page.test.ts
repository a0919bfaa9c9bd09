// The webshop's booking page hands the configuration's quick-buy flag (QUICK_BUY) to the widget.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eventMain, type WebshopEvent } from "../../server/webshop/event-page.ts";

const event: WebshopEvent = {
  id: 7,
  idJet: 100007,
  title: "Woyzeck",
  dateStart: new Date("2026-12-01T19:00:00Z"),
  place: "Kammerspiele",
  status: "scheduled",
  siteUrl: "/de/spielplan/woyzeck/7",
  webshopUrl: "/webshop/event/100007",
};
const before = new Date("2026-11-30T12:00:00Z");
const widgetTag = (page: string) => /<kulisse-booking-widget[^>]*>/.exec(page)?.[0] ?? "";

test("the booking page's widget is the quick-buy variant only when the configuration says so", () => {
  assert.match(widgetTag(eventMain(event, "de", before, true).text), / quick-buy /);
  assert.doesNotMatch(widgetTag(eventMain(event, "de", before, false).text), /quick-buy/);
  assert.match(widgetTag(eventMain(event, "en", before, false).text), /event-id="7" lang="en" open webshop-url="\/webshop\/event\/100007"/);
});

test("a performance that has begun gets a sentence instead of the widget", () => {
  assert.equal(widgetTag(eventMain(event, "de", new Date("2026-12-01T19:00:00Z"), true).text), "");
});
