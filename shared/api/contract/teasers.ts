// Editorial teasers the calendar places between its days.
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Paged } from "../types.ts";
import type { EventTeaser } from "../content-types.ts";
import { dayMonthYear, langSchema, pageNumber } from "../schemas.ts";

export const teasersContract = {
  teasers: endpoint<Paged<EventTeaser>>()({
    method: "GET",
    path: "/:lang/api/teasers/",
    input: object({
      lang: langSchema,
      /** DD-MM-YYYY: teasers placed on this Berlin day or later (default: today). */
      date: optional(dayMonthYear),
      page: pageNumber,
      page_size: pageNumber,
    }),
  }),
};
