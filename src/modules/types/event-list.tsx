import { defineModule, type ModuleRendering, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { storedReferenceId } from "../../../shared/fields/stored-reference.ts";
import { EventRow } from "../../components/event-row.tsx";
import { useT } from "../../i18n/index.tsx";
import type { EventSummary } from "../../../shared/api/types.ts";

const fieldList = [
  { name: "date_from", kind: "date", label: { de: "Von (Standard: heute)", en: "From (default: today)" } },
  { name: "date_to", kind: "date", label: { de: "Bis", en: "Until" } },
  {
    name: "filters",
    kind: "select",
    label: { de: "Zeitraum", en: "Period" },
    options: [
      { value: "", label: { de: "Alle Termine", en: "All dates" } },
      { value: "next_3_days", label: { de: "Heute und die nächsten zwei Tage", en: "Today and the next two days" } },
      { value: "weekend", label: { de: "Das kommende Wochenende", en: "The coming weekend" } },
    ],
  },
  { name: "tag", kind: "reference", to: "event-tags", label: { de: "Schlagwort", en: "Tag" } },
  { name: "limit", kind: "number", label: { de: "Anzahl", en: "Number" }, min: 1, max: 30, default: 6 },
] as const satisfies readonly Field[];

type EventList = ModuleValues<typeof fieldList>;

/** A stored day (YYYY-MM-DD) as the events API takes it (DD-MM-YYYY). */
function dayParam(day: string | undefined): string | undefined {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

// The list only: editors put a headline and a link to the calendar around it as they like. Titles
// hyphenate in the page's language (`lang` on <html>) rather than break inside a word (site CSS).
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
  // The window and the period are the server's to apply, by its clock in Berlin days.
  async loadData(module, api, lang) {
    const page = await api.events({
      lang,
      page_size: module.limit ?? 6,
      tag: storedReferenceId(module.tag),
      date: dayParam(module.date_from),
      date_to: dayParam(module.date_to),
      when: module.filters || undefined,
    });
    return page.results;
  },
};

export const eventListModule = /* @__PURE__ */ defineModule({
  type: "event_list",
  label: { de: "Veranstaltungsliste", en: "Event list" },
  group: "data",
  icon: "calendar",
  fields: fieldList,
  validate: (values) => (values.date_from && values.date_to && values.date_to < values.date_from ? { field: "date_to", reason: "must not be before the first day" } : undefined),
}, rendering);
