// The built-in webshop's lazy chunk: its layout, pages and styles, which the site's pages never load.
import "../../styles/webshop.css";
import { addTexts } from "../../i18n/index.tsx";
import { checkoutPageDe, checkoutPageEn } from "../../i18n/checkout-page-texts.ts";
import { voucherTextsDe, voucherTextsEn } from "../../i18n/voucher-texts.ts";
import { giftCardPageDe, giftCardPageEn } from "../../i18n/gift-card-texts.ts";

// The checkout's words (the cart's "Zur Kasse" too) come with the shop's chunk, not with every page.
addTexts("de", checkoutPageDe);
addTexts("en", checkoutPageEn);
addTexts("de", voucherTextsDe);
addTexts("en", voucherTextsEn);
// The gift card form's words, and the gift card position on the order page.
addTexts("de", giftCardPageDe);
addTexts("en", giftCardPageEn);

export { WebshopLayout } from "../../layouts/webshop-layout.tsx";
export { webshopChromeLoader } from "../../layouts/webshop-chrome-loader.ts";
export { removeFromCart } from "./cart-remove.ts";
export { CartPage, loadCart } from "./cart-screen.tsx";
export { EventBookingPage, loadEventBooking } from "./event-booking-screen.tsx";
export { webshopNotFound } from "./webshop-errors.ts";
// checkout (issue 23)
export { CheckoutPage, loadCheckout } from "./checkout-screen.tsx";
export { placeCheckoutOrder } from "./checkout-action.ts";
export { WebshopErrorPage } from "./webshop-message.tsx";
// The order page (issue 23)
export { OrderPage, loadOrder } from "./order-screen.tsx";
export { postToOrder } from "./order-action.ts";
// Gift cards (issue 26 point 5)
export { GiftCardPage, loadGiftCardSale } from "./gift-card-screen.tsx";
export { placeGiftCardOrder } from "./gift-card-action.ts";
