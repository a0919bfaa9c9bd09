// The parts of the user area (spec §1), in the order its navigation lists them. Each part's screen
// renders inside <UserArea> (user-area.tsx), which shows this list with the current part marked.
import type { RouteName } from "../../route-paths.ts";
import { accountOrdersDe, accountOrdersEn } from "../../i18n/account-orders-texts.ts";
import { addTexts, type TranslationKey } from "../../i18n/index.tsx";

// The orders' and reservations' words (their links' labels here too) come with the user area's chunks.
addTexts("de", accountOrdersDe);
addTexts("en", accountOrdersEn);

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
];
