// Free events (issue 16): a performance whose every price is 0.00 says "Eintritt frei" and offers
// nothing to buy — no ticket button, no booking widget, no sticky booking button — in both
// languages, while a paid performance of a production with the same settings still offers all three.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { Window } from "happy-dom";
import { events, productions } from "../../server/db/schema.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const window = new Window();
after(() => window.happyDOM.close());

interface Staged {
  free: number;
  paid: number;
}
let staged: Staged;

/** An upcoming date on sale whose prices are all 0.00 (the demo's theatre workshop) and one whose prices are not. */
async function upcomingOnSale(free: boolean): Promise<number> {
  const rows = await app.db.execute<{ id: number }>(sql`
    select e.id from events e
    join seat_groups g on g.event_id = e.id join prices p on p.seat_group_id = g.id
    where e.is_online and e.status = 'scheduled' and e.ticket_url is not null and e.date_start > now()
    group by e.id having ${free ? sql`max(p.amount_cents) = 0` : sql`min(p.amount_cents) > 0`}
    order by min(e.date_start), e.id limit 1`);
  assert.ok(rows.rows[0], free ? "the demo season has a free performance on sale" : "the demo season has a paid performance");
  return rows.rows[0].id;
}

before(async () => {
  await app.ready;
  staged = { free: await upcomingOnSale(true), paid: await upcomingOnSale(false) };
  // The sticky booking button needs the production's sticky-event flag: both productions get it.
  for (const id of [staged.free, staged.paid]) {
    const [event] = await app.db.select({ production: events.productionId }).from(events).where(eq(events.id, id));
    await app.db.update(productions).set({ stickyEvent: true }).where(eq(productions.id, event.production));
  }
});

async function eventPage(id: number, lang: "de" | "en") {
  const { body: event } = await app.getJson<EventDetail>(`/${lang}/api/events/${id}/`);
  const response = await fetch(app.url + event.url);
  assert.equal(response.status, 200, event.url);
  const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
  const tickets = document.querySelector("#tickets")!;
  return {
    event,
    tickets: tickets.textContent ?? "",
    ticketButton: !!tickets.querySelector(`a[href="${event.ticket_url}"]`),
    widget: !!document.querySelector("kulisse-booking-widget"),
    stickyBooking: !!document.querySelector(".sticky-nav__item--booking"),
  };
}

for (const [lang, free, buy] of [["de", "Eintritt frei", "Tickets kaufen"], ["en", "Free admission", "Buy tickets"]] as const) {
  test(`${lang}: a free performance says so and offers no ticket button, booking widget or sticky booking button`, async () => {
    const page = await eventPage(staged.free, lang);
    assert.ok(page.event.ticket_url, "the free date has a ticket link all the same");
    assert.match(page.tickets, new RegExp(free));
    assert.equal(page.ticketButton, false, "no ticket button");
    assert.doesNotMatch(page.tickets, new RegExp(buy));
    assert.equal(page.widget, false, "no booking widget");
    assert.equal(page.stickyBooking, false, "no sticky booking button");
  });

  test(`${lang}: a paid performance of a production with the sticky flag offers all three`, async () => {
    const page = await eventPage(staged.paid, lang);
    assert.equal(page.ticketButton, true, "a ticket button");
    assert.equal(page.widget, true, "a booking widget");
    assert.equal(page.stickyBooking, true, "a sticky booking button");
  });
}
