// A list of performances as calendar rows, or the "no upcoming events" text when there are none.
import type { EventSummary } from "../../shared/api/types.ts";
import { useT } from "../i18n/index.tsx";
import { EventRow } from "./event-row.tsx";

/** `booking`: each row gets the booking widget (event list pages, spec §2). */
export function EventRowList({ events, emptyText, booking = false }: { events: EventSummary[]; emptyText?: string; booking?: boolean }) {
  const t = useT();
  if (events.length === 0) return <p className="event-list__empty">{emptyText ?? t("noUpcomingEvents")}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventRow key={event.id} event={event} booking={booking} />
      ))}
    </ul>
  );
}
