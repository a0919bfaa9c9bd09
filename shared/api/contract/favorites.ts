// The visitor's favorites (issue 16): the favorites page keeps only ids on the device and asks here
// for what those performances and productions are now. One bounded call, so that a list of ids
// someone wrote by hand cannot make the server read the whole programme.
import { array, object, optional, refine } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { EventSummary } from "../types.ts";
import type { ProductionSummary } from "../content-types.ts";
import { fromText, id, langSchema } from "../schemas.ts";

/** At most this many ids of each kind in one call (the device keeps no more: favorites-store.ts). */
export const MAX_FAVORITE_IDS = 100;

/** Ids as the query string carries them ("3,17,42"), or as an array from the site's own client. */
const idList = optional(
  fromText(
    refine(array(id), "id list", (ids) => ids.length <= MAX_FAVORITE_IDS || `must list at most ${MAX_FAVORITE_IDS} ids`),
    (text) => (text === "" ? [] : text.split(",")),
  ),
);

/** What the favorites page shows: coming performances (soonest first) and productions still online. */
export interface FavoriteItems {
  events: EventSummary[];
  productions: ProductionSummary[];
}

export const favoritesContract = {
  /** Ids that are unknown, offline or (performances) already begun are left out of the answer. */
  favorites: endpoint<FavoriteItems>()({
    method: "GET",
    path: "/:lang/api/favorites/",
    input: object({ lang: langSchema, events: idList, productions: idList }),
  }),
};
