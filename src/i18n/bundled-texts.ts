// Both languages' texts, visitors' and editors', there from the start: the server (and anything run
// in Node) translates synchronously in either language. The browser build swaps this file for
// texts-in-browser.ts (vite.config.ts), which has none and loads one language's texts when a page
// needs them (the editors' texts come with the screens that show them: staff-texts.ts; the favorites
// page's with that page: favorites-page-texts.ts).
import type { Lang } from "../../shared/lib/localized.ts";
import { de, type Dictionary, type VisitorDictionary } from "./de.ts";
import { en } from "./en.ts";
import { staffDe } from "./staff-de.ts";
import { staffEn } from "./staff-en.ts";
import { favoritesPageDe, favoritesPageEn } from "./favorites-page-texts.ts";
import { orderPageDe, orderPageEn } from "./order-page-texts.ts";
import { checkoutPageDe, checkoutPageEn } from "./checkout-page-texts.ts";

export const bundledTexts: Partial<Record<Lang, Dictionary>> = {
  de: { ...de, ...favoritesPageDe, ...staffDe, ...orderPageDe, ...checkoutPageDe },
  en: { ...en, ...favoritesPageEn, ...staffEn, ...orderPageEn, ...checkoutPageEn },
};

export const importTexts: Record<Lang, () => Promise<VisitorDictionary>> = { de: async () => de, en: async () => en };
