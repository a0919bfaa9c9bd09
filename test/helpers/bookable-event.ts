// An upcoming performance of the demo season that the booking tests can book full price and discount in.
import type { EventDetail, SeatGroup } from "../../shared/api/content-types.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";

const bookable = (price: { price: string }) => Number(price.price) > 0;

export interface BookableEvent {
  event: EventDetail;
  /** A category among the first two on sale, with a full price and a discount above 0.00. */
  group: SeatGroup;
  /** The discount's label. */
  discount: string;
}

export async function eventWithDiscount(getJson: <T>(path: string) => Promise<{ body: T }>, lang: "de" | "en" = "de"): Promise<BookableEvent> {
  const { body } = await getJson<Paged<EventListItem>>(`/${lang}/api/events/?page_size=10`);
  for (const summary of body.results) {
    if (!summary.id_jet) continue;
    const { body: event } = await getJson<EventDetail>(`/${lang}/api/events/${summary.id}/`);
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
