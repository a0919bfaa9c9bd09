// A list of performances as calendar rows, or the "no upcoming events" text when there are none.
import type { EventSummary } from "../api/types.ts";
import { useT } from "../i18n/index.tsx";
import { EventRow } from "./event-row.tsx";

export function EventRowList({ events, emptyText }: { events: EventSummary[]; emptyText?: string }) {
  const t = useT();
  if (events.length === 0) return <p className="event-list__empty">{emptyText ?? t("noUpcomingEvents")}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
