// Which loading skeleton of spec §2 stands in for which screen while its data loads.
import { matchRoutes, type Location } from "react-router";
import { languages } from "../../../shared/lib/localized.ts";
import { routePaths, type RouteName } from "../../route-paths.ts";

export type SkeletonType = "eventList" | "eventDetail" | "optionsList" | "pageHeader" | "magazineList" | "threeCardGrid";

export const skeletonOfRoute: Record<RouteName, SkeletonType> = {
  home: "pageHeader",
  "legals-agb": "pageHeader",
  "legals-privacy": "pageHeader",
  "legals-imprint": "pageHeader",
  ensemble: "threeCardGrid",
  "ensemble-slug-id": "pageHeader",
  magazine: "magazineList",
  "magazine-tags": "optionsList",
  "magazine-categories-category-id": "magazineList",
  "magazine-tags-tag-id": "magazineList",
  "magazine-slug-id": "pageHeader",
  productions: "threeCardGrid",
  "productions-slug-id": "eventDetail",
  events: "eventList",
  "events-slug-id": "eventDetail",
  "series-slug-id": "eventDetail",
  "forms-slug-id": "pageHeader",
  search: "optionsList",
  "venues-slug-id": "pageHeader",
  "user-profile": "pageHeader",
  "user-settings": "pageHeader",
  "user-orders": "pageHeader",
  "user-reservations": "pageHeader",
  "user-coupons": "pageHeader",
  "user-credit": "pageHeader",
  favorites: "pageHeader",
  "cms-hub": "pageHeader",
  login: "pageHeader",
  "account-confirm": "pageHeader",
  "account-reset": "pageHeader",
  "account-email-confirm": "pageHeader",
  logout: "pageHeader",
  "cms-page": "pageHeader",
};

// The screens' paths as a flat route list; matchRoutes ranks them like the real route table.
const routeList = languages.flatMap((lang) =>
  (Object.keys(routePaths) as RouteName[]).map((name) => {
    const path = routePaths[name][lang];
    return { id: name, path: path ? `/${lang}/${path}` : `/${lang}` };
  }),
);

/** The skeleton for the screen that `location` will show. */
export function skeletonFor(location: Pick<Location, "pathname">): SkeletonType {
  const matches = matchRoutes(routeList, location.pathname);
  const name = matches?.[matches.length - 1]?.route.id as RouteName | undefined;
  return name ? skeletonOfRoute[name] : "pageHeader";
}
