// Children: the events that are part of this one (a festival's performances), as calendar rows.
import type { EventSummary } from "../../../../shared/api/types.ts";
import { EventRowList } from "../../../components/event-row-list.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function ChildrenSection({ prefix, title, events }: { prefix: string; title: string; events: EventSummary[] }) {
  const t = useT();
  if (events.length === 0) return null;
  return (
    <DetailSection name="Children" id={`${prefix}-parts`} title={t("eventDetail.children", { title })}>
      <EventRowList events={events} />
    </DetailSection>
  );
}
