// Seat groups of a performance (spec §3 Seat group): capacity, status, and the prices and time slots
// that belong to each, listed on the form.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
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
    { name: "event", kind: "reference", to: "events", required: true, label: { de: "Termin", en: "Event" } },
    { name: "name", kind: "text", localized: true, required: true, maxLength: 100, label: { de: "Name", en: "Name" }, help: { de: "z. B. Parkett, 1. Rang", en: "e.g. stalls, dress circle" } },
    { name: "status", kind: "select", options: seatStatuses, label: { de: "Status", en: "Status" } },
    { name: "text", kind: "text", localized: true, maxLength: 300, label: { de: "Hinweis", en: "Note" } },
    { name: "capacity", kind: "number", min: 0, max: 100_000, required: true, default: 100, label: { de: "Plätze", en: "Seats" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["event", "capacity", "status"],
  children: [
    { resource: "prices", field: "seat_group" },
    { resource: "time-slots", field: "seat_group" },
  ],
  title: (values, lang) => pick(values.name as Localized, lang),
});
