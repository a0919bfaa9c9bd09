// The performance calendar: its list call and the days that have performances.
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { EventListItem, Paged } from "../types.ts";
import { dayMonthYear, langSchema, pageNumber } from "../schemas.ts";
import { filterKey } from "./input-schemas.ts";

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
