// Which screen each named route shows. Every screen file is its own chunk, loaded when its route is
// first needed (route-level code splitting): a visitor's first page downloads the shell and that one
// screen, never the others. The server names the matched screens' chunks as modulepreloads
// (server/ssr/render-module.ts), so the browser fetches them with the entry, not after it.
import type { RouteName } from "../route-paths.ts";
import type { Screen } from "./screen.ts";

/** The screen files by their path under src/pages, with what each exports. */
interface ScreenFiles {
  "cms/cms-screen.tsx": typeof import("./cms/cms-screen.tsx");
  "cms-hub/cms-hub-screen.tsx": typeof import("./cms-hub/cms-hub-screen.tsx");
  "ensemble/ensemble-screen.tsx": typeof import("./ensemble/ensemble-screen.tsx");
  "ensemble/person-screen.tsx": typeof import("./ensemble/person-screen.tsx");
  "events/event-screen.tsx": typeof import("./events/event-screen.tsx");
  "events/events-screen.tsx": typeof import("./events/events-screen.tsx");
  "forms/form-screen.tsx": typeof import("./forms/form-screen.tsx");
  "magazine/article-screen.tsx": typeof import("./magazine/article-screen.tsx");
  "magazine/magazine-screen.tsx": typeof import("./magazine/magazine-screen.tsx");
  "magazine/magazine-tags-screen.tsx": typeof import("./magazine/magazine-tags-screen.tsx");
  "productions/production-screen.tsx": typeof import("./productions/production-screen.tsx");
  "productions/productions-screen.tsx": typeof import("./productions/productions-screen.tsx");
  "search/search-screen.tsx": typeof import("./search/search-screen.tsx");
  "series/series-screen.tsx": typeof import("./series/series-screen.tsx");
  "user/orders-screen.tsx": typeof import("./user/orders-screen.tsx");
  "user/reservations-screen.tsx": typeof import("./user/reservations-screen.tsx");
  "user/coupons-screen.tsx": typeof import("./user/coupons-screen.tsx");
  "user/credit-screen.tsx": typeof import("./user/credit-screen.tsx");
  "user/profile-screen.tsx": typeof import("./user/profile-screen.tsx");
  "favorites/favorites-screen.tsx": typeof import("./favorites/favorites-screen.tsx");
  "venues/venue-screen.tsx": typeof import("./venues/venue-screen.tsx");
  "login/login-screen.tsx": typeof import("./login/login-screen.tsx");
  "user/settings-screen.tsx": typeof import("./user/settings-screen.tsx");
  "account/account-link-screens.tsx": typeof import("./account/account-link-screens.tsx");
}
type ScreenFile = keyof ScreenFiles;

// One glob, so that the bundler makes a chunk per file and the file's path is known at run time too.
const importers = import.meta.glob(["./*/*-screen.tsx", "./*/*-screens.tsx", "!./webshop/*"]);

export interface LazyScreen {
  /** What the screen loads, as the client build's manifest names it, e.g. "src/pages/events/event-screen.tsx". */
  modules: string[];
  load: () => Promise<Screen>;
}

/** The editors' texts (hub, login), which only editors' screens show. */
const STAFF_TEXTS = "src/i18n/staff-texts.ts";
const loadStaffTexts = () => import("../i18n/staff-texts.ts");

function lazyScreen<File extends ScreenFile>(file: File, pick: (exports: ScreenFiles[File]) => Screen<unknown>, options: { staffTexts?: boolean } = {}): LazyScreen {
  const importer = importers[`./${file}`];
  if (!importer) throw new Error(`no screen file src/pages/${file}`);
  let loaded: Promise<Screen> | undefined;
  const load = async () => {
    const [exports] = await Promise.all([importer(), options.staffTexts && loadStaffTexts()]);
    return pick(exports as ScreenFiles[File]) as Screen;
  };
  return {
    modules: options.staffTexts ? [`src/pages/${file}`, STAFF_TEXTS] : [`src/pages/${file}`],
    load: () => (loaded ??= load()),
  };
}

