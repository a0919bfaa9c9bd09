// The webshop's booking page: the widget comes open, names its performance and the webshop page,
// and is the quick-buy variant only when the configuration says so (QUICK_BUY); a performance that
// is cancelled, sold out, has begun or sells nothing gets a sentence instead.
import assert from "node:assert/strict";
import { test } from "node:test";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { EventDetail } from "../../shared/api/content-types.ts";
import { LangProvider } from "../../src/i18n/index.tsx";
import { EventBooking, onSaleInWebshop } from "../../src/pages/webshop/event-booking-screen.tsx";
import { SiteConfigContext, defaultSiteConfig } from "../../src/site-config.tsx";
import { rang } from "./booking-widget-fixture.ts";

const event = {
  id: 7,
  id_jet: 100007,
  title: "Woyzeck",
  date_start: "2026-12-01T20:00:00+01:00",
  status: "scheduled",
  ticket_url: null,
  seat_groups: [rang],
} as unknown as EventDetail;
const before = new Date("2026-11-30T12:00:00Z");

function booking(options: { quickBuy: boolean; lang?: "de" | "en"; onSale?: boolean }): string {
  return renderToStaticMarkup(
    <SiteConfigContext.Provider value={{ ...defaultSiteConfig, quickBuy: options.quickBuy }}>
      <LangProvider lang={options.lang ?? "de"}>
        <MemoryRouter>
          <EventBooking event={event} onSale={options.onSale ?? true} />
        </MemoryRouter>
      </LangProvider>
    </SiteConfigContext.Provider>,
  );
}

const widgetTag = (page: string) => /<kulisse-booking-widget[^>]*>/.exec(page)?.[0] ?? "";

test("the widget is open, names the performance and its webshop page, in the page's language", () => {
  const tag = widgetTag(booking({ quickBuy: false, lang: "en" }));
  assert.match(tag, / event-id="7"/);
  assert.match(tag, / lang="en"/);
  assert.match(tag, / open=""/);
  assert.match(tag, / webshop-url="\/webshop\/event\/100007"/);
});

test("the booking page's widget is the quick-buy variant only when the configuration says so", () => {
  assert.match(widgetTag(booking({ quickBuy: true })), / quick-buy=""/);
  assert.doesNotMatch(widgetTag(booking({ quickBuy: false })), /quick-buy/);
});

test("a performance that is not on sale gets a sentence instead of the widget", () => {
  const page = booking({ quickBuy: true, onSale: false });
  assert.equal(widgetTag(page), "");
  assert.match(page, /Für diese Vorstellung gibt es im Webshop keine Karten\./);
});

test("on sale: scheduled or postponed, not yet begun, with something to sell", () => {
  assert.equal(onSaleInWebshop(event, before), true);
  assert.equal(onSaleInWebshop({ ...event, status: "postponed" }, before), true);
  assert.equal(onSaleInWebshop(event, new Date("2026-12-01T19:00:00Z")), false, "begun");
  assert.equal(onSaleInWebshop({ ...event, status: "cancelled" }, before), false);
  assert.equal(onSaleInWebshop({ ...event, status: "sold_out" }, before), false);
  assert.equal(onSaleInWebshop({ ...event, seat_groups: [{ ...rang, status: "0" }] }, before), false, "nothing on sale");
});
