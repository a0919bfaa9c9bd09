// Events: the production's (other) upcoming performances as calendar rows.
import type { EventSummary } from "../../../../shared/api/types.ts";
import { EventRowList } from "../../../components/event-row-list.tsx";
import { DetailSection } from "./section.tsx";

/** `always`: show the section with the "no upcoming events" text when the list is empty (production page). */
export function EventsSection({ prefix, title, events, always }: { prefix: string; title: string; events: EventSummary[]; always?: boolean }) {
  if (events.length === 0 && !always) return null;
  return (
    <DetailSection name="Events" id={`${prefix}-dates`} title={title}>
      <EventRowList events={events} />
    </DetailSection>
  );
}
