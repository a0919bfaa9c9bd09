// The option lists of the calendar's and the production list's filters (spec §7, without locale
// prefix; `?lang=en` picks the language). Only options with show_in_filter are listed.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type {
  ArticleCategory,
  ExhibitionTypeOption,
  GenreOption,
  RoomOption,
  SeasonOption,
  SeriesOption,
  TagOption,
} from "../content-types.ts";
import { queryLang } from "./input-schemas.ts";

const input = object({ lang: queryLang });

export const filtersContract = {
  roomOptions: endpoint<RoomOption[]>()({ method: "GET", path: "/api/rooms/", input }),
  /** Same answer as `/{lang}/api/exhibition-types/`. */
  exhibitionTypeOptions: endpoint<ExhibitionTypeOption[]>()({ method: "GET", path: "/api/exhibition-types/", input }),
  eventTagOptions: endpoint<TagOption[]>()({ method: "GET", path: "/api/event-tags/", input }),
  seriesOptions: endpoint<SeriesOption[]>()({ method: "GET", path: "/api/series/", input }),
  genreOptions: endpoint<GenreOption[]>()({ method: "GET", path: "/api/genres/", input }),
  /** Same answer as `/{lang}/api/seasons/`. */
  seasonOptions: endpoint<SeasonOption[]>()({ method: "GET", path: "/api/seasons/", input }),
  productionTagOptions: endpoint<TagOption[]>()({ method: "GET", path: "/api/production-tags/", input }),
  /** Same answer as `/{lang}/api/article-categories/`; a failure answers an empty list. */
  articleCategoryOptions: endpoint<ArticleCategory[]>()({ method: "GET", path: "/api/article-categories/", input }),
};
