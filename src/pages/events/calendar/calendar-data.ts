// Everything the calendar shows for one address: the first page of events, the filter options, the
// days with performances (for the date calendar) and the editorial teasers. Shared by the events
// screen's loader and the event overlay.
import type { ApiClient } from "../../../../shared/api/contract/index.ts";
import type { EventTeaser } from "../../../../shared/api/content-types.ts";
import { required } from "../../../api/loader-api.ts";
import type { EventListItem, Paged } from "../../../../shared/api/types.ts";
import type { Lang } from "../../../../shared/lib/localized.ts";
import { loadFilterOptions, type FilterOptions } from "./filter-options.ts";
import type { CalendarQuery } from "./query.ts";

/** Spec §9: ten events a page. */
export const PAGE_SIZE = 10;

export interface CalendarData {
  query: CalendarQuery;
  /** The first page shown (above 1 only for a visitor without JavaScript who followed "next"). */
  page: number;
  events: Paged<EventListItem>;
  options: FilterOptions;
  /** "YYYY-MM-DD" days with a matching performance. */
  availableDates: string[];
  teasers: EventTeaser[];
}

export function eventsPage(api: ApiClient, lang: Lang, query: CalendarQuery, page: number): Promise<Paged<EventListItem>> {
  return api.events({ lang, ...query, page, page_size: PAGE_SIZE });
}

export async function loadCalendar(api: ApiClient, lang: Lang, query: CalendarQuery, page = 1): Promise<CalendarData> {
  const { date, ...filters } = query;
  const [events, options, availableDates, teasers] = await Promise.all([
    required(eventsPage(api, lang, query, page)),
    loadFilterOptions(api, lang),
    api.calendar(filters).catch((error: unknown) => {
      console.warn("The calendar's available dates failed to load", error);
      return [] as string[];
    }),
    api.teasers({ lang, date, page_size: 50 }).then(
      (paged) => paged.results,
      (error: unknown) => {
        console.warn("The calendar's teasers failed to load", error);
        return [] as EventTeaser[];
      },
    ),
  ]);
  return { query, page, events, options, availableDates, teasers };
}
