// Time slots of a seat group (spec §3 Timeslot): admission times with their own block of seats.
import { enums, object } from "superstruct";
import { requiredReference, timeOfDay, wholeNumber } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";
import { seatStatuses } from "./seat-groups.ts";

export const timeSlotsResource = defineResource({
  name: "time-slots",
  label: { de: "Zeitfenster", en: "Time slots" },
  singular: { de: "Zeitfenster", en: "Time slot" },
  group: "programme",
  fields: [
    { name: "seat_group", kind: "reference", resource: "seat-groups", required: true, label: { de: "Platzgruppe", en: "Seat group" } },
    { name: "time_start", kind: "time", required: true, label: { de: "Einlass", en: "Admission" } },
    { name: "status", kind: "select", options: seatStatuses, label: { de: "Status", en: "Status" } },
    { name: "block_id", kind: "number", min: 1, max: 2_147_483_647, required: true, label: { de: "Block im Ticketsystem", en: "Ticketing block" } },
  ],
  schema: object({ seat_group: requiredReference, time_start: timeOfDay, status: enums(seatStatuses.map((status) => status.value)), block_id: wholeNumber(1, 2_147_483_647) }),
  defaults: { seat_group: null, time_start: "", status: "1", block_id: 1 },
  columns: ["time_start", "status"],
  title: (values) => String(values.time_start ?? ""),
});
