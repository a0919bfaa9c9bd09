// Every content type of the backend admin, in the navigation's order. Add one by adding its file, its
// name (resource-names.ts), one line here and its table binding (server/admin/resource-stores.ts);
// the types hold the three together.
import type { Localized } from "../../../shared/lib/localized.ts";
import type { Ability } from "../../../shared/policies.ts";
import type { AdminGroup, AdminResource } from "../define-resource.ts";
import type { ResourceName } from "../resource-names.ts";
import { accountsResource } from "./accounts.ts";
import { alertsResource } from "./alerts.ts";
import { menuItemsResource } from "./menu-items.ts";
import { openingHoursExceptionsResource, openingHoursResource, productionOpeningHoursResource } from "./opening-hours.ts";
import { articlesResource } from "./articles.ts";
import { contributorsResource } from "./contributors.ts";
import { eventsResource } from "./events.ts";
import { partnersResource } from "./partners.ts";
import { pricesResource } from "./prices.ts";
import { productionsResource } from "./productions.ts";
import { programmeItemsResource } from "./programme-items.ts";
import { seatGroupsResource } from "./seat-groups.ts";
import { seriesResource } from "./series.ts";
import { timeSlotsResource } from "./time-slots.ts";
import { footerLinksResource } from "./footer-links.ts";
import { formFieldsResource } from "./form-fields.ts";
import { formsResource } from "./forms.ts";
import { pagesResource } from "./pages.ts";
import { personsResource } from "./persons.ts";
import { redirectsResource } from "./redirects.ts";
import { roomsResource } from "./rooms.ts";
import { seasonsResource } from "./seasons.ts";
import {
  articleCategoriesResource,
  articleTagsResource,
  eventTagsResource,
  exhibitionTypesResource,
  genresResource,
  personCategoriesResource,
  productionTagsResource,
} from "./taxonomy.ts";
import { venuesResource } from "./venues.ts";

/** Every content type by its name, in the navigation's order; a name without its resource is a type error. */
export const resourcesByName = {
  productions: productionsResource,
  events: eventsResource,
  "seat-groups": seatGroupsResource,
  prices: pricesResource,
  "time-slots": timeSlotsResource,
  contributors: contributorsResource,
  "programme-items": programmeItemsResource,
  "production-opening-hours": productionOpeningHoursResource,
  partners: partnersResource,
  series: seriesResource,
  "exhibition-types": exhibitionTypesResource,
  genres: genresResource,
  seasons: seasonsResource,
  "event-tags": eventTagsResource,
  "production-tags": productionTagsResource,
  persons: personsResource,
  "person-categories": personCategoriesResource,
  articles: articlesResource,
  "article-categories": articleCategoriesResource,
  "article-tags": articleTagsResource,
  venues: venuesResource,
  rooms: roomsResource,
  pages: pagesResource,
  forms: formsResource,
  "form-fields": formFieldsResource,
  alerts: alertsResource,
  "opening-hours": openingHoursResource,
  "opening-hours-exceptions": openingHoursExceptionsResource,
  "menu-items": menuItemsResource,
  "footer-links": footerLinksResource,
  redirects: redirectsResource,
  accounts: accountsResource,
} satisfies { [Name in ResourceName]: AdminResource<Name> };

export const adminResources: readonly AdminResource[] = Object.values(resourcesByName);

export function adminResource(name: string): AdminResource | undefined {
  return Object.hasOwn(resourcesByName, name) ? resourcesByName[name as ResourceName] : undefined;
}

export const adminGroups: readonly { group: AdminGroup; label: { de: string; en: string } }[] = [
  { group: "programme", label: { de: "Programm", en: "Programme" } },
  { group: "people", label: { de: "Menschen", en: "People" } },
  { group: "magazine", label: { de: "Magazin", en: "Magazine" } },
  { group: "places", label: { de: "Orte", en: "Places" } },
  { group: "site", label: { de: "Website", en: "Website" } },
  // The shop's screens (issue 23).
  { group: "shop", label: { de: "Kasse und Bestellungen", en: "Box office and orders" } },
];

/** Screens beside the content types (they do not fit the list and form), in the navigation of their group. */
export const adminScreens: readonly { path: string; label: Localized; group: AdminGroup; ability: Ability }[] = [
  { path: "/settings", label: { de: "Einstellungen", en: "Settings" }, group: "site", ability: "changeSettings" },
  // The shop's screens (issue 23: orders, box office).
  { path: "/orders/", label: { de: "Bestellungen", en: "Orders" }, group: "shop", ability: "manageOrders" },
  { path: "/box-office/", label: { de: "Kartenverkauf", en: "Box office sale" }, group: "shop", ability: "sellTickets" },
  { path: "/check-in", label: { de: "Einlass", en: "Check-in" }, group: "shop", ability: "checkInTickets" },
  // Visitors' own accounts (issue 26); staff accounts stay in the "accounts" content type.
  { path: "/visitor-accounts/", label: { de: "Besucherkonten", en: "Visitor accounts" }, group: "shop", ability: "manageVisitorAccounts" },
  // The gift cards (issue 26 point 7).
  { path: "/gift-cards/", label: { de: "Geschenkkarten", en: "Gift cards" }, group: "shop", ability: "manageVouchers" },
  // The vouchers (issue 26).
  { path: "/vouchers", label: { de: "Gutscheine", en: "Vouchers" }, group: "shop", ability: "manageVouchers" },
];
