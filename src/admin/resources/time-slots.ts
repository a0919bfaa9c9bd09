// Time slots of a seat group (spec §3 Timeslot): admission times with their own block of seats.
import { defineResource } from "../define-resource.ts";
import { seatStatuses } from "./seat-groups.ts";

export const timeSlotsResource = defineResource({
  name: "time-slots",
  label: { de: "Zeitfenster", en: "Time slots" },
  singular: { de: "Zeitfenster", en: "Time slot" },
  group: "programme",
  fields: [
    { name: "seat_group", kind: "reference", to: "seat-groups", required: true, label: { de: "Platzgruppe", en: "Seat group" } },
    { name: "time_start", kind: "time", required: true, label: { de: "Einlass", en: "Admission" } },
    { name: "status", kind: "select", options: seatStatuses, label: { de: "Status", en: "Status" } },
    { name: "block_id", kind: "number", min: 1, max: 2_147_483_647, required: true, default: 1, label: { de: "Block im Ticketsystem", en: "Ticketing block" } },
  ],
  columns: ["time_start", "status"],
  title: (values) => String(values.time_start ?? ""),
});
