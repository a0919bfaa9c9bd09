// Rooms of a venue: the calendar's room filter and the seat capacity.
import { object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { flag, localizedText, requiredReference, wholeNumber } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const roomsResource = defineResource({
  name: "rooms",
  label: { de: "Säle", en: "Rooms" },
  singular: { de: "Saal", en: "Room" },
  group: "places",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } },
    { name: "venue", kind: "reference", resource: "venues", required: true, label: { de: "Spielstätte", en: "Venue" } },
    { name: "capacity", kind: "number", min: 0, max: 100_000, label: { de: "Plätze", en: "Seats" } },
    { name: "show_in_filter", kind: "boolean", label: { de: "Im Spielplan-Filter", en: "In the calendar filter" } },
    { name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } },
  ],
  schema: object({ name: localizedText(200, { required: true }), venue: requiredReference, capacity: wholeNumber(0, 100_000), show_in_filter: flag, position: wholeNumber(0, 10_000) }),
  defaults: { name: { de: "", en: "" }, venue: null, capacity: 0, show_in_filter: true, position: 0 },
  columns: ["venue", "capacity", "show_in_filter"],
  title: (values, lang) => pick(values.name as Localized, lang),
});
