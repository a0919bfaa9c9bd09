// Which screen each named route shows.
import type { RouteName } from "../route-paths.ts";
import { cmsScreen } from "./cms/cms-screen.tsx";
import type { Screen } from "./screen.ts";
import { cmsHubScreen } from "./cms-hub/cms-hub-screen.tsx";
import { ensembleScreen } from "./ensemble/ensemble-screen.tsx";
import { personScreen } from "./ensemble/person-screen.tsx";
import { eventScreen } from "./events/event-screen.tsx";
import { eventsScreen } from "./events/events-screen.tsx";
import { formScreen } from "./forms/form-screen.tsx";
import { articleScreen } from "./magazine/article-screen.tsx";
import { magazineCategoryScreen, magazineScreen, magazineTagScreen } from "./magazine/magazine-screen.tsx";
import { magazineTagsScreen } from "./magazine/magazine-tags-screen.tsx";
import { productionScreen } from "./productions/production-screen.tsx";
import { productionsScreen } from "./productions/productions-screen.tsx";
import { searchScreen } from "./search/search-screen.tsx";
import { seriesScreen } from "./series/series-screen.tsx";
import { profileScreen, settingsScreen } from "./user/user-screens.tsx";
import { venueScreen } from "./venues/venue-screen.tsx";
import { loginScreen, logoutScreen } from "./login/login-screen.tsx";

const cmsPage = cmsScreen(({ params }) => params["*"] ?? "");

// Every route name must have a screen: a missing one is a type error here.
export const screens = {
  home: cmsScreen(() => ""),
  "legals-agb": cmsScreen(() => "agb"),
  "legals-privacy": cmsScreen(() => "datenschutz"),
  "legals-imprint": cmsScreen(() => "impressum"),
  ensemble: ensembleScreen,
  "ensemble-slug-id": personScreen,
  magazine: magazineScreen,
  "magazine-tags": magazineTagsScreen,
  "magazine-categories-category-id": magazineCategoryScreen,
  "magazine-tags-tag-id": magazineTagScreen,
  "magazine-slug-id": articleScreen,
  productions: productionsScreen,
  "productions-slug-id": productionScreen,
  events: eventsScreen,
  "events-slug-id": eventScreen,
  "series-slug-id": seriesScreen,
  "forms-slug-id": formScreen,
  search: searchScreen,
  "venues-slug-id": venueScreen,
  "user-profile": profileScreen,
  "user-settings": settingsScreen,
  "cms-hub": cmsHubScreen,
  login: loginScreen,
  logout: logoutScreen,
  "cms-page": cmsPage,
} satisfies Record<RouteName, Screen<unknown>>;
