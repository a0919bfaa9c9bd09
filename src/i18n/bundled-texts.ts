// Both languages' texts, visitors' and editors', there from the start: the server (and anything run
// in Node) translates synchronously in either language. The browser build swaps this file for
// texts-in-browser.ts (vite.config.ts), which has none and loads one language's texts when a page
// needs them (the staff's texts come with the screens that show them: staff-texts.ts for the hub and
// login, staff-editor-texts.ts and staff-admin-texts.ts; the favorites page's with that page:
// favorites-page-texts.ts; a module type's with its chunk: module-texts.ts).
import type { Lang } from "../../shared/lib/localized.ts";
import { de, type Dictionary, type VisitorDictionary } from "./de.ts";
import { en } from "./en.ts";
import { staffDe } from "./staff-de.ts";
import { staffEn } from "./staff-en.ts";
import { staffCommonDe } from "./staff-common-de.ts";
import { staffCommonEn } from "./staff-common-en.ts";
import { staffEditorDe } from "./staff-editor-de.ts";
import { staffEditorEn } from "./staff-editor-en.ts";
import { staffAdminDe } from "./staff-admin-de.ts";
import { staffAdminEn } from "./staff-admin-en.ts";
import { favoritesPageDe, favoritesPageEn } from "./favorites-page-texts.ts";
import { orderPageDe, orderPageEn } from "./order-page-texts.ts";
import { checkoutPageDe, checkoutPageEn } from "./checkout-page-texts.ts";
import { profileTextsDe, profileTextsEn } from "./profile-texts.ts";
import { giftCardPageDe, giftCardPageEn } from "./gift-card-texts.ts";
import { moduleTextsDe, moduleTextsEn } from "./module-texts.ts";
import { accountOrdersDe, accountOrdersEn } from "./account-orders-texts.ts";
import { accountTextsDe, accountTextsEn } from "./account-texts.ts";
import { voucherTextsDe, voucherTextsEn } from "./voucher-texts.ts";
import { accountCouponsCreditDe, accountCouponsCreditEn } from "./account-coupons-credit-texts.ts";

export const bundledTexts: Partial<Record<Lang, Dictionary>> = {
  de: { ...de, ...favoritesPageDe, ...orderPageDe, ...checkoutPageDe, ...accountTextsDe, ...accountOrdersDe, ...accountCouponsCreditDe, ...profileTextsDe, ...voucherTextsDe, ...giftCardPageDe, ...moduleTextsDe, ...staffDe, ...staffCommonDe, ...staffEditorDe, ...staffAdminDe },
  en: { ...en, ...favoritesPageEn, ...orderPageEn, ...checkoutPageEn, ...accountTextsEn, ...accountOrdersEn, ...accountCouponsCreditEn, ...profileTextsEn, ...voucherTextsEn, ...giftCardPageEn, ...moduleTextsEn, ...staffEn, ...staffCommonEn, ...staffEditorEn, ...staffAdminEn },
};

export const importTexts: Record<Lang, () => Promise<VisitorDictionary>> = { de: async () => de, en: async () => en };
