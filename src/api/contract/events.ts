// The performance calendar's list call.
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { EventSummary, Paged } from "../types.ts";
import { dayMonthYear, langSchema, optionalId, pageNumber } from "../schemas.ts";

export const eventsContract = {
  events: endpoint<Paged<EventSummary>>()({
    method: "GET",
    path: "/:lang/api/events/",
    input: object({
      lang: langSchema,
      room: optionalId,
      type: optionalId,
      tag: optionalId,
      series: optionalId,
      genre: optionalId,
      date: optional(dayMonthYear),
      page: pageNumber,
      page_size: pageNumber,
    }),
  }),
};
