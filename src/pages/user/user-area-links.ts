// The parts of the user area (spec §1), in the order its navigation lists them. Each part's screen
// renders inside <UserArea> (user-area.tsx), which shows this list with the current part marked.
import type { RouteName } from "../../route-paths.ts";
import { accountOrdersDe, accountOrdersEn } from "../../i18n/account-orders-texts.ts";
import { accountCouponsCreditDe, accountCouponsCreditEn } from "../../i18n/account-coupons-credit-texts.ts";
import { addTexts, type TranslationKey } from "../../i18n/index.tsx";

// The orders', reservations', coupons' and credit's words (their links' labels here too) come with the
// user area's chunks.
addTexts("de", accountOrdersDe);
addTexts("en", accountOrdersEn);
addTexts("de", accountCouponsCreditDe);
addTexts("en", accountCouponsCreditEn);

export interface UserAreaLink {
  route: RouteName;
  label: TranslationKey;
}

export const userAreaLinks: UserAreaLink[] = [
  { route: "user-profile", label: "user.profile" },
  { route: "user-settings", label: "user.settings" },
  { route: "favorites", label: "header.favorites" },
  { route: "user-orders", label: "accountOrders.orders" },
  { route: "user-reservations", label: "accountOrders.reservations" },
  { route: "user-coupons", label: "accountCoupons.title" },
  { route: "user-credit", label: "accountCredit.title" },
];
