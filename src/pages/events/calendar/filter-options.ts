// The option lists of the calendar's five filters (spec §2): only options with show_in_filter. In the
// browser each list is loaded once per language and kept in module scope (it is the same for every
// visitor); on the server every render asks the in-process API.
import type { ApiClient } from "../../../../shared/api/contract/index.ts";
import type { FilterOption } from "../../../../shared/api/content-types.ts";
import type { Lang } from "../../../../shared/lib/localized.ts";
import type { FilterName } from "./query.ts";

export type FilterOptions = Record<FilterName, FilterOption[]>;

const browserCache = new Map<string, Promise<FilterOption[]>>();

function load(api: ApiClient, name: FilterName, lang: Lang): Promise<FilterOption[]> {
  switch (name) {
    case "room":
      return api.roomOptions({ lang });
    case "type":
      return api.exhibitionTypeOptions({ lang });
    case "tag":
      return api.eventTagOptions({ lang });
    case "series":
      return api.seriesOptions({ lang });
    case "genre":
      return api.genreOptions({ lang });
  }
}

function optionsOf(api: ApiClient, name: FilterName, lang: Lang): Promise<FilterOption[]> {
  if (typeof document === "undefined") return load(api, name, lang);
  const key = `${name}:${lang}`;
  let cached = browserCache.get(key);
  if (!cached) {
    cached = load(api, name, lang).catch((error: unknown) => {
      browserCache.delete(key);
      throw error;
    });
    browserCache.set(key, cached);
  }
  return cached;
}

/** Every filter's visible options; a list that fails to load is logged and left empty. */
export async function loadFilterOptions(api: ApiClient, lang: Lang): Promise<FilterOptions> {
  const names = ["room", "type", "tag", "series", "genre"] as const;
  const lists = await Promise.all(
    names.map((name) =>
      optionsOf(api, name, lang).then(
        (list) => list.filter((option) => option.show_in_filter),
        (error: unknown) => {
          console.warn(`Filter options for ${name} failed to load`, error);
          return [];
        },
      ),
    ),
  );
  return { room: lists[0], type: lists[1], tag: lists[2], series: lists[3], genre: lists[4] };
}
