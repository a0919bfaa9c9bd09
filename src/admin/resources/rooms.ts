// Rooms of a venue: the calendar's room filter and the seat capacity.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

export const roomsResource = defineResource({
  name: "rooms",
  label: { de: "Säle", en: "Rooms" },
  singular: { de: "Saal", en: "Room" },
  group: "places",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } },
    { name: "venue", kind: "reference", to: "venues", required: true, label: { de: "Spielstätte", en: "Venue" } },
    { name: "capacity", kind: "number", min: 0, max: 100_000, required: true, default: 0, label: { de: "Plätze", en: "Seats" } },
    { name: "show_in_filter", kind: "boolean", default: true, label: { de: "Im Spielplan-Filter", en: "In the calendar filter" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["venue", "capacity", "show_in_filter"],
  title: (values, lang) => pick(values.name as Localized, lang),
});