const cmsPage = (pathOf: Parameters<ScreenFiles["cms/cms-screen.tsx"]["cmsScreen"]>[0]) =>
  lazyScreen("cms/cms-screen.tsx", (exports) => exports.cmsScreen(pathOf));

// Every route name must have a screen: a missing one is a type error here.
export const screens = {
  home: cmsPage(() => ""),
  "legals-agb": cmsPage(() => "agb"),
  "legals-privacy": cmsPage(() => "datenschutz"),
  "legals-imprint": cmsPage(() => "impressum"),
  ensemble: lazyScreen("ensemble/ensemble-screen.tsx", (exports) => exports.ensembleScreen),
  "ensemble-slug-id": lazyScreen("ensemble/person-screen.tsx", (exports) => exports.personScreen),
  magazine: lazyScreen("magazine/magazine-screen.tsx", (exports) => exports.magazineScreen),
  "magazine-tags": lazyScreen("magazine/magazine-tags-screen.tsx", (exports) => exports.magazineTagsScreen),
  "magazine-categories-category-id": lazyScreen("magazine/magazine-screen.tsx", (exports) => exports.magazineCategoryScreen),
  "magazine-tags-tag-id": lazyScreen("magazine/magazine-screen.tsx", (exports) => exports.magazineTagScreen),
  "magazine-slug-id": lazyScreen("magazine/article-screen.tsx", (exports) => exports.articleScreen),
  productions: lazyScreen("productions/productions-screen.tsx", (exports) => exports.productionsScreen),
  "productions-slug-id": lazyScreen("productions/production-screen.tsx", (exports) => exports.productionScreen),
  events: lazyScreen("events/events-screen.tsx", (exports) => exports.eventsScreen),
  "events-slug-id": lazyScreen("events/event-screen.tsx", (exports) => exports.eventScreen),
  "series-slug-id": lazyScreen("series/series-screen.tsx", (exports) => exports.seriesScreen),
  "forms-slug-id": lazyScreen("forms/form-screen.tsx", (exports) => exports.formScreen),
  search: lazyScreen("search/search-screen.tsx", (exports) => exports.searchScreen),
  "venues-slug-id": lazyScreen("venues/venue-screen.tsx", (exports) => exports.venueScreen),
  "user-profile": lazyScreen("user/profile-screen.tsx", (exports) => exports.profileScreen),
  "user-settings": lazyScreen("user/settings-screen.tsx", (exports) => exports.settingsScreen),
  "user-orders": lazyScreen("user/orders-screen.tsx", (exports) => exports.ordersScreen),
  "user-reservations": lazyScreen("user/reservations-screen.tsx", (exports) => exports.reservationsScreen),
  "user-coupons": lazyScreen("user/coupons-screen.tsx", (exports) => exports.couponsScreen),
  "user-credit": lazyScreen("user/credit-screen.tsx", (exports) => exports.creditScreen),
  favorites: lazyScreen("favorites/favorites-screen.tsx", (exports) => exports.favoritesScreen),
  "cms-hub": lazyScreen("cms-hub/cms-hub-screen.tsx", (exports) => exports.cmsHubScreen, { staffTexts: true }),
  login: lazyScreen("login/login-screen.tsx", (exports) => exports.loginScreen, { staffTexts: true }),
  logout: lazyScreen("login/login-screen.tsx", (exports) => exports.logoutScreen, { staffTexts: true }),
  "account-confirm": lazyScreen("account/account-link-screens.tsx", (exports) => exports.accountConfirmScreen),
  "account-reset": lazyScreen("account/account-link-screens.tsx", (exports) => exports.accountResetScreen),
  "account-email-confirm": lazyScreen("account/account-link-screens.tsx", (exports) => exports.accountEmailConfirmScreen),
  "cms-page": cmsPage(({ params }) => params["*"] ?? ""),
} satisfies Record<RouteName, LazyScreen>;
