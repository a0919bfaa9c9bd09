// Every endpoint's server implementation; the type makes a missing handler a compile error.
import type { EndpointName } from "../../../shared/api/contract/index.ts";
import { adminHandlers } from "./admin.ts";
import { adminFormHandlers } from "./admin-forms.ts";
import { catalogHandlers } from "./catalog.ts";
import { dashboardHandlers } from "./dashboard.ts";
import { editorHandlers } from "./editor.ts";
import { eventHandlers } from "./events.ts";
import { favoriteHandlers } from "./favorites.ts";
import { filterHandlers } from "./filters.ts";
import { hubDraftsHandlers } from "./hub-drafts.ts";
import { formEntryHandlers } from "./form-entries.ts";
import { formHandlers } from "./forms.ts";
import { magazineHandlers } from "./magazine.ts";
import { mediaHandlers } from "./media.ts";
import { pageEditorHandlers } from "./page-editor.ts";
import { pageHandlers } from "./pages.ts";
import { personHandlers } from "./persons.ts";
import { searchHandlers } from "./search.ts";
import { sessionHandlers } from "./session.ts";
import { shopCartHandlers } from "./shop-cart.ts";
import { siteHandlers } from "./site.ts";
import { teaserHandlers } from "./teasers.ts";
import { tempFileHandlers } from "./temp-files.ts";
import type { Handlers } from "./types.ts";
// check-in at the door and the hub's sales overview (issue 23)
import { checkInHandlers } from "./check-in.ts";
import { dashboardSalesHandlers } from "./dashboard-sales.ts";
// checkout (issue 23)
import { shopCheckoutHandlers } from "./shop-checkout.ts";
import { voucherHandlers } from "./vouchers.ts";
// The order page (issue 23)
import { shopOrderHandlers } from "./shop-order.ts";
// The shop's admin screens (issue 23: orders, box office).
import { adminAccountHandlers } from "./admin-account.ts";
import { adminOrderHandlers } from "./admin-orders.ts";
import { boxOfficeHandlers } from "./box-office.ts";
// The inline editor's page settings (issue 25)
import { pageSettingsHandlers } from "./page-settings.ts";
// The page's state for the staff bar (issue 25).
import { pageStateHandlers } from "./page-state.ts";
// Drafts that publish on purpose (issue 25)
import { pagePublishingHandlers } from "./page-publishing.ts";
// Visitors' own accounts (issue 26)
import { accountHandlers } from "./accounts.ts";
// The user area's orders and reservations (issue 26)
import { accountOrderHandlers } from "./account-orders.ts";
// The user area's profile part (issue 26)
import { accountProfileHandlers } from "./account-profile.ts";
// Favorites that follow a signed-in visitor (issue 26)
import { accountFavoriteHandlers } from "./account-favorites.ts";
// Visitors' accounts in the admin and the hub's account counts (issue 26)
import { visitorAccountsAdminHandlers } from "./visitor-accounts-admin.ts";
// Gift cards: sale, admin, the user area's credit (issue 26)
import { giftCardHandlers } from "./gift-cards.ts";
import { giftCardAdminHandlers } from "./gift-cards-admin.ts";
// The admin's voucher screens (issue 26)
import { adminVoucherHandlers } from "./admin-vouchers.ts";

export const handlers: Handlers<EndpointName> = {
  ...pageHandlers,
  ...sessionHandlers,
  ...siteHandlers,
  ...eventHandlers,
  ...catalogHandlers,
  ...favoriteHandlers,
  ...personHandlers,
  ...magazineHandlers,
  ...formHandlers,
  ...formEntryHandlers,
  ...searchHandlers,
  ...filterHandlers,
  ...teaserHandlers,
  ...editorHandlers,
  ...pageEditorHandlers,
  ...dashboardHandlers,
  ...shopCartHandlers,
  ...tempFileHandlers,
  ...adminHandlers,
  ...adminFormHandlers,
  ...mediaHandlers,
  // check-in at the door and the hub's sales overview (issue 23)
  ...checkInHandlers,
  ...dashboardSalesHandlers,
  // checkout (issue 23)
  ...shopCheckoutHandlers,
  ...voucherHandlers,
  // The order page (issue 23)
  ...shopOrderHandlers,
  // The shop's admin screens (issue 23: orders, box office).
  ...adminAccountHandlers,
  ...adminOrderHandlers,
  ...boxOfficeHandlers,
  // The inline editor's page settings (issue 25)
  ...pageSettingsHandlers,
  // The page's state for the staff bar (issue 25).
  ...pageStateHandlers,
  // Drafts that publish on purpose (issue 25)
  ...pagePublishingHandlers,
  // The hub's unpublished drafts (issue 25)
  ...hubDraftsHandlers,
  // Visitors' own accounts (issue 26)
  ...accountHandlers,
  // The user area's orders and reservations (issue 26)
  ...accountOrderHandlers,
  // The user area's profile part (issue 26)
  ...accountProfileHandlers,
  // Favorites that follow a signed-in visitor (issue 26)
  ...accountFavoriteHandlers,
  // Visitors' accounts in the admin and the hub's account counts (issue 26)
  ...visitorAccountsAdminHandlers,
  // Gift cards: sale, admin, the user area's credit (issue 26)
  ...giftCardHandlers,
  ...giftCardAdminHandlers,
  ...adminVoucherHandlers,
};
