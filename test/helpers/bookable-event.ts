// An upcoming performance of the demo season that the booking tests can book full price and discount in,
// a day or more ahead: every way to pay is offered for it whatever the time of day (a reservation at
// the box office is not, a few hours before the performance), and it is not over while a test runs.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { seatGroups } from "../../server/db/schema.ts";
import type { EventDetail, SeatGroup } from "../../shared/api/content-types.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";

const DAY = 86_400_000;

const bookable = (price: { price: string }) => Number(price.price) > 0;

export interface BookableEvent {
  event: EventDetail;
  /** A category among the first two on sale, with a full price and a discount above 0.00. */
  group: SeatGroup;
  /** The discount's label. */
  discount: string;
}

export async function eventWithDiscount(getJson: <T>(path: string) => Promise<{ body: T }>, lang: "de" | "en" = "de"): Promise<BookableEvent> {
  const { body } = await getJson<Paged<EventListItem>>(`/${lang}/api/events/?page_size=20`);
  for (const summary of body.results) {
    if (!summary.id_jet) continue;
    const { body: event } = await getJson<EventDetail>(`/${lang}/api/events/${summary.id}/`);
    if (new Date(event.date_start).getTime() < Date.now() + DAY) continue;
    // Groups with time slots take the widget through its time-slot step first; the tests book plain ones.
    const groups = event.seat_groups.filter((group) => group.status === "1" && group.prices.some(bookable)).slice(0, 2).filter((group) => group.timeslots.length === 0);
    for (const group of groups) {
      const [full, ...others] = group.prices;
      const discount = others.find(bookable);
      if (full && bookable(full) && discount) return { event, group, discount: discount.text };
    }
  }
  throw new Error("no upcoming event with a discount in the seed");
}

/** The first performance on sale a week or more ahead, its seat groups removed so a test can stage its own. */
export async function performanceToStage(db: Db): Promise<{ id: number; id_jet: number }> {
  const rows = await db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
    order by e.date_start, e.id limit 1`);
  const event = rows.rows[0];
  if (!event) throw new Error("the demo season has no upcoming performance on sale");
  await db.delete(seatGroups).where(eq(seatGroups.eventId, event.id));
  return event;
}
