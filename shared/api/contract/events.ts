// The performance calendar: its list call and the days that have performances.
import { enums, object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { EventListItem, Paged } from "../types.ts";
import { dayMonthYear, langSchema, pageNumber } from "../schemas.ts";
import { filterKey } from "./input-schemas.ts";
import { eventPeriods } from "../event-periods.ts";

export const eventsContract = {
  events: endpoint<Paged<EventListItem>>()({
    method: "GET",
    path: "/:lang/api/events/",
    input: object({
      lang: langSchema,
      room: filterKey,
      type: filterKey,
      tag: filterKey,
      series: filterKey,
      genre: filterKey,
      date: optional(dayMonthYear),
      /** The last Berlin day listed (DD-MM-YYYY), and a period of spec §3's event list, both narrowing the list. */
      date_to: optional(dayMonthYear),
      when: optional(enums(eventPeriods)),
      page: pageNumber,
      page_size: pageNumber,
    }),
  }),
  /** Berlin days ("YYYY-MM-DD") with a coming performance that matches the filters; `date` picks the month. */
  calendar: endpoint<string[]>()({
    method: "GET",
    path: "/api/calendar/",
    input: object({
      date: optional(dayMonthYear),
      room: filterKey,
      type: filterKey,
      tag: filterKey,
      series: filterKey,
      genre: filterKey,
    }),
  }),
};
