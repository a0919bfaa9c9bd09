// The API contract: every endpoint once. Add a resource by adding its file and one line here.
import type { AnyEndpoint, CallInputOf, OutputOf } from "../endpoint.ts";
import { adminContract } from "./admin.ts";
import { adminFormsContract } from "./admin-forms.ts";
import { catalogContract } from "./catalog.ts";
import { dashboardContract } from "./dashboard.ts";
import { editorContract } from "./editor.ts";
import { eventsContract } from "./events.ts";
import { favoritesContract } from "./favorites.ts";
import { filtersContract } from "./filters.ts";
import { formEntriesContract } from "./form-entries.ts";
import { formsContract } from "./forms.ts";
import { hubDraftsContract } from "./hub-drafts.ts";
import { magazineContract } from "./magazine.ts";
import { mediaContract } from "./media.ts";
import { pageEditorContract } from "./page-editor.ts";
import { pagesContract } from "./pages.ts";
import { personsContract } from "./persons.ts";
import { searchContract } from "./search.ts";
import { shopCartContract } from "./shop-cart.ts";
import { sessionContract } from "./session.ts";
import { siteContract } from "./site.ts";
import { teasersContract } from "./teasers.ts";
// check-in at the door and the hub's sales overview (issue 23)
import { checkInContract } from "./check-in.ts";
import { dashboardSalesContract } from "./dashboard-sales.ts";
// checkout (issue 23)
import { shopCheckoutContract } from "./shop-checkout.ts";
// vouchers and gift card codes (issue 26 point 4)
import { vouchersContract } from "./vouchers.ts";
// The order page (issue 23)
import { shopOrderContract } from "./shop-order.ts";
// The shop's admin screens (issue 23: orders, box office).
import { adminAccountContract } from "./admin-account.ts";
import { adminOrdersContract } from "./admin-orders.ts";
import { boxOfficeContract } from "./box-office.ts";
// The inline editor's page settings (issue 25)
import { pageSettingsContract } from "./page-settings.ts";
// The page's state for the staff bar (issue 25).
import { pageStateContract } from "./page-state.ts";
// Drafts that publish on purpose (issue 25)
import { pagePublishingContract } from "./page-publishing.ts";
// Visitors' own accounts (issue 26)
import { accountsContract } from "./accounts.ts";
// The user area's orders and reservations (issue 26)
import { accountOrdersContract } from "./account-orders.ts";
// The user area's profile part (issue 26)
import { accountProfileContract } from "./account-profile.ts";
// Favorites that follow a signed-in visitor (issue 26)
import { accountFavoritesContract } from "./account-favorites.ts";
// Visitors' accounts in the admin and the hub's account counts (issue 26)
import { visitorAccountsAdminContract } from "./visitor-accounts-admin.ts";
import { dashboardAccountsContract } from "./dashboard-accounts.ts";
// Gift cards: sale, admin, the user area's credit (issue 26)
import { giftCardsContract } from "./gift-cards.ts";
// The admin's voucher screens (issue 26)
import { adminVouchersContract } from "./admin-vouchers.ts";

export const contract = {
  ...pagesContract,
  ...sessionContract,
  ...siteContract,
  ...eventsContract,
  ...catalogContract,
  ...favoritesContract,
  ...personsContract,
  ...magazineContract,
  ...formsContract,
  ...formEntriesContract,
  ...searchContract,
  ...filtersContract,
  ...teasersContract,
  ...editorContract,
  ...pageEditorContract,
  ...dashboardContract,
  ...shopCartContract,
  ...adminContract,
  ...adminFormsContract,
  ...mediaContract,
  // check-in at the door and the hub's sales overview (issue 23)
  ...checkInContract,
  ...dashboardSalesContract,
  // checkout (issue 23)
  ...shopCheckoutContract,
  ...vouchersContract,
  // The order page (issue 23)
  ...shopOrderContract,
  // The shop's admin screens (issue 23: orders, box office).
  ...adminAccountContract,
  ...adminOrdersContract,
  ...boxOfficeContract,
  // The inline editor's page settings (issue 25)
  ...pageSettingsContract,
  // The page's state for the staff bar (issue 25).
  ...pageStateContract,
  // Drafts that publish on purpose (issue 25)
  ...pagePublishingContract,
  // The hub's unpublished drafts (issue 25)
  ...hubDraftsContract,
  // Visitors' own accounts (issue 26)
  ...accountsContract,
  // The user area's orders and reservations (issue 26)
  ...accountOrdersContract,
  // The user area's profile part (issue 26)
  ...accountProfileContract,
  // Favorites that follow a signed-in visitor (issue 26)
  ...accountFavoritesContract,
  // Visitors' accounts in the admin and the hub's account counts (issue 26)
  ...visitorAccountsAdminContract,
  ...dashboardAccountsContract,
  // Gift cards: sale, admin, the user area's credit (issue 26)
  ...giftCardsContract,
  ...adminVouchersContract,
};

export type Contract = typeof contract;

/** The same endpoints, for code that treats them all alike. */
export const endpoints = contract as unknown as Record<keyof Contract, AnyEndpoint>;
export type EndpointName = keyof Contract;

/** What loaders and components call; satisfied by the browser client and the server's in-process client. */
// Mapped over `keyof Contract` itself, so a call's name is its endpoint: "go to definition" on
// `api.person(…)` lands on the contract's entry (and from there "go to implementation" on its handler).
export type ApiClient = {
  [K in keyof Contract]: (input: CallInputOf<Contract[K]>) => Promise<OutputOf<Contract[K]>>;
};
