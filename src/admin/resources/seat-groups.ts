// Seat groups of a performance (spec §3 Seat group): capacity, status, and the prices and time slots
// that belong to each, listed on the form.
import { enums, object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { localizedText, requiredReference, wholeNumber } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const seatStatuses = [
  { value: "1", label: { de: "Buchbar", en: "Bookable" } },
  { value: "0", label: { de: "Nicht buchbar", en: "Not bookable" } },
];

export const seatGroupsResource = defineResource({
  name: "seat-groups",
  label: { de: "Platzgruppen", en: "Seat groups" },
  singular: { de: "Platzgruppe", en: "Seat group" },
  group: "programme",
  fields: [
    { name: "event", kind: "reference", resource: "events", required: true, label: { de: "Termin", en: "Event" } },
    { name: "name", kind: "text", localized: true, required: true, maxLength: 100, label: { de: "Name", en: "Name" }, help: { de: "z. B. Parkett, 1. Rang", en: "e.g. stalls, dress circle" } },
    { name: "status", kind: "select", options: seatStatuses, label: { de: "Status", en: "Status" } },
    { name: "text", kind: "text", localized: true, maxLength: 300, label: { de: "Hinweis", en: "Note" } },
    { name: "capacity", kind: "number", min: 0, max: 100_000, required: true, label: { de: "Plätze", en: "Seats" } },
    { name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } },
  ],
  schema: object({ event: requiredReference, name: localizedText(100, { required: true }), status: enums(seatStatuses.map((status) => status.value)), text: localizedText(300), capacity: wholeNumber(0, 100_000), position: wholeNumber(0, 10_000) }),
  defaults: { event: null, name: { de: "", en: "" }, status: "1", text: { de: "", en: "" }, capacity: 100, position: 0 },
  columns: ["event", "capacity", "status"],
  children: [
    { resource: "prices", field: "seat_group" },
    { resource: "time-slots", field: "seat_group" },
  ],
  title: (values, lang) => pick(values.name as Localized, lang),
});
