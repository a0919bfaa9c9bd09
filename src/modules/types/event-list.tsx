import { defineModule, type ModuleRendering, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { EventRow } from "../../components/event-row.tsx";
import { useT } from "../../i18n/index.tsx";
import type { EventSummary } from "../../../shared/api/types.ts";

const fieldList = [
  { name: "date_from", kind: "date", label: { de: "Von (Standard: heute)", en: "From (default: today)" } },
  { name: "date_to", kind: "date", label: { de: "Bis", en: "Until" } },
  { name: "tag", kind: "text", label: { de: "Schlagwort", en: "Tag" }, maxLength: 20 },
  { name: "limit", kind: "number", label: { de: "Anzahl", en: "Number" }, min: 1, max: 30, default: 6 },
] as const satisfies readonly Field[];

type EventList = ModuleValues<typeof fieldList>;

// The list only: editors put a headline and a link to the calendar around it as they like.
function Render({ data }: { module: EventList; data?: EventSummary[] }) {
  const t = useT();
  return (
    <div className="module-event-list">
      {data && data.length > 0 ? (
        <ul className="event-list">
          {data.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      ) : (
        <p>{t("noUpcomingEvents")}</p>
      )}
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<EventList, EventSummary[]> = {
  Render,
  async loadData(module, api, lang) {
    const tag = module.tag && /^\d+$/.test(module.tag) ? Number(module.tag) : undefined;
    const page = await api.events({ lang, page_size: module.limit ?? 6, tag });
    return page.results;
  },
};

export const eventListModule = /* @__PURE__ */ defineModule({
  type: "event_list",
  label: { de: "Veranstaltungsliste", en: "Event list" },
  group: "data",
  icon: "calendar",
  fields: fieldList,
}, rendering);
