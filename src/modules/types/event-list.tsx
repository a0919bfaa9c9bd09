import { integer, max, min, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering } from "../define-module.ts";
import { optionalDate, plainText } from "../field-schemas.ts";
import { EventRow } from "../../components/event-row.tsx";
import { useT } from "../../i18n/index.tsx";
import type { EventSummary } from "../../../shared/api/types.ts";

const schema = object({
  date_from: optional(optionalDate),
  date_to: optional(optionalDate),
  tag: optional(plainText(20)),
  limit: optional(min(max(integer(), 30), 1)),
});

type EventList = Infer<typeof schema>;

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

export const eventListModule = /* @__PURE__ */ defineModule<EventList, EventSummary[]>({
  type: "event_list",
  label: { de: "Veranstaltungsliste", en: "Event list" },
  group: "data",
  icon: "calendar",
  fields: [
    { name: "date_from", kind: "date", label: { de: "Von (Standard: heute)", en: "From (default: today)" } },
    { name: "date_to", kind: "date", label: { de: "Bis", en: "Until" } },
    { name: "tag", kind: "text", label: { de: "Schlagwort", en: "Tag" } },
    { name: "limit", kind: "number", label: { de: "Anzahl", en: "Number" }, min: 1, max: 30 },
  ],
  schema,
  defaults: { date_from: "", date_to: "", tag: "", limit: 6 },
}, rendering);
